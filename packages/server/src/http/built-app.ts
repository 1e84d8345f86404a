import { readFile, stat } from 'node:fs/promises';
import { join, normalize, resolve, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/** Paths the SPA never owns: the server answers them or says 404. */
const SERVER_PREFIXES = ['/api', '/auth', '/rest', '/realtime', '/dev', '/uploads', '/checkout', '/webhooks'];

export function isServerPath(path: string): boolean {
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

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
 * index.html is revalidated every time so a new build is picked up at once.
 */
export function serveBuiltApp(appDist: string): MiddlewareHandler {
  const root = resolve(appDist);

  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || isServerPath(c.req.path)) return next();

    const file = resolveInside(root, c.req.path);
    if (file && (await isFile(file))) {
      const cacheControl = c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      return sendFile(c.req.method, file, cacheControl);
    }
    // A missing hashed asset is an old or wrong URL: index.html in its place would be parsed as script.
    if (c.req.path.startsWith('/assets/')) return next();

    const index = join(root, 'index.html');
    if (await isFile(index)) return sendFile(method, index, 'no-cache');
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

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function sendFile(method: string, file: string, cacheControl: string): Promise<Response> {
  const headers = {
    'Content-Type': getMimeType(file) ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
  };
  if (method === 'HEAD') return new Response(null, { headers });
  return new Response(await readFile(file), { headers });
}
