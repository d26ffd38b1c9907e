// Prints the README's environment table from the zod schema in src/server/config.ts.
// `npm run docs:env` rewrites the table in README.md and writes .env.example; a unit test fails
// when either differs from the schema.
import { readFileSync, writeFileSync } from 'node:fs';
import {
  ENV_EXAMPLE_FILE,
  envExample,
  envTableMarkdown,
  replaceEnvTable,
} from '../src/server/config-docs.ts';

if (process.argv.includes('--write')) {
  const readme = readFileSync('README.md', 'utf8');
  writeFileSync('README.md', replaceEnvTable(readme, envTableMarkdown()));
  writeFileSync(ENV_EXAMPLE_FILE, envExample());
  console.log(`README.md environment table and ${ENV_EXAMPLE_FILE} updated`);
} else {
  console.log(envTableMarkdown());
}
