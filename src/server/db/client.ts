import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client.ts';

export type Db = PrismaClient;
export { Prisma } from './generated/client.ts';

export function createDb(
  databaseUrl: string,
  options: { max?: number; onError?: (error: Error) => void; connectTimeoutMs?: number } = {},
): Db {
  // Without these handlers, a connection dropped by the server (a restart, or the embedded
  // PostgreSQL stopping on Ctrl+C before we do) would crash the process.
  const onError = options.onError ?? (() => undefined);
  // A database that stops answering (not refusing: a hung host, a dropped network) would
  // otherwise leave every query waiting for a connection for ever; after 10 s it fails, and
  // callers that must not lose a write (the transcript) retry.
  const adapter = new PrismaPg(
    {
      connectionString: databaseUrl,
      max: options.max ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    },
    { onPoolError: onError, onConnectionError: onError },
  );
  return new PrismaClient({ adapter });
}
