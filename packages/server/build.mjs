// Bundles the server into dist/main.mjs (see bundle-options.mjs for what is bundled and what not).
import { build } from 'esbuild';
import { serverBundleOptions } from './bundle-options.mjs';

await build({
  ...serverBundleOptions(
    new URL('./src/main.ts', import.meta.url).pathname,
    new URL('./dist/main.mjs', import.meta.url).pathname,
  ),
  sourcemap: true,
});
