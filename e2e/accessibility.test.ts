import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { describe, type ExpectStatic, it } from 'vitest';
import { documentTitle } from '../packages/app/src/config/document-title';
import { adminNav, customerNav, providerNav } from '../packages/app/src/config/navigation';
import { pageTitleOf } from '../packages/app/src/config/page-titles';
import { paths } from '../packages/app/src/config/paths';
import { DEMO_PASSWORD } from './customer-pages';
import { startServerAndBrowserForFile } from './harness';

const running = startServerAndBrowserForFile();
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const widths = [1280, 390] as const;
/**
 * Pages each test audits its routes with at once. A route spends about half its time waiting for
 * the network to fall quiet, so two pages per test (and the tests side by side) keep the cores busy
 * where one page at a time left them waiting.
 */
const PAGES_AT_ONCE = 2;

type Role = 'customer' | 'provider' | 'admin';
const signIns: Record<Role, { login: string; email: string; landing: string }> = {
  customer: { login: paths.customerLogin, email: 'customer@demo.test', landing: paths.customer.overview },
  provider: { login: paths.providerLogin, email: 'provider@demo.test', landing: paths.provider.overview },
  admin: { login: paths.adminLogin, email: 'admin@demo.test', landing: paths.admin.overview },
};
const areaRoutes: Record<Role, readonly string[]> = {
  customer: customerNav.map((item) => item.href),
  provider: providerNav.map((item) => item.href),
  admin: adminNav.map((item) => item.href),
};

async function signedOutRoutes(): Promise<string[]> {
  const [post] = await running.server.db.query<{ slug: string }>(
    'select slug from blogs where is_published order by id limit 1',
  );
  const [cms] = await running.server.db.query<{ slug: string }>(
    'select slug from cms_pages where is_published order by id limit 1',
  );
  return [
    paths.customerLogin,
    paths.providerLogin,
    paths.adminLogin,
    paths.signUp,
    paths.providerSignUp,
    paths.forgotPassword,
    paths.sponsoredListings,
    paths.blog,
    ...(post ? [`/blog/${post.slug}`] : []),
    ...(cms ? [`/pages/${cms.slug}`] : []),
  ];
}

async function newPage(browser: Browser = running.browser): Promise<Page> {
  // axe is added as a script tag, which the app's Content-Security-Policy would refuse.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  // Every wait is on a state; its limit only catches a hang. Playwright's 30 s ran out for a
  // sign-in while the audits ran side by side on a machine at load 35.
  context.setDefaultTimeout(120_000);
  return context.newPage();
}

/**
 * `first` and more pages beside it in its context: they share its session and its cache (compiled
 * scripts), which a context of their own would make each page load and compile again.
 */
async function pagesLike(first: Page): Promise<Page[]> {
  const more = Array.from({ length: PAGES_AT_ONCE - 1 }, () => first.context().newPage());
  return [first, ...(await Promise.all(more))];
}

const closeAll = (pages: readonly Page[]) => pages[0]?.context().close();

async function signIn(page: Page, role: Role) {
  const { login, email, landing } = signIns[role];
  await page.goto(`${running.server.url}${login}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === landing);
}

/** The h1s a person sees (the phone drawer's copy of the navigation is closed). */
const visibleH1s = (page: Page) => page.locator('h1:visible');

/** What of axe's loaded rules and checks the impact of a rule's violations comes from. */
interface AxeAudit {
  rules: { id: string; impact?: string; any: AxeCheckRef[]; all: AxeCheckRef[]; none: AxeCheckRef[] }[];
  data: { checks: Record<string, { impact?: string } | undefined> };
}
type AxeCheckRef = string | { id: string };

/** Serious and critical violations, one line each: rule, impact and the first offending elements. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(() => {
    const axe = (
      window as unknown as {
        axe: { _audit: AxeAudit; run(context: Document, options: object): Promise<AxeResults> };
      }
    ).axe;
    // A violation's impact is its rule's, or the highest of the failing checks'. A rule that can
    // only ever be moderate or minor (32 of axe 4.14's 105: landmarks, heading order, region…)
    // cannot fail this test, so it is not run; a rule or check without a stated impact is kept.
    const rank: Partial<Record<string, number>> = { minor: 1, moderate: 2, serious: 3, critical: 4 };
    const serious = 3;
    const highest = (rule: AxeAudit['rules'][number]) => {
      if (rule.impact) return rank[rule.impact] ?? 4;
      const checks = [...rule.any, ...rule.all, ...rule.none].map((check) =>
        typeof check === 'string' ? check : check.id,
      );
      return Math.max(0, ...checks.map((id) => rank[axe._audit.data.checks[id]?.impact ?? ''] ?? 4));
    };
    const rules = Object.fromEntries(
      axe._audit.rules.filter((rule) => highest(rule) < serious).map((rule) => [rule.id, { enabled: false }]),
    );
    return axe.run(document, {
      // Off by default in axe as experimental; the issue measured it (the account menu's name).
      rules: { ...rules, 'label-content-name-mismatch': { enabled: true } },
    });
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** Opens the route once and checks its title, then its one h1, its main landmark and axe at each width. */
async function auditRoute(page: Page, route: string, expect: ExpectStatic, problems: string[]) {
  await page.goto(`${running.server.url}${route}`);
  await page.waitForLoadState('networkidle');
  await visibleH1s(page).first().waitFor();
  const expectedTitle = pageTitleOf(route);
  // Posts and CMS pages take their own title once loaded; every other route its table's.
  if (!/^\/(blog|pages)\/./.test(route)) {
    const site = await page.locator('meta[property="og:site_name"]').getAttribute('content');
    expect(await page.title(), route).toBe(documentTitle(expectedTitle, site ?? 'Injury Assist'));
  } else {
    expect(await page.title(), route).not.toMatch(/^(Blog|Blog Post|Page) \|/);
  }
  // The width the page was left at first (it opened there), then the other: no resize back.
  const order = page.viewportSize()?.width === widths[1] ? [...widths].reverse() : widths;
  for (const width of order) {
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 900 });
    expect(await visibleH1s(page).count(), `${route} at ${width} px has one h1`).toBe(1);
    expect(await page.getByRole('main').count(), `${route} at ${width} px has one main`).toBe(1);
    for (const violation of await seriousViolations(page)) problems.push(`${route} at ${width} px: ${violation}`);
  }
}

/** Every route once (duplicates dropped), shared out over `pages` as each comes free. */
async function auditRoutes(pages: readonly Page[], routes: readonly string[], expect: ExpectStatic) {
  const problems: string[] = [];
  const queue = [...new Set(routes)];
  await Promise.all(
    pages.map(async (page) => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        await auditRoute(page, route, expect, problems);
      }
    }),
  );
  expect(problems.sort()).toEqual([]);
}

// The tests only read, so they run side by side (each with the `expect` of its own context).
describe.concurrent('every route, as each role and signed out, at 1280 and 390 px', () => {
  it('signed out: each route has its own title, one h1 and main, and no serious axe violation', async ({ expect }) => {
    const pages = await pagesLike(await newPage());
    await auditRoutes(pages, await signedOutRoutes(), expect);
    await closeAll(pages);
  }, 600_000);

  for (const role of ['customer', 'provider', 'admin'] as const) {
    it(`${role}: signing in moves focus to the page's h1; every route passes the same checks`, async ({ expect }) => {
      const page = await newPage();
      await signIn(page, role);
      // Focus follows the navigation: after signing in it is on the new page's heading, not the body.
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 15_000 }).toBe('H1');
      const pages = await pagesLike(page);
      await auditRoutes(pages, areaRoutes[role], expect);
      await closeAll(pages);
    }, 600_000);
  }

  it('following a link in the sidebar moves focus to the new page’s h1 and retitles the tab', async ({ expect }) => {
    const page = await newPage();
    await signIn(page, 'admin');
    await page.getByRole('navigation', { name: 'Admin dashboard' }).getByRole('link', { name: 'Categories' }).click();
    await page.waitForURL((url) => url.pathname === paths.admin.categories);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 15_000 })
      .toBe('Category Management');
    expect(await page.title()).toMatch(/^Categories · Admin Dashboard \| /);
    await page.context().close();
  });
});
