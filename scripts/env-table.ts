// Prints the README's environment table from the zod schema in src/server/config.ts.
// `npm run docs:env` rewrites the table in README.md; a unit test fails when they differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { envTableMarkdown, replaceEnvTable } from '../src/server/config-docs.ts';

if (process.argv.includes('--write')) {
  const readme = readFileSync('README.md', 'utf8');
  writeFileSync('README.md', replaceEnvTable(readme, envTableMarkdown()));
  console.log('README.md environment table updated');
} else {
  console.log(envTableMarkdown());
}
