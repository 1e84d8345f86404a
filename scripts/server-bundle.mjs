// The server bundled for the benchmarks and the soak, with the build's own options (workspace
// packages bundled in, dependencies external and resolved from packages/server), so they run what
// `npm start` runs. A copy of these options once left @injury-assist/* as .ts files that plain
// Node cannot load, and `npm run bench` stopped starting; the bench smoke test guards this module.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './bootstrap.mjs';
import { newestChange } from './bundle-size.mjs';

export const serverDir = join(root, 'packages/server');

/**
 * Bundles packages/server/src/index.ts (startServer, openDb, …) into `outfile`, an ES module,
 * unless the bundle there is newer than every workspace source and the lockfile: `npm test` runs
 * the bench smoke test beside other work, and the same bundle was made again on every run.
 */
export async function buildServerBundle(outfile) {
  const sources = [join(root, 'packages'), join(root, 'pnpm-lock.yaml')];
  if (existsSync(outfile) && statSync(outfile).mtimeMs > newestChange(sources)) return;
  const { build } = createRequire(join(serverDir, 'package.json'))('esbuild');
  const { serverBundleOptions } = await import(pathToFileURL(join(serverDir, 'bundle-options.mjs')).href);
  await build(serverBundleOptions(join(serverDir, 'src/index.ts'), outfile));
}
