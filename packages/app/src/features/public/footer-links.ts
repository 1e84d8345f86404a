import { publicPagePaths } from '@injury-assist/domain';
import type { SiteFooterLink } from '@injury-assist/ui';
import { useEffect, useState } from 'react';
import { api, quietErrors } from '../../lib/api/client';

/** How long the published pages read for the footer are shown before they are read again. */
const FOOTER_LINKS_FRESH_MS = 5 * 60_000;

let cached: { readAt: number; links: Promise<SiteFooterLink[]> } | undefined;

/** The published pages as links, read once for every footer shown within FOOTER_LINKS_FRESH_MS. */
function publishedPageLinks(now: number): Promise<SiteFooterLink[]> {
  if (!cached || now - cached.readAt > FOOTER_LINKS_FRESH_MS) {
    const links = api.GET('/content/pages', quietErrors).then(({ data }) => {
      if (!data) throw new Error('The published pages could not be read.');
      return data.data.map((page) => ({ href: publicPagePaths.page(page.slug), label: page.title }));
    });
    cached = { readAt: now, links };
    // A failed read is asked again by the next footer rather than remembered.
    links.catch(() => {
      if (cached?.links === links) cached = undefined;
    });
  }
  return cached.links;
}

/**
 * The site footer's links: the blog and every published page. Read without the query cache on
 * purpose: the footer is on the sign-in pages, whose first load does not carry TanStack Query
 * (app/SignInShell.tsx). A failed read leaves just the blog.
 */
export function useFooterLinks(): SiteFooterLink[] {
  const [pages, setPages] = useState<SiteFooterLink[]>([]);
  useEffect(() => {
    let shown = true;
    publishedPageLinks(Date.now()).then(
      (links) => {
        if (shown) setPages(links);
      },
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, []);
  return [{ href: publicPagePaths.blog, label: 'Blog' }, ...pages];
}
