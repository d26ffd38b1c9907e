// Read by the Prisma CLI (`prisma generate`). The app itself never uses the CLI at run time:
// migrations are applied by src/server/db/migrate.ts through Prisma's WebAssembly schema engine.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
