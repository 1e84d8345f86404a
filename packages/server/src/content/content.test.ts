import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { TEST_PUBLIC_URL } from '../testing/test-app-config';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Build default." />
    <title>Injury Assist</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>
</html>
`;

let appDist = '';
beforeAll(async () => {
  appDist = await mkdtemp(join(tmpdir(), 'content-dist-'));
  await writeFile(join(appDist, 'index.html'), INDEX_HTML);
});
afterAll(async () => {
  await rm(appDist, { recursive: true, force: true });
});

describeEachDriver('public content and SEO', (t) => {
  const get = (path: string) => Promise.resolve(t.app({ appDist }).request(path));
  const saveSeo = (settings: {
    title?: string;
    description?: string;
    keywords?: string;
    og?: string | null;
    analytics?: string | null;
  }) =>
    t.db.query(
      `update seo_settings set site_title = $1, site_description = $2, keywords = $3, og_image = $4, analytics_id = $5 where id = 1`,
      [
        settings.title ?? '',
        settings.description ?? '',
        settings.keywords ?? '',
        settings.og ?? null,
        settings.analytics ?? null,
      ],
    );

  it('lists published posts newest first and reads one; a draft answers 404 like a missing one', async () => {
    const listed = await get('/api/v1/content/posts');
    const body = (await listed.json()) as { data: { slug: string; title: string }[] };
    expectContractResponse('listBlogPosts', 200, body);
    expect(body.data.map((post) => post.slug)).toEqual([
      'how-to-choose-an-injury-specialist',
      'first-24-hours-after-a-car-accident',
    ]);
    const post = await get('/api/v1/content/posts/how-to-choose-an-injury-specialist');
    const read = await post.json();
    expectContractResponse('getBlogPost', 200, read);
    expect(read).toMatchObject({
      data: { title: 'How to choose an injury specialist', body: expect.stringContaining('**Orthopedics**') },
    });

    for (const slug of ['understanding-workers-compensation-claims', 'no-such-post']) {
      const missing = await get(`/api/v1/content/posts/${slug}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ status: 404, message: 'There is no published page at this address.' });
    }
    expect((await get('/api/v1/content/posts/Not%20A%20Slug')).status).toBe(400);
  });

  it('lists published pages by title for the footer and reads one; unpublishing hides it', async () => {
    const body = (await (await get('/api/v1/content/pages')).json()) as { data: { slug: string; title: string }[] };
    expectContractResponse('listPages', 200, body);
    expect(body.data).toEqual([
      { slug: 'about-sponsored-listings', title: 'About sponsored listings' },
      { slug: 'about', title: 'About Us' },
      { slug: 'privacy', title: 'Privacy Policy' },
      { slug: 'terms', title: 'Terms of Service' },
    ]);
    const terms = await (await get('/api/v1/content/pages/terms')).json();
    expectContractResponse('getPage', 200, terms);
    expect(terms).toMatchObject({ data: { slug: 'terms', title: 'Terms of Service' } });

    await t.db.query("update cms_pages set is_published = false where slug = 'terms'");
    try {
      expect((await get('/api/v1/content/pages/terms')).status).toBe(404);
      const sitemap = await (await get('/sitemap.xml')).text();
      expect(sitemap).not.toContain('/pages/terms');
    } finally {
      await t.db.query("update cms_pages set is_published = true where slug = 'terms'");
    }
  });

  it('serves robots.txt and a sitemap of the blog, each published post and page', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      `${TEST_PUBLIC_URL}/blog`,
      `${TEST_PUBLIC_URL}/blog/how-to-choose-an-injury-specialist`,
      `${TEST_PUBLIC_URL}/blog/first-24-hours-after-a-car-accident`,
      `${TEST_PUBLIC_URL}/pages/about-sponsored-listings`,
      `${TEST_PUBLIC_URL}/pages/about`,
      `${TEST_PUBLIC_URL}/pages/privacy`,
      `${TEST_PUBLIC_URL}/pages/terms`,
    ]);
  });

  it('puts the saved SEO settings, escaped, into every page it serves, and a post its own title', async () => {
    await saveSeo({
      title: 'Injury Help <Now>',
      description: 'Doctors & lawyers "near" you.',
      keywords: 'injury, lawyer',
      og: 'https://cdn.example.test/og.png',
    });
    const page = await get('/customer-dashboard/search');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Injury Help &lt;Now&gt;</title>');
    expect(html).not.toContain('<title>Injury Assist</title>');
    expect(html).not.toContain('Build default.');
    expect(html).toContain('<meta name="description" content="Doctors &amp; lawyers &quot;near&quot; you." />');
    expect(html).toContain('<meta name="keywords" content="injury, lawyer" />');
    expect(html).toContain('<meta property="og:image" content="https://cdn.example.test/og.png" />');
    expect(html).toContain(`<meta property="og:url" content="${TEST_PUBLIC_URL}/customer-dashboard/search" />`);
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    expect(html).not.toContain('googletagmanager');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self';");

    const post = await (await get('/blog/first-24-hours-after-a-car-accident')).text();
    expect(post).toContain(
      '<title>What to do in the first 24 hours after a car accident | Injury Help &lt;Now&gt;</title>',
    );
    expect(post).toContain('<meta property="og:type" content="article" />');

    await saveSeo({ og: 'javascript:alert(1)' });
    const fallback = await (await get('/')).text();
    expect(fallback).toContain('<title>Injury Assist</title>');
    expect(fallback).not.toContain('og:image');
    expect(fallback).not.toContain('name="description"');
  });

  it('serves an unknown or draft post or CMS page as the same app page with status 404', async () => {
    const published = await get('/blog/first-24-hours-after-a-car-accident');
    expect(published.status).toBe(200);
    await t.db.query(`update blogs set is_published = false where slug = 'first-24-hours-after-a-car-accident'`);
    for (const path of ['/blog/first-24-hours-after-a-car-accident', '/blog/no-such-post', '/pages/no-such-page']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      const html = await answer.text();
      expect(html, path).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    }
    expect((await get('/blog')).status).toBe(200);
  });

  it('loads analytics only when a measurement ID is set, and the policy allows exactly Google’s tag then', async () => {
    await saveSeo({ title: 'Injury Assist', analytics: 'G-TEST1234' });
    const page = await get('/blog');
    const html = await page.text();
    expect(html).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST1234"></script>');
    expect(html).toContain('<script src="/site-analytics.js"></script>');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' https://*.googletagmanager.com;");
    expect(policy).toContain('https://*.google-analytics.com');
    const script = await get('/site-analytics.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain(`gtag('config', "G-TEST1234");`);
    // The API's own policy is unchanged.
    expect((await get('/api/v1/content/pages')).headers.get('content-security-policy')).toContain("script-src 'self';");

    await saveSeo({ title: 'Injury Assist', analytics: '"><script>alert(1)</script>' });
    const refused = await get('/blog');
    expect(await refused.text()).not.toMatch(/googletagmanager|alert\(1\)/);
    expect(refused.headers.get('content-security-policy')).not.toContain('googletagmanager');
    expect((await get('/site-analytics.js')).status).toBe(404);
    await saveSeo({ title: 'Injury Assist' });
  });

  it('leaves files to the built app: a missing asset is not answered with the page', async () => {
    expect((await get('/assets/missing-123.js')).status).toBe(404);
  });
});
