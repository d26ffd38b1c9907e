// Prints the ADMIN_PASSWORD_HASH for a password, so the plain password need not be stored in
// the server's environment. Reads the password from standard input (one line):
//   npm run admin:hash            (type it, then Enter)
//   printf '%s' "$PW" | npm run admin:hash --silent
import { createInterface } from 'node:readline';
import { hashAdminPassword } from '../src/server/admin/password.ts';

const rl = createInterface({ input: process.stdin, terminal: false });
if (process.stdin.isTTY) process.stderr.write('Admin password: ');
const line = await new Promise<string>((resolve) => {
  let got = false;
  rl.once('line', (l) => {
    got = true;
    resolve(l);
  });
  rl.once('close', () => {
    if (!got) resolve('');
  });
});
rl.close();
if (!line.trim()) {
  process.stderr.write('Password is required\n');
  process.exit(1);
}
process.stdout.write(`ADMIN_PASSWORD_HASH=${await hashAdminPassword(line)}\n`);
