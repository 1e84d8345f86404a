import type { AppShellNavItem } from '@injury-assist/ui';
import { matchPath } from 'react-router-dom';
import { signInTitles } from './document-title';
import { adminNav, customerNav, providerNav } from './navigation';
import { paths } from './paths';

// The signed-in areas' pages are named by their sidebar labels, with the area, since each area
// has an 'Overview' and more than one has 'Events'.
function areaTitles(nav: readonly AppShellNavItem[], area: string) {
  return nav.map((item) => ({ path: item.href, title: `${item.label} · ${area}` }));
}

/**
 * The title of every route (spec customer-and-access §2, provider-and-admin §2.1), once. A post
 * or CMS page replaces its route's title with its own when it has loaded (usePageTitle).
 */
export const pageTitles: readonly { path: string; title: string }[] = [
  { path: paths.customerLogin, title: signInTitles.customer },
  { path: paths.providerLogin, title: signInTitles.provider },
  { path: paths.adminLogin, title: signInTitles.admin },
  { path: paths.signUp, title: 'Create Account' },
  { path: paths.providerSignUp, title: 'Register Your Business' },
  { path: paths.forgotPassword, title: 'Forgot Password' },
  { path: paths.resetPassword, title: 'Reset Password' },
  { path: paths.paymentSuccess, title: 'Payment Successful' },
  { path: paths.paymentCancel, title: 'Payment Cancelled' },
  { path: paths.sponsoredListings, title: 'About Sponsored Listings' },
  { path: paths.blog, title: 'Blog' },
  { path: paths.blogPost, title: 'Blog Post' },
  { path: paths.cmsPage, title: 'Page' },
  ...areaTitles(customerNav, 'Customer Dashboard'),
  ...areaTitles(providerNav, 'Provider Dashboard'),
  ...areaTitles(adminNav, 'Admin Dashboard'),
];

/** The title of the route at this address, or null for one that only redirects. */
export function pageTitleOf(pathname: string): string | null {
  return pageTitles.find((entry) => matchPath(entry.path, pathname))?.title ?? null;
}
