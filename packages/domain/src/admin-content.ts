/** spec provider-and-admin §3: system_notifications.type; §9: "Default notification type info." */
export const notificationTypes = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof notificationTypes)[number];
export const DEFAULT_NOTIFICATION_TYPE: NotificationType = 'info';

export const isNotificationType = (value: unknown): value is NotificationType =>
  typeof value === 'string' && (notificationTypes as readonly string[]).includes(value);

/** spec §9: the popover shows 10, the header fetches 50, the overview 5. */
export const NOTIFICATION_LIMITS = { popover: 10, header: 50, overview: 5 } as const;

/** spec §3, §4: a provider's event waits for an admin: pending, then approved or rejected. */
export const eventStatuses = ['pending', 'approved', 'rejected'] as const;
export type EventStatus = (typeof eventStatuses)[number];

/** service_providers.verification_status. */
export const providerVerificationStatuses = ['pending', 'verified', 'rejected'] as const;
export type ProviderVerificationStatus = (typeof providerVerificationStatuses)[number];

/** spec §9: "Default category colour #3B82F6." */
export const DEFAULT_CATEGORY_COLOR = '#3B82F6';

/**
 * A blog post's or page's address: lower-case words joined by hyphens, at most 120 characters (the
 * database's check on blogs.slug and cms_pages.slug).
 */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 120;

export const isSlug = (value: string): boolean => value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);

/** The slug a title suggests: 'About Us & FAQ' → 'about-us-faq'; accents lose their marks. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}

/** Where the public pages live (the app's routes, the sitemap and the SEO figures agree on them). */
export const publicPagePaths = {
  blog: '/blog',
  post: (slug: string) => `/blog/${slug}`,
  page: (slug: string) => `/pages/${slug}`,
} as const;

/** The pages anyone can open and search engines should find: the blog's list, each published post and page. */
export const publicPageCount = (publishedPosts: number, publishedPages: number): number =>
  1 + publishedPosts + publishedPages;

/**
 * A Google Analytics 4 measurement ID ('G-' and letters or digits). Only such an id is ever put
 * into a served page, so a typo cannot load script from anywhere else.
 */
export const ANALYTICS_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/;

export const isAnalyticsId = (value: string): boolean => ANALYTICS_ID_PATTERN.test(value);

/**
 * What a notification the platform writes for administrators is about (system_notifications.kind,
 * migration 0036); its `target` names the row: a user's id for the account kinds, an event's id for
 * eventPending. The admin's bell links each to its screen.
 */
export const adminNotificationKinds = [
  'urgentConcern',
  'providerRegistered',
  'providerPaid',
  'paymentFailed',
  'providerUnlisted',
  'refundNeeded',
  'eventPending',
] as const;
export type AdminNotificationKind = (typeof adminNotificationKinds)[number];
export const isAdminNotificationKind = (value: unknown): value is AdminNotificationKind =>
  typeof value === 'string' && (adminNotificationKinds as readonly string[]).includes(value);
