// `npm start`: install, build, then serve app + API on one port. The server migrates and
// seeds its embedded database on first run and prints the URL and the demo logins.
import { installDependencies, pnpm, root, run } from './bootstrap.mjs';

installDependencies();
pnpm(['--filter', '@injury-assist/app', 'build']);
pnpm(['--filter', '@injury-assist/server', 'build']);
run('node', ['packages/server/dist/main.mjs'], { cwd: root, env: { NODE_ENV: 'production', ...process.env } });
