import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const MARKER = join('openapi', 'api-v1.yaml');

/**
 * The repository root: the nearest folder above the working directory or above this module
 * that holds `openapi/api-v1.yaml`. Both are tried because the server runs from source
 * (tests), bundled into packages/server/dist, and from whatever folder it was started in.
 */
export function findRepoRoot(): string {
  const starts = [process.cwd(), dirname(fileURLToPath(import.meta.url))];
  for (const start of starts) {
    for (let dir = resolve(start); ; dir = dirname(dir)) {
      if (existsSync(join(dir, MARKER))) return dir;
      if (dirname(dir) === dir) break;
    }
  }
  throw new Error(
    `Cannot find the repository root (a folder holding ${MARKER}) above ${starts.join(' or ')}. ` +
      'Start the server from inside the repository or set OPENAPI_FILE and SUPABASE_DIR.',
  );
}
