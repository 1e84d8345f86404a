import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, resolve, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { acceptsEncoding } from './accept-encoding';

/** Paths the SPA never owns: the server answers them or says 404. */
const SERVER_PREFIXES = [
  '/api',
  '/auth',
  '/rest',
  '/realtime',
  '/dev',
  '/uploads',
  '/checkout',
  '/webhooks',
  '/calendar',
];

export function isServerPath(path: string): boolean {
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Vite's output for hashed file names: a new build never reuses one for other content. */
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cached, but asked again every time (answered 304 when unchanged), so a new build is seen at once. */
const REVALIDATE = 'no-cache';

/** The copies scripts/precompress.mjs writes beside a file, in the order they are preferred. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Injury Assist</title></head>
<body>
<h1>The app has not been built yet</h1>
<p>The API is running at <a href="/api/v1/health">/api/v1/health</a>. Build the app
(<code>pnpm --filter @injury-assist/app build</code>, or run the start command, which builds it)
and reload this page.</p>
</body>
</html>
`;

/**
 * Serves the built SPA from `appDist`: files as they are, and index.html for any other GET so
 * client-side routes survive a reload. Hashed files under /assets are cached for a year;
 * index.html and the other files are revalidated every time (ETag, Last-Modified) so a new build
 * is picked up at once. A brotli or gzip copy made at build time is sent instead of the file when
 * the browser accepts it (brotli first).
 */
export function serveBuiltApp(appDist: string): MiddlewareHandler {
  const root = resolve(appDist);

  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || isServerPath(c.req.path)) return next();

    const file = resolveInside(root, c.req.path);
    const found = file && (await fileStats(file));
    if (file && found) return sendFile(c, file, c.req.path.startsWith(HASHED_ASSETS) ? IMMUTABLE : REVALIDATE);
    // A missing hashed asset is an old or wrong URL: index.html in its place would be parsed as script.
    if (c.req.path.startsWith(HASHED_ASSETS)) return next();

    const index = join(root, 'index.html');
    if (await fileStats(index)) return sendFile(c, index, REVALIDATE);
    return c.html(NOT_BUILT_PAGE, 200, { 'Cache-Control': 'no-store' });
  };
}

/** The file a URL path names, or undefined when the path is malformed or leaves `root`. */
function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = normalize(join(root, decoded));
  if (!file.startsWith(root + sep)) return undefined;
  // Dotfiles (.env, .git) are never part of a build.
  if (
    file
      .slice(root.length)
      .split(sep)
      .some((part) => part.startsWith('.'))
  )
    return undefined;
  return file;
}

async function fileStats(path: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** The precompressed copy of `file` the request accepts, if one was built. */
async function chooseCopy(c: Context, file: string) {
  const header = c.req.header('accept-encoding');
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (!acceptsEncoding(header, encoding)) continue;
    const stats = await fileStats(`${file}${suffix}`);
    if (stats) return { path: `${file}${suffix}`, encoding, stats };
  }
  return undefined;
}

async function sendFile(c: Context, file: string, cacheControl: string): Promise<Response> {
  const copy = await chooseCopy(c, file);
  const sent = copy ?? { path: file, encoding: undefined, stats: await fileStats(file) };
  if (!sent.stats) return c.notFound();
  const { size, mtime } = sent.stats;
  // Each copy is its own representation, so it has its own validator.
  const etag = `"${size.toString(36)}-${Math.floor(mtime.getTime()).toString(36)}${sent.encoding ? `-${sent.encoding}` : ''}"`;
  const headers: Record<string, string> = {
    'Content-Type': getMimeType(file) ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
    ETag: etag,
    'Last-Modified': mtime.toUTCString(),
  };
  if (sent.encoding) headers['Content-Encoding'] = sent.encoding;

  if (notModified(c, etag, mtime)) return new Response(null, { status: 304, headers });
  headers['Content-Length'] = String(size);
  if (c.req.method === 'HEAD') return new Response(null, { headers });
  return new Response(await readFile(sent.path), { headers });
}

/**
 * RFC 9110: If-None-Match decides when present; otherwise If-Modified-Since, to the second (for a
 * representation that has a modification time).
 */
export function notModified(c: Context, etag: string, modified?: Date): boolean {
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === etag || tag === '*');
  }
  if (!modified) return false;
  const since = Date.parse(c.req.header('if-modified-since') ?? '');
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) <= Math.floor(since / 1000);
}
