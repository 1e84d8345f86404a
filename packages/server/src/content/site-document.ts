import { escapeHtml } from '../mail/escape-html';
import type { SeoSettings } from './content-queries';
import { analyticsTags } from './site-analytics';

/** What a served page is titled when nothing is saved. */
export const DEFAULT_SITE_TITLE = 'Injury Assist';

export interface DocumentMeta {
  settings: SeoSettings;
  /** A published post or page at this address: its own title and description. */
  page: { title: string; description: string | null } | undefined;
  /** The page's absolute URL (og:url). */
  url: string;
  /** A checked analytics id, or null for none. */
  analyticsId: string | null;
}

/** An absolute http(s) URL, or null: anything else is not put into og:image. */
function webUrl(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The built index.html with the site's SEO settings in its head: the title, description and
 * keywords, the Open Graph tags, and Google's tag when an analytics id is set. Every value is
 * escaped; the build's own <title> and description give way to these.
 */
export function renderSiteDocument(indexHtml: string, { settings, page, url, analyticsId }: DocumentMeta): string {
  const siteTitle = settings.siteTitle || DEFAULT_SITE_TITLE;
  const title = page ? `${page.title} | ${siteTitle}` : siteTitle;
  const description = page?.description || settings.siteDescription;
  const image = webUrl(settings.ogImage, url);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}" />` : '',
    settings.keywords ? `<meta name="keywords" content="${escapeHtml(settings.keywords)}" />` : '',
    `<meta property="og:type" content="${page ? 'article' : 'website'}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteTitle)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}" />` : '',
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    analyticsId ? analyticsTags(analyticsId) : '',
  ].filter(Boolean);
  const block = tags.join('\n    ');
  const withoutDescription = indexHtml.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  // The tags take the build's <title>'s place; without one, they close the head, or follow the doctype.
  if (/<title>[\s\S]*?<\/title>/i.test(withoutDescription)) {
    return withoutDescription.replace(/<title>[\s\S]*?<\/title>/i, () => block);
  }
  if (/<\/head>/i.test(withoutDescription)) return withoutDescription.replace(/<\/head>/i, () => `${block}\n  </head>`);
  return withoutDescription.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${block}`);
}
