import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { publicPagePaths } from '@injury-assist/domain';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Db } from '../db/db';
import { acceptsEncoding } from '../http/accept-encoding';
import { isServerPath, notModified } from '../http/built-app';
import { contentSecurityPolicy } from '../http/security-headers';
import { escapeHtml } from '../mail/escape-html';
import { findPageMeta, isContentEntryPath, listPublishedEntries, readSeoSettings } from './content-queries';
import { ANALYTICS_SCRIPT_PATH, analyticsScript, GOOGLE_ANALYTICS_SOURCES, usableAnalyticsId } from './site-analytics';
import { renderSiteDocument } from './site-document';

export interface SiteDeps {
  db: Db;
  appDist: string;
  /** The site's own origin: sitemap and og:url addresses start with it. */
  publicUrl: string;
  extraConnectSrc: readonly string[];
}

/** Areas behind sign-in: nothing there for a search engine. */
const PRIVATE_AREAS = ['/admin', '/dashboard', '/customer-dashboard', '/api/', '/checkout/'];

/** robots.txt, sitemap.xml and the analytics set-up script: what crawlers and the served pages read. */
export function siteRoutes({ db, publicUrl }: Pick<SiteDeps, 'db' | 'publicUrl'>): Hono {
  const origin = publicUrl.replace(/\/+$/, '');
  const routes = new Hono();

  routes.get('/robots.txt', (c) =>
    c.text(
      [
        'User-agent: *',
        'Allow: /',
        ...PRIVATE_AREAS.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n'),
      200,
      { 'Cache-Control': 'no-cache' },
    ),
  );

  routes.get('/sitemap.xml', async (c) => {
    const { posts, pages } = await listPublishedEntries(db);
    const newest = [...posts, ...pages].reduce<Date | null>(
      (latest, entry) => (latest && latest > entry.updatedAt ? latest : entry.updatedAt),
      null,
    );
    const entry = (path: string, updatedAt: Date | null) =>
      `  <url><loc>${escapeHtml(origin + path)}</loc>${updatedAt ? `<lastmod>${updatedAt.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      entry(publicPagePaths.blog, newest),
      ...posts.map((post) => entry(publicPagePaths.post(post.slug), post.updatedAt)),
      ...pages.map((page) => entry(publicPagePaths.page(page.slug), page.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
    return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' });
  });

  routes.get(ANALYTICS_SCRIPT_PATH, async (c) => {
    const id = usableAnalyticsId((await readSeoSettings(db)).analyticsId);
    if (!id) return c.text('// No analytics id is set.\n', 404, { 'Content-Type': 'text/javascript; charset=utf-8' });
    return c.body(analyticsScript(id), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  });

  return routes;
}

/** The built index.html, read again only when the file changes. */
function indexReader(appDist: string): () => Promise<string | undefined> {
  const file = join(resolve(appDist), 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  return async () => {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}

/** A path the SPA answers with its page (a route, not a file: no extension in its last segment). */
function isDocumentPath(path: string): boolean {
  if (isServerPath(path)) return false;
  if (path === '/index.html') return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/** The codings a served page may be sent in, preferred first (built-app.ts prefers the same). */
const DOCUMENT_CODINGS = [
  {
    encoding: 'br',
    compress: (html: Buffer) => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  },
  { encoding: 'gzip', compress: (html: Buffer) => gzipSync(html) },
] as const;

/**
 * Serves the app's page with the saved SEO settings in its head (and, for a published post or
 * page, its own title). Goes before the built-app middleware, which still serves every file.
 * The page depends on the database as well as the build, so its validator is a hash of what is
 * sent (304 while it is unchanged) rather than the file's time, and it is compressed here: a few
 * kilobytes, cheaper to compress than to cache per address.
 */
export function siteDocuments({ db, appDist, publicUrl, extraConnectSrc }: SiteDeps): MiddlewareHandler {
  const readIndex = indexReader(appDist);
  const origin = publicUrl.replace(/\/+$/, '');
  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || !isDocumentPath(c.req.path)) return next();
    const index = await readIndex();
    if (index === undefined) return next();
    const [settings, page] = await Promise.all([readSeoSettings(db), findPageMeta(db, c.req.path)]);
    // An unknown or draft post or page is the same app page (it says 'Page not found'), with the
    // status that tells crawlers and link checkers so.
    const status = page === undefined && isContentEntryPath(c.req.path) ? 404 : 200;
    const analyticsId = usableAnalyticsId(settings.analyticsId);
    const html = Buffer.from(renderSiteDocument(index, { settings, page, url: origin + c.req.path, analyticsId }));
    const coding = DOCUMENT_CODINGS.find(({ encoding }) => acceptsEncoding(c.req.header('accept-encoding'), encoding));
    const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
    const etag = `"${hash}${coding ? `-${coding.encoding}` : ''}"`;
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ETag: etag,
    };
    if (analyticsId) {
      headers['Content-Security-Policy'] = contentSecurityPolicy(
        { publicUrl, extraConnectSrc },
        GOOGLE_ANALYTICS_SOURCES,
      );
    }
    if (coding) headers['Content-Encoding'] = coding.encoding;
    if (status === 200 && notModified(c, etag)) return new Response(null, { status: 304, headers });
    const body = coding ? coding.compress(html) : html;
    headers['Content-Length'] = String(body.length);
    return new Response(method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
  };
}
