import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client.ts';

export type Db = PrismaClient;
export { Prisma } from './generated/client.ts';

export function createDb(databaseUrl: string, options: { max?: number } = {}): Db {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: options.max ?? 10 });
  return new PrismaClient({ adapter });
}
