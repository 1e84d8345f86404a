import type { AppShellNavItem } from '@injury-assist/ui';
import { paths } from './paths';

// spec customer-and-access §2: Overview, Appointments, Concerns, Profile; the search screen is also reachable.
export const customerNav: AppShellNavItem[] = [
  { id: 'overview', label: 'Overview', href: paths.customer.overview },
  { id: 'search', label: 'Find a service', href: paths.customer.search },
  { id: 'appointments', label: 'Appointments', href: paths.customer.appointments },
  { id: 'concerns', label: 'Concerns', href: paths.customer.concerns },
  { id: 'events', label: 'Events', href: paths.customer.events },
  { id: 'profile', label: 'Profile', href: paths.customer.profile },
];

// spec provider-and-admin §2.3, and Appointments (issue 13: a provider must see who booked).
export const providerNav: AppShellNavItem[] = [
  { id: 'overview', label: 'Overview', href: paths.provider.overview },
  { id: 'profile', label: 'Business Profile', href: paths.provider.profile },
  { id: 'appointments', label: 'Appointments', href: paths.provider.appointments },
  { id: 'subscriptions', label: 'Subscriptions', href: paths.provider.subscriptions },
  { id: 'events', label: 'Events', href: paths.provider.events },
  { id: 'boost', label: 'Boost Feature', href: paths.provider.boost },
  { id: 'settings', label: 'Settings', href: paths.provider.settings },
];

// spec provider-and-admin §2.4.
export const adminNav: AppShellNavItem[] = [
  { id: 'overview', label: 'Overview', href: paths.admin.overview },
  { id: 'users', label: 'User Management', href: paths.admin.users },
  { id: 'services', label: 'Service Management', href: paths.admin.services },
  { id: 'categories', label: 'Categories', href: paths.admin.categories },
  { id: 'blogs', label: 'Blog Management', href: paths.admin.blogs },
  { id: 'events', label: 'Event Management', href: paths.admin.events },
  { id: 'notifications', label: 'Notifications', href: paths.admin.notifications },
  { id: 'cms', label: 'CMS Pages', href: paths.admin.cms },
  { id: 'seo', label: 'SEO Management', href: paths.admin.seo },
  { id: 'businesses', label: 'Businesses', href: paths.admin.businesses },
  { id: 'bookings', label: 'Bookings', href: paths.admin.bookings },
  { id: 'concerns', label: 'Concerns', href: paths.admin.concerns },
  { id: 'payments', label: 'Payments', href: paths.admin.payments },
  { id: 'reviews', label: 'Reviews', href: paths.admin.reviews },
  { id: 'deleted-items', label: 'Deleted items', href: paths.admin.deletedItems },
  { id: 'audit', label: 'Audit Log', href: paths.admin.audit },
];
