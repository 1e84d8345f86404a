// `npm start`: install, build, then serve app + API on one port. The server migrates and
// seeds its embedded database on first run and prints the URL and the demo logins.
import { installDependencies, pnpm, root, run } from './bootstrap.mjs';

installDependencies();
pnpm(['--filter', '@injury-assist/app', 'build']);
pnpm(['--filter', '@injury-assist/server', 'build']);
// NODE_ENV is left as the caller has it: NODE_ENV=production turns the dev mailbox off, and this
// command is the local run whose registration codes people read there.
run('node', ['packages/server/dist/main.mjs'], { cwd: root });
