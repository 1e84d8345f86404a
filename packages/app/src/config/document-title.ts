import type { LoginVariant } from '@injury-assist/domain';

/** The product's name when the served page does not say the site's. */
const PRODUCT_NAME = 'Injury Assist';

/**
 * The site's title as the admin's SEO settings have it: the server writes it into every page it
 * serves (og:site_name), and titles a post 'Post | Site' the same way.
 */
export function servedSiteName(): string {
  return document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content || PRODUCT_NAME;
}

/** 'User Management · Admin Dashboard' → 'User Management · Admin Dashboard | <site title>'. */
export function documentTitle(pageTitle: string | null, siteName: string = servedSiteName()): string {
  return pageTitle ? `${pageTitle} | ${siteName}` : siteName;
}

/**
 * The sign-in pages' titles, apart from the route table's other titles (page-titles.ts): the
 * sign-in shell loads without the router, and that table matches paths with react-router (about
 * 20 kB gzip, which pushed /user-log-in past its first-load budget). Nothing in this file needs the router.
 */
export const signInTitles = {
  customer: 'Customer Login',
  provider: 'Provider Login',
  admin: 'Admin Login',
} as const satisfies Partial<Record<LoginVariant, string>>;

/** The tab title of a sign-in page; the combined form has no page of its own. */
export function signInTitle(variant: LoginVariant): string | null {
  return variant === 'combined' ? null : signInTitles[variant];
}
