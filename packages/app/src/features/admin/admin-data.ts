import type { components } from '@injury-assist/contract';
import type {
  ConcernPriority,
  DeletedItemTable,
  EventCategory,
  EventStatus,
  ListPage,
  ListQuery,
  NotificationType,
  ProviderVerificationStatus,
  UserType,
} from '@injury-assist/domain';
import type { CategoryPayload, EventPayload, SeoPayload, ServicePayload } from '@injury-assist/flows/admin';
import type { AdminReviewState, AuditFilterValues } from '@injury-assist/ui';

// The admin tables' rows as the gateway answers them (spec provider-and-admin §3, "Admin data").

export type NotificationRow = {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  is_read: boolean;
  created_at: string;
  /** What the platform's notification is about (migration 0036); absent on those an admin sent. */
  kind?: string | null;
  target?: string | null;
};

/** A change to system_notifications as the realtime channel delivers it, from any tab or admin. */
export type NotificationChange = { type: 'INSERT' | 'UPDATE'; row: NotificationRow } | { type: 'DELETE'; id: string };

export type ProfileRow = {
  id: string;
  full_name: string | null;
  email: string;
  user_type: UserType;
  is_verified: boolean;
  created_at: string;
  service_providers: { id: number; business_name: string; verification_status: ProviderVerificationStatus }[];
};

export type ServiceRow = {
  id: number;
  name: string;
  description: string | null;
  /** numeric: the gateway answers a JSON number. */
  base_price: number | string | null;
  duration_minutes: number | null;
  category_id: number;
  is_active: boolean;
  created_at: string;
  service_categories: { name: string; parent_id: number | null } | null;
};

export type CategoryRow = {
  id: number;
  parent_id: number | null;
  name: string;
  description: string | null;
  color: string;
  is_active: boolean;
  sort_order: number;
};

export type BlogRow = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  cover_image_path: string | null;
  is_published: boolean;
  created_at: string;
};

export type PageRow = {
  id: string;
  title: string;
  slug: string;
  body: string;
  is_published: boolean;
  created_at: string;
};

export type EventRow = {
  id: string;
  provider_id: number | null;
  title: string;
  description: string;
  event_date: string;
  event_time: string | null;
  location: string;
  category: EventCategory;
  registration_fee: number | string;
  current_attendees: number;
  max_attendees: number | null;
  is_active: boolean;
  status: EventStatus;
  service_providers: { business_name: string } | null;
};

export type SeoRow = {
  site_title: string;
  site_description: string;
  keywords: string;
  og_image: string | null;
  analytics_id: string | null;
};

export type AdminCounts = { users: number; bookings: number; services: number; blogs: number };

export type UserDetailsAnswer = {
  id: string;
  full_name: string | null;
  email: string;
  user_type: UserType;
  is_verified: boolean;
  created_at: string;
  booking_count: number;
  concern_count: number;
  bookings: { booking_id: string; date: string; slot: string; provider_name: string; booking_status: number }[];
  provider: {
    business_name: string;
    verification_status: ProviderVerificationStatus;
    locations: { address: string; city: string | null; state: string | null; zipcode: string }[];
    subscription: {
      plan_name: string;
      billing_interval: 'monthly' | 'yearly';
      status: 'active' | 'past_due' | 'cancelled';
      current_period_end: string;
    } | null;
  } | null;
};

/** The admin lists that export as CSV (every row the search matches, in the order shown). */
export type AdminListName =
  | 'users'
  | 'services'
  | 'categories'
  | 'blogs'
  | 'pages'
  | 'events'
  | 'notifications'
  | 'businesses';
/** A row of the Concerns screen, and one concern opened, as API v1 answers them. */
export type AdminConcernRowAnswer = components['schemas']['AdminConcernRow'];
export type AdminConcernAnswer = components['schemas']['AdminConcern'];
/** The Concerns screen's filters: a status number and a priority, or all of them. */
export type ConcernFilters = { status: number | null; priority: ConcernPriority | null };

/** A row of the Payments screen's lists, as API v1 answers it. */
export type AdminPaymentAnswer = components['schemas']['AdminPaymentRow'];
export type PaymentList = 'invoices' | 'failed' | 'renewals';

export type ContentPayload = {
  title: string;
  slug: string;
  body: string;
  is_published: boolean;
};

export type BlogPayload = ContentPayload & { excerpt: string; cover_image_path: string | null };

/** A review as the admin's Reviews list has it (API v1, issue 26). */
export type AdminReviewRow = components['schemas']['AdminReview'];
export type ReviewModeration = components['schemas']['ModerateReviewRequest'];

/** A deleted category, service, blog post or page waiting in deleted_items (migration 0057). */
export type DeletedItemRow = {
  id: number;
  table_name: DeletedItemTable;
  record_id: string;
  label: string;
  deleted_at: string;
  deleted_by_email: string | null;
};

/**
 * Everything the admin area reads and writes. The app's implementation calls the database through
 * supabase-js (spec §7) and API v1 where the gateway exposes nothing (user details, uploads);
 * stories provide an in-memory one. Every method rejects with an Error whose message is the
 * server's sentence, which the pages show as the toast's description. The lists answer one page
 * (ADMIN_PAGE_SIZE rows) of the rows their search matches, and how many match in all.
 */
export interface AdminData {
  counts(): Promise<AdminCounts>;
  notifications(limit: number): Promise<NotificationRow[]>;
  markNotificationRead(id: string): Promise<void>;
  markAllNotificationsRead(): Promise<void>;
  sendNotification(payload: {
    notification_title: string;
    notification_message: string;
    notification_type: NotificationType;
  }): Promise<void>;
  deleteNotification(id: string): Promise<void>;
  /**
   * Calls `listener` with each notification inserted, updated (read) or deleted from now on, in any
   * tab or by any admin; returns the unsubscribe.
   */
  onNotificationChanged(listener: (change: NotificationChange) => void): () => void;
  /** The Notifications screen's list: newest first, searched in title and message. */
  notificationPage(query: ListQuery): Promise<ListPage<NotificationRow>>;

  /** Newest first, searched in name and e-mail. */
  users(query: ListQuery): Promise<ListPage<ProfileRow>>;
  setUserVerified(id: string, isVerified: boolean): Promise<void>;
  userDetails(id: string): Promise<UserDetailsAnswer>;

  /** Newest first, searched in name and description. */
  services(query: ListQuery): Promise<ListPage<ServiceRow>>;
  saveService(id: number | null, payload: ServicePayload): Promise<void>;
  setServiceActive(id: number, isActive: boolean): Promise<void>;
  deleteService(id: number): Promise<void>;

  /** Every category, for the forms' choices (a taxonomy stays small). */
  categories(): Promise<CategoryRow[]>;
  /**
   * The Categories screen's list: a page of top-level categories in sort order, each with all its
   * subcategories; the search finds a category by its own name or a subcategory's. The total
   * counts top-level categories.
   */
  categoryPage(query: ListQuery): Promise<ListPage<CategoryRow>>;
  saveCategory(id: number | null, payload: CategoryPayload): Promise<void>;
  deleteCategory(id: number): Promise<void>;

  /** Newest first, searched in title and slug. */
  blogs(query: ListQuery): Promise<ListPage<BlogRow>>;
  saveBlog(id: string | null, payload: BlogPayload): Promise<void>;
  setBlogPublished(id: string, isPublished: boolean): Promise<void>;
  deleteBlog(id: string): Promise<void>;

  /** Newest first, searched in title and slug. */
  pages(query: ListQuery): Promise<ListPage<PageRow>>;
  savePage(id: string | null, payload: ContentPayload): Promise<void>;
  setPagePublished(id: string, isPublished: boolean): Promise<void>;
  deletePage(id: string): Promise<void>;

  /** By date, searched in title and location. */
  events(query: ListQuery): Promise<ListPage<EventRow>>;
  saveEvent(id: string | null, payload: EventPayload): Promise<void>;
  setEventActive(id: string, isActive: boolean): Promise<void>;
  setEventStatus(id: string, status: EventStatus): Promise<void>;
  deleteEvent(id: string): Promise<void>;

  seoSettings(): Promise<SeoRow>;
  saveSeoSettings(payload: SeoPayload): Promise<void>;
  /** Published posts and pages, for the number of public pages. */
  publishedCounts(): Promise<{ posts: number; pages: number }>;

  /** Stores an image (PNG or JPEG) and answers its URL path under /uploads. */
  uploadImage(file: File): Promise<string>;

  /**
   * Every row of `list` that the query's search matches, in its order (the page is ignored), as
   * CSV text with a header line: the gateway's `text/csv` answer.
   */
  exportCsv(list: AdminListName, query: ListQuery): Promise<string>;

  /** Every business, owned or not yet; by name, searched in name and e-mail. */
  businesses(query: ListQuery): Promise<ListPage<BusinessRow>>;
  saveBusinessListing(id: number, payload: BusinessListingPayload): Promise<void>;
  verifyBusinesses(ids: number[]): Promise<void>;
  /** Unlists (listed false) or relists, the reason e-mailed to each owner; answers the server's sentence. */
  setBusinessesListed(ids: number[], listed: boolean, reason: string): Promise<string>;
  /** Newest date first, searched in the customer's and the business's names and e-mails, and filtered. */
  bookings(query: ListQuery, filters: BookingListFilters): Promise<ListPage<BookingListRow>>;
  /** Every booking the search and filters keep, as CSV. */
  exportBookingsCsv(query: ListQuery, filters: BookingListFilters): Promise<string>;
  /** One booking: the server records the look in the audit log. */
  booking(id: string): Promise<AdminBookingAnswer>;
  cancelBooking(id: string, reason: string): Promise<void>;
  /** Customers' concerns: urgent first, then newest; searched in the title and the customer's name and e-mail. */
  concerns(query: ListQuery & ConcernFilters): Promise<ListPage<AdminConcernRowAnswer>>;
  /** One concern with its replies; the server records the look in the audit log. */
  concern(id: number): Promise<AdminConcernAnswer>;
  /** Answers the concern as it now is. */
  setConcernStatus(id: number, status: number): Promise<AdminConcernAnswer>;
  /** Stores the reply, which the server e-mails to the customer; answers the concern with it. */
  replyToConcern(id: number, body: string): Promise<AdminConcernAnswer>;
  /** Invoices (newest first), failed payments (newest first) or renewals due (soonest first). */
  payments(list: PaymentList, query: ListQuery): Promise<ListPage<AdminPaymentAnswer>>;
  /** Refunds part or all of an invoice; answers the server's sentence ('$25.00 refunded. Credit note …'). */
  refundInvoice(id: number, amountCents: number, reason: string): Promise<string>;

  /** Newest first, by state, searched in the business's and the author's name (API v1). */
  reviews(query: ListQuery & { state: AdminReviewState }): Promise<ListPage<AdminReviewRow>>;
  /** Hides or restores a review or its reply; answers the server's sentence. */
  moderateReview(id: number, change: ReviewModeration): Promise<string>;
  /** What was deleted in the last 30 days, newest first, searched in name or title. */
  deletedItems(query: ListQuery): Promise<ListPage<DeletedItemRow>>;
  restoreDeletedItem(id: number): Promise<void>;

  /** The audit log (issue 26), newest first: one page of the lines the filter matches. */
  auditLog(query: AuditQuery): Promise<ListPage<AuditRow>>;
  /** Every line the filter matches, newest first, for the CSV export. */
  auditExport(filter: AuditFilterValues): Promise<AuditRow[]>;

  /** Every concern the search and filters keep, in the order shown, as CSV; the server records the export. */
  exportConcernsCsv(query: ListQuery, filters: ConcernFilters): Promise<string>;
  /** Sets the status of the concerns (one audit line each); answers how many changed. */
  setConcernsStatus(ids: number[], status: number): Promise<number>;
  /** Every row of the payments list the search keeps, in the order shown, as CSV; the server records the export. */
  exportPaymentsCsv(list: PaymentList, query: ListQuery): Promise<string>;
}

/** One line of public.audit_log (migration 0044) as the gateway answers it. */
export type AuditRow = {
  id: number;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  record_kind: string;
  record_id: string | null;
  /** The trigger's: the row's name and, for an update, the changed columns; API v1's may add a reason. */
  detail: { name?: string; changed?: string[]; reason?: string; [key: string]: unknown };
  client_ip: string | null;
};

export type AuditQuery = { page: number; filter: AuditFilterValues };

/**
 * The instants a filter's dates stand for, in the admin's own day: from the start of `from` to the
 * start of the day after `to`, so both days are included.
 */
export function auditTimeRange({ from, to }: Pick<AuditFilterValues, 'from' | 'to'>): {
  since: string | null;
  before: string | null;
} {
  const startOf = (day: string) => new Date(`${day}T00:00:00`);
  const dayAfter = (day: string) => {
    const start = startOf(day);
    start.setDate(start.getDate() + 1);
    return start;
  };
  return { since: from ? startOf(from).toISOString() : null, before: to ? dayAfter(to).toISOString() : null };
}

/** service_providers as the Businesses screen reads it, with its owner's account when it has one. */
export type BusinessRow = {
  id: number;
  business_name: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  bio: string;
  verification_status: ProviderVerificationStatus;
  admin_unlisted_at: string | null;
  admin_unlisted_reason: string | null;
  profiles: { email: string; full_name: string | null } | null;
};

/** What Edit Listing writes (the columns migration 0047 lets administrators update). */
export type BusinessListingPayload = {
  business_name: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  bio: string;
};

/** The Bookings screen's filters beside its search: booking_status values and a date range. */
export type BookingListFilters = { statuses: readonly number[] | null; from: string | null; to: string | null };

/** A row of the admin_bookings view (migration 0047). */
export type BookingListRow = {
  id: number;
  booking_id: string;
  date: string;
  slot: string;
  booking_status: number;
  cancelled_by: 'platform' | null;
  business_name: string;
  customer_name: string | null;
  customer_email: string | null;
};

export type AdminBookingAnswer = components['schemas']['AdminBooking'];
