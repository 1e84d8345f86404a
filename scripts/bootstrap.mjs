// Shared by the start and test commands: everything a fresh machine with only Node 20 and
// npm lacks is installed here, so neither command needs a manual step first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.8';

/** Runs a command with inherited output; exits the process with its code when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

export function pnpm(args, options) {
  run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], options);
}

export function installDependencies() {
  pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
}

function aptInstall(packages) {
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(asRoot.length ? 'sudo' : 'apt-get', [...(asRoot.length ? ['apt-get'] : []), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...packages]);
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser tests use Debian's Chromium: browser downloads are not possible on these machines. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('Installing Debian chromium for the browser tests…');
  aptInstall(['chromium']);
}
