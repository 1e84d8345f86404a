import type { Db } from '../db/db';

/** A published blog post as API v1 answers it (openapi BlogPost). */
export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  cover_image_url: string | null;
  published_at: string;
  body: string;
}

export type BlogPostSummary = Omit<BlogPost, 'body'>;

export interface Page {
  slug: string;
  title: string;
  body: string;
}

/** What the sitemap needs of a published post or page. */
export interface PublishedEntry {
  slug: string;
  title: string;
  updatedAt: Date;
}

/** The site's SEO settings (the one seo_settings row); empty strings when there is none. */
export interface SeoSettings {
  siteTitle: string;
  siteDescription: string;
  keywords: string;
  ogImage: string | null;
  analyticsId: string | null;
}

interface PostRow {
  slug: string;
  title: string;
  excerpt: string;
  cover_image_path: string | null;
  created_at: Date;
  body?: string;
}

const toSummary = (row: PostRow): BlogPostSummary => ({
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  cover_image_url: row.cover_image_path,
  published_at: new Date(row.created_at).toISOString(),
});

/** Published posts, newest first. */
export async function listPublishedPosts(db: Db): Promise<BlogPostSummary[]> {
  const rows = await db.query<PostRow>(
    `select slug, title, excerpt, cover_image_path, created_at
       from blogs where is_published order by created_at desc, slug`,
  );
  return rows.map(toSummary);
}

export async function findPublishedPost(db: Db, slug: string): Promise<BlogPost | undefined> {
  const [row] = await db.query<PostRow & { body: string }>(
    `select slug, title, excerpt, cover_image_path, created_at, body
       from blogs where is_published and slug = $1`,
    [slug],
  );
  return row && { ...toSummary(row), body: row.body };
}

/** Published pages, by title. */
export async function listPublishedPages(db: Db): Promise<Omit<Page, 'body'>[]> {
  return db.query<Omit<Page, 'body'>>(
    'select slug, title from cms_pages where is_published order by lower(title), slug',
  );
}

export async function findPublishedPage(db: Db, slug: string): Promise<Page | undefined> {
  const [row] = await db.query<Page>('select slug, title, body from cms_pages where is_published and slug = $1', [
    slug,
  ]);
  return row;
}

/** Every published post and page, for the sitemap. */
export async function listPublishedEntries(db: Db): Promise<{ posts: PublishedEntry[]; pages: PublishedEntry[] }> {
  const [posts, pages] = await Promise.all([
    db.query<{ slug: string; title: string; updated_at: Date }>(
      'select slug, title, updated_at from blogs where is_published order by created_at desc, slug',
    ),
    db.query<{ slug: string; title: string; created_at: Date }>(
      'select slug, title, created_at from cms_pages where is_published order by lower(title), slug',
    ),
  ]);
  return {
    posts: posts.map((row) => ({ slug: row.slug, title: row.title, updatedAt: new Date(row.updated_at) })),
    pages: pages.map((row) => ({ slug: row.slug, title: row.title, updatedAt: new Date(row.created_at) })),
  };
}

export async function readSeoSettings(db: Db): Promise<SeoSettings> {
  const [row] = await db.query<{
    site_title: string;
    site_description: string;
    keywords: string;
    og_image: string | null;
    analytics_id: string | null;
  }>('select site_title, site_description, keywords, og_image, analytics_id from seo_settings where id = 1');
  return {
    siteTitle: row?.site_title.trim() ?? '',
    siteDescription: row?.site_description.trim() ?? '',
    keywords: row?.keywords.trim() ?? '',
    ogImage: row?.og_image?.trim() || null,
    analyticsId: row?.analytics_id?.trim() || null,
  };
}

/** The title and description a public page is served with, when the path is a published post or page. */
/** An address of one post or CMS page: the served page answers 404 when nothing published is there. */
export function isContentEntryPath(path: string): boolean {
  return /^\/(blog|pages)\/[^/]+\/?$/.test(path);
}

export async function findPageMeta(
  db: Db,
  path: string,
): Promise<{ title: string; description: string | null } | undefined> {
  const post = /^\/blog\/([a-z0-9-]{1,120})\/?$/.exec(path)?.[1];
  if (post) {
    const [row] = await db.query<{ title: string; excerpt: string }>(
      'select title, excerpt from blogs where is_published and slug = $1',
      [post],
    );
    return row && { title: row.title, description: row.excerpt.trim() || null };
  }
  const page = /^\/pages\/([a-z0-9-]{1,120})\/?$/.exec(path)?.[1];
  if (page) {
    const [row] = await db.query<{ title: string }>('select title from cms_pages where is_published and slug = $1', [
      page,
    ]);
    return row && { title: row.title, description: null };
  }
  if (path === '/blog' || path === '/blog/') return { title: 'Blog', description: null };
  return undefined;
}
