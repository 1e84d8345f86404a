// How the server is bundled, for the build (build.mjs) and for the tests that run a real server
// process (src/testing/child-server.ts). Dependencies stay external and are resolved from
// node_modules at run time (PGlite ships WASM files a bundle could not carry); the workspace's own
// packages (@injury-assist/domain, …) are TypeScript sources, so they are bundled in.
import { readFileSync } from 'node:fs';

const { dependencies = {} } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** esbuild options that bundle `entry` into `outfile` as Node 20 ESM. */
export function serverBundleOptions(entry, outfile) {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(dependencies).filter((name) => !name.startsWith('@injury-assist/')),
    logLevel: 'warning',
  };
}
