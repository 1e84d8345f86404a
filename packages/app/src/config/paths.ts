import { type LoginVariant, publicPagePaths, type UserType } from '@injury-assist/domain';
import type { AccessLink } from '@injury-assist/ui';

/** Every route of the app, once (spec customer-and-access §2, provider-and-admin §2.1). */
export const paths = {
  home: '/',
  customerLogin: '/user-log-in',
  providerLogin: '/provider-login',
  adminLogin: '/login',
  signUp: '/user-sign-up',
  providerSignUp: '/provider-sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  paymentSuccess: '/payment-success',
  paymentCancel: '/payment-cancel',
  // The disclosure every Sponsored label links to is the admin's CMS page of that slug, shown in
  // the public frame; the short address some printed material may carry leads there too.
  sponsoredListings: publicPagePaths.page('about-sponsored-listings'),
  sponsoredListingsShort: '/about-sponsored-listings',
  // The public pages (publicPagePaths in domain builds their addresses).
  blog: '/blog',
  blogPost: '/blog/:slug',
  cmsPage: '/pages/:slug',
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  provider: {
    root: '/dashboard',
    overview: '/dashboard/overview',
    profile: '/dashboard/profile',
    appointments: '/dashboard/appointments',
    subscriptions: '/dashboard/subscriptions',
    events: '/dashboard/events',
    boost: '/dashboard/boost',
    settings: '/dashboard/settings',
  },
  customer: {
    root: '/customer-dashboard',
    overview: '/customer-dashboard/overview',
    search: '/customer-dashboard/search',
    appointments: '/customer-dashboard/appointments',
    concerns: '/customer-dashboard/concerns',
    profile: '/customer-dashboard/profile',
    events: '/customer-dashboard/events',
  },
  admin: {
    root: '/admin',
    overview: '/admin/overview',
    users: '/admin/users',
    services: '/admin/services',
    categories: '/admin/categories',
    blogs: '/admin/blogs',
    events: '/admin/events',
    notifications: '/admin/notifications',
    cms: '/admin/cms',
    seo: '/admin/seo',
    businesses: '/admin/businesses',
    bookings: '/admin/bookings',
    concerns: '/admin/concerns',
    payments: '/admin/payments',
    reviews: '/admin/reviews',
    deletedItems: '/admin/deleted-items',
    audit: '/admin/audit',
  },
} as const;

/**
 * Where the signed-out screens' links lead. The spec's own choices: 'Register as Provider' opens the
 * customer sign-up, and 'Back to login' after a password reset opens /login. 'Try Payment Again'
 * returns to the provider wizard, which resumes at its plan step (issue 27: only providers pay).
 */
export const accessLinkPaths = {
  home: paths.home,
  signUp: paths.signUp,
  providerSignUp: paths.signUp,
  businessRegistration: paths.providerSignUp,
  customerLogin: paths.customerLogin,
  providerLogin: paths.providerLogin,
  adminLogin: paths.adminLogin,
  forgotPassword: paths.forgotPassword,
  retryPayment: paths.providerSignUp,
} as const satisfies Record<AccessLink, string>;

/**
 * Each role's own sign-in page, where a set-password or reset link ends (issue 27: the spec's
 * /login is the admin's, and a customer or provider sent there could not sign in).
 */
export const signInPathOf = {
  customer: paths.customerLogin,
  provider: paths.providerLogin,
  admin: paths.adminLogin,
} as const satisfies Record<UserType, string>;

/** The sign-in page at each login route (spec §2: customer, provider and admin logins). */
export const signInPages = [
  { path: paths.customerLogin, variant: 'customer' },
  { path: paths.providerLogin, variant: 'provider' },
  { path: paths.adminLogin, variant: 'admin' },
] as const satisfies readonly { path: string; variant: LoginVariant }[];
