// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of a built app,
// at the strongest settings, so the server sends compressed files without compressing per request
// (packages/server/src/http/built-app.ts picks the copy the browser accepts). Run after `vite build`:
//
//   node scripts/precompress.mjs <dist folder>
//
// A copy that would not be smaller is not written; source maps are left alone (only developer
// tools fetch them, and they would double the time this takes).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml|ico|ttf|otf)$/i;
/** Below this a compressed copy saves less than the headers it takes. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    }),
  );
  return nested.flat();
}

async function precompress(dir) {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const written = [];
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const bytes = await readFile(file);
      const copies = [
        [
          '.br',
          await brotli(bytes, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        ],
        ['.gz', await gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION })],
      ];
      for (const [suffix, copy] of copies) {
        if (copy.length >= bytes.length) continue;
        await writeFile(`${file}${suffix}`, copy);
        written.push(`${file}${suffix}`);
      }
    }),
  );
  return written;
}

const target = process.argv[2];
if (!target) {
  console.error('Usage: node scripts/precompress.mjs <dist folder>');
  process.exit(1);
}
const written = await precompress(path.resolve(target));
console.log(`Precompressed ${written.length} files (brotli and gzip) in ${target}.`);
