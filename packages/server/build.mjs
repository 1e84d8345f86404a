// Bundles the server into dist/main.mjs. Dependencies stay external and are resolved from
// node_modules at run time (PGlite ships WASM files a bundle could not carry); the workspace's
// own packages (@injury-assist/domain) are TypeScript sources, so they are bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies = {} } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@injury-assist/'));

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.mjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
