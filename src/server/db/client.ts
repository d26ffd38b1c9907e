import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client.ts';

export type Db = PrismaClient;
export { Prisma } from './generated/client.ts';

export function createDb(
  databaseUrl: string,
  options: { max?: number; onError?: (error: Error) => void } = {},
): Db {
  // Without these handlers, a connection dropped by the server (a restart, or the embedded
  // PostgreSQL stopping on Ctrl+C before we do) would crash the process.
  const onError = options.onError ?? (() => undefined);
  const adapter = new PrismaPg(
    { connectionString: databaseUrl, max: options.max ?? 10 },
    { onPoolError: onError, onConnectionError: onError },
  );
  return new PrismaClient({ adapter });
}
