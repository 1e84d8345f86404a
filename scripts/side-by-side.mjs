// Runs commands as many at a time as there are cores (tsc uses one core each); the first failure
// ends the calling process with its exit code. Shared by the test and typecheck commands.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { root } from './bootstrap.mjs';

/** @param {[string, string[]][]} commands */
export async function runSideBySide(commands) {
  const queue = [...commands];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [command, args] = next;
      const code = await new Promise((resolve) => {
        spawn(command, args, { cwd: root, stdio: 'inherit' }).on('close', (exitCode, signal) =>
          resolve(exitCode ?? signal),
        );
      });
      if (code !== 0) {
        console.error(`\n✗ ${[command, ...args].join(' ')} failed (exit ${code}).`);
        process.exit(typeof code === 'number' ? code : 1);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), queue.length)) }, lane));
}
