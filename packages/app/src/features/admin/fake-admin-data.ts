import { type CsvValue, csvText, type ListPage, type ListQuery, pageRange } from '@injury-assist/domain';
import type { AuditFilterValues } from '@injury-assist/ui';
import type {
  AdminBookingAnswer,
  AdminData,
  AdminReviewRow,
  BlogRow,
  BookingListRow,
  BusinessRow,
  CategoryRow,
  DeletedItemRow,
  EventRow,
  NotificationChange,
  NotificationRow,
  PageRow,
  ProfileRow,
  SeoRow,
  ServiceRow,
  UserDetailsAnswer,
} from './admin-data';
import { type AuditRow, auditTimeRange } from './admin-data';
import { type FakeBackOfficeTables, fakeBackOfficeData, sampleBackOfficeTables } from './fake-back-office-data';

/** What a fake admin database holds; stories start from `sampleAdminTables()` and change it. */
export type FakeAdminTables = {
  notifications: NotificationRow[];
  profiles: ProfileRow[];
  services: ServiceRow[];
  categories: CategoryRow[];
  blogs: BlogRow[];
  pages: PageRow[];
  events: EventRow[];
  seo: SeoRow;
  bookings: number;
  businesses: BusinessRow[];
  bookingList: BookingListRow[];
  /** What opening a booking answers, by booking_id. */
  bookingDetails: Record<string, AdminBookingAnswer>;
  backOffice: FakeBackOfficeTables;
  reviews: AdminReviewRow[];
  /** The trash (deleted_items), with the rows a restore puts back. */
  deletedItems: (DeletedItemRow & { row: unknown })[];
  /** The audit log, newest first. */
  audit: AuditRow[];
};

export type FakeAdminData = AdminData & {
  tables: FakeAdminTables;
  /** An INSERT as the realtime channel delivers it. */
  insertNotification(row: NotificationRow): void;
  /** A change made in another tab (read or deleted there), as the realtime channel delivers it. */
  changeNotificationElsewhere(change: Exclude<NotificationChange, { type: 'INSERT' }>): void;
};

/**
 * The time in the admin stories: the story frame gives the area this clock, and rows written during
 * a story are stamped with it, so 'x days ago', created dates and upcoming events read the same any day.
 */
export const adminStoryNow = new Date(Date.UTC(2026, 10, 21, 12));

const at = (daysAgo: number) => new Date(Date.UTC(2026, 10, 21, 9) - daysAgo * 86_400_000).toISOString();

export function sampleAdminTables(): FakeAdminTables {
  return {
    notifications: [
      {
        id: 'n3',
        title: 'Provider events need review',
        message: 'One provider event waits for approval.',
        type: 'warning',
        is_read: false,
        created_at: at(1),
      },
      {
        id: 'n2',
        title: 'Demo accounts active',
        message: 'The demo accounts can sign in.',
        type: 'info',
        is_read: false,
        created_at: at(2),
      },
      {
        id: 'n1',
        title: 'Directory listed',
        message: '30 providers are listed and bookable.',
        type: 'success',
        is_read: true,
        created_at: at(3),
      },
    ],
    profiles: [
      {
        id: 'u3',
        full_name: 'Avery Admin',
        email: 'admin@demo.test',
        user_type: 'admin',
        is_verified: true,
        created_at: at(40),
        service_providers: [],
      },
      {
        id: 'u2',
        full_name: 'Dr. Priya Patel',
        email: 'provider@demo.test',
        user_type: 'provider',
        is_verified: false,
        created_at: at(41),
        service_providers: [{ id: 1, business_name: 'Biscayne Orthopedic Center', verification_status: 'pending' }],
      },
      {
        id: 'u1',
        full_name: 'Casey Customer',
        email: 'customer@demo.test',
        user_type: 'customer',
        is_verified: false,
        created_at: at(42),
        service_providers: [],
      },
    ],
    categories: [
      {
        id: 1,
        parent_id: null,
        name: 'Medical',
        description: 'Doctors and clinics.',
        color: '#3B82F6',
        is_active: true,
        sort_order: 1,
      },
      {
        id: 5,
        parent_id: 1,
        name: 'Specialists',
        description: 'Orthopedics, neurology and more.',
        color: '#0EA5E9',
        is_active: true,
        sort_order: 2,
      },
      {
        id: 2,
        parent_id: null,
        name: 'Legal',
        description: 'Injury attorneys.',
        color: '#8B5CF6',
        is_active: true,
        sort_order: 3,
      },
      {
        id: 9,
        parent_id: 2,
        name: 'Personal Injury',
        description: null,
        color: '#8B5CF6',
        is_active: true,
        sort_order: 4,
      },
    ],
    services: [
      {
        id: 12,
        name: 'Orthopedics',
        description: 'Bones, joints and the spine.',
        base_price: 180,
        duration_minutes: 45,
        category_id: 5,
        is_active: true,
        created_at: at(30),
        service_categories: { name: 'Specialists', parent_id: 1 },
      },
      {
        id: 20,
        name: 'Car Accidents',
        description: 'A free case review.',
        base_price: 0,
        duration_minutes: 30,
        category_id: 9,
        is_active: true,
        created_at: at(31),
        service_categories: { name: 'Personal Injury', parent_id: 2 },
      },
    ],
    blogs: [
      {
        id: 'b2',
        title: 'Understanding workers’ compensation claims',
        slug: 'understanding-workers-compensation-claims',
        excerpt: 'Who pays when you are hurt at work.',
        body: 'Draft.',
        cover_image_path: null,
        is_published: false,
        created_at: at(2),
      },
      {
        id: 'b1',
        title: 'How to choose an injury specialist',
        slug: 'how-to-choose-an-injury-specialist',
        excerpt: 'Orthopedist, neurologist or physical therapist?',
        body: 'Injuries rarely come with a label.',
        cover_image_path: null,
        is_published: true,
        created_at: at(9),
      },
    ],
    pages: [
      {
        id: 'p2',
        title: 'Privacy Policy',
        slug: 'privacy',
        body: 'We keep the details you give us.',
        is_published: true,
        created_at: at(30),
      },
      {
        id: 'p1',
        title: 'About Us',
        slug: 'about',
        body: 'Injury Assist connects people who have been hurt with help.',
        is_published: true,
        created_at: at(30),
      },
    ],
    events: [
      {
        id: 'e1',
        provider_id: null,
        title: 'Know your rights after an injury',
        description: 'What an injury claim involves.',
        event_date: '2026-12-12',
        event_time: '12:30:00',
        location: 'Online',
        category: 'education',
        registration_fee: 25,
        current_attendees: 3,
        max_attendees: 100,
        is_active: true,
        status: 'approved',
        service_providers: null,
      },
      {
        id: 'e2',
        provider_id: 8,
        title: 'Mindfulness for chronic pain',
        description: 'A guided session with a counselor.',
        event_date: '2026-12-21',
        event_time: '10:00:00',
        location: 'Miami Beach',
        category: 'wellness',
        registration_fee: 0,
        current_attendees: 0,
        max_attendees: 25,
        is_active: true,
        status: 'pending',
        service_providers: { business_name: 'Bayfront Behavioral Health' },
      },
    ],
    seo: {
      site_title: 'Injury Assist — find and book injury care and legal help',
      site_description: 'Find doctors, therapists and injury attorneys near you, see their free slots and book online.',
      keywords: 'injury doctor, personal injury attorney',
      og_image: null,
      analytics_id: null,
    },
    bookings: 9,
    businesses: [
      {
        id: 1,
        business_name: 'Biscayne Orthopedic Center',
        email: 'desk@biscayne-ortho.test',
        phone: '+1 (305) 555-0101',
        website: 'www.biscayne-ortho.test',
        bio: 'Orthopedic care after accidents.',
        verification_status: 'verified',
        admin_unlisted_at: null,
        admin_unlisted_reason: null,
        profiles: { email: 'provider@demo.test', full_name: 'Dr. Priya Patel' },
      },
      {
        id: 2,
        business_name: 'Harbor Legal Group',
        email: 'intake@harborlegal.test',
        phone: '+1 (305) 555-0144',
        website: null,
        bio: 'Personal injury attorneys.',
        verification_status: 'pending',
        admin_unlisted_at: null,
        admin_unlisted_reason: null,
        profiles: null,
      },
      {
        id: 3,
        business_name: 'Coral Gables Chiropractic',
        email: null,
        phone: '+1 (305) 555-0190',
        website: null,
        bio: '',
        verification_status: 'rejected',
        admin_unlisted_at: at(2),
        admin_unlisted_reason: 'The licence on file has expired.',
        profiles: { email: 'owner@coralchiro.test', full_name: 'Sam Rivera' },
      },
    ],
    bookingList: [
      {
        id: 11,
        booking_id: 'BK-7QK2M9XH4T',
        date: '2026-11-24',
        slot: '09:00 AM - 10:00 AM',
        booking_status: 1,
        cancelled_by: null,
        business_name: 'Biscayne Orthopedic Center',
        customer_name: 'Casey Customer',
        customer_email: 'customer@demo.test',
      },
      {
        id: 12,
        booking_id: 'BK-3RTW8PL2QA',
        date: '2026-11-23',
        slot: '02:00 PM - 03:00 PM',
        booking_status: 3,
        cancelled_by: 'platform',
        business_name: 'Harbor Legal Group',
        customer_name: 'Robin Booker',
        customer_email: 'robin@example.test',
      },
      {
        id: 13,
        booking_id: 'BK-9MZX4KD7BB',
        date: '2026-11-18',
        slot: '11:00 AM - 12:00 PM',
        booking_status: 2,
        cancelled_by: null,
        business_name: 'Biscayne Orthopedic Center',
        customer_name: 'Casey Customer',
        customer_email: 'customer@demo.test',
      },
    ],
    bookingDetails: {
      'BK-7QK2M9XH4T': {
        booking_id: 'BK-7QK2M9XH4T',
        date: '2026-11-24',
        slot: '09:00 AM - 10:00 AM',
        booking_status: 1,
        timing: 'upcoming',
        address: '1200 Biscayne Blvd, Miami, FL 33101',
        time_zone: 'America/New_York',
        services: 'Orthopedics, Physical Therapy',
        cancel_reason: null,
        cancelled_by: null,
        customer: {
          id: '00000000-0000-4000-8000-000000000001',
          name: 'Casey Customer',
          email: 'customer@demo.test',
          phone: '+1 (305) 555-0199',
        },
        business: {
          id: 1,
          name: 'Biscayne Orthopedic Center',
          email: 'desk@biscayne-ortho.test',
          phone: '+1 (305) 555-0101',
        },
      },
      'BK-3RTW8PL2QA': {
        booking_id: 'BK-3RTW8PL2QA',
        date: '2026-11-23',
        slot: '02:00 PM - 03:00 PM',
        booking_status: 3,
        timing: 'upcoming',
        address: '88 Brickell Ave, Miami, FL 33131',
        time_zone: 'America/New_York',
        services: 'Personal Injury',
        cancel_reason: 'The office is closed for a flood.',
        cancelled_by: 'platform',
        customer: {
          id: '00000000-0000-4000-8000-000000000009',
          name: 'Robin Booker',
          email: 'robin@example.test',
          phone: null,
        },
        business: { id: 2, name: 'Harbor Legal Group', email: 'intake@harborlegal.test', phone: '+1 (305) 555-0144' },
      },
    },
    backOffice: sampleBackOfficeTables(),
    reviews: sampleReviews(),
    deletedItems: [
      {
        id: 1,
        table_name: 'cms_pages',
        record_id: 'p-old',
        label: 'Holiday opening hours',
        deleted_at: at(6),
        deleted_by_email: 'admin@demo.test',
        row: {
          id: 'p-old',
          title: 'Holiday opening hours',
          slug: 'holiday-opening-hours',
          body: 'Closed on Thanksgiving Day.',
          is_published: false,
          created_at: at(40),
        },
      },
    ],
    audit: sampleAuditLog(),
  };
}

function sampleReviews(): AdminReviewRow[] {
  const reply = (text: string, hidden_reason: string | null = null) => ({
    text,
    date: at(1),
    edited: false,
    hidden_reason,
  });
  return [
    {
      id: 31,
      provider_id: 1,
      business_name: 'Biscayne Orthopedics',
      author: 'Hal H.',
      rating: 1,
      text: 'Nurse Jenny Smith at 555-0101 was rude. Avoid.',
      date: at(1),
      verified: true,
      hidden_reason: null,
      reply: reply('Hal, please call us at 305-555-0199 so we can make this right.'),
    },
    {
      id: 30,
      provider_id: 17,
      business_name: 'Lopez Orthopedic Care',
      author: 'Dana R.',
      rating: 5,
      text: 'Clear advice after my car accident.',
      date: at(3),
      verified: true,
      hidden_reason: null,
      reply: null,
    },
    {
      id: 29,
      provider_id: 2,
      business_name: 'Coral Physio',
      author: 'Spam B.',
      rating: 5,
      text: 'Buy cheap watches at example.com',
      date: at(19),
      verified: false,
      hidden_reason: 'Advertising, not a review.',
      reply: reply('Thank you!', 'Answers spam.'),
    },
  ];
}

const auditAt = (daysAgo: number, hour: number) =>
  new Date(Date.UTC(2026, 10, 21, hour) - daysAgo * 86_400_000).toISOString();

/** A few days of what administrators did: the trigger's lines, a look at a person, a scheduled job's. */
export function sampleAuditLog(): AuditRow[] {
  const admin = { actor_id: 'u3', actor_email: 'admin@demo.test', client_ip: '203.0.113.7' };
  return [
    {
      id: 6,
      at: auditAt(0, 10),
      ...admin,
      action: 'profiles.view',
      record_kind: 'profiles',
      record_id: 'u1',
      detail: { name: 'customer@demo.test' },
    },
    {
      id: 5,
      at: auditAt(0, 9),
      ...admin,
      action: 'service_categories.update',
      record_kind: 'service_categories',
      record_id: '12',
      detail: { name: 'Back pain', changed: ['name'] },
    },
    {
      id: 4,
      at: auditAt(1, 15),
      actor_id: 'u4',
      actor_email: 'ops@demo.test',
      client_ip: '198.51.100.23',
      action: 'events.update',
      record_kind: 'events',
      record_id: 'e1',
      detail: { name: 'Spine health workshop', changed: ['status'] },
    },
    {
      id: 3,
      at: auditAt(2, 11),
      ...admin,
      action: 'services.delete',
      record_kind: 'services',
      record_id: '88',
      detail: { name: 'Cold laser therapy' },
    },
    {
      id: 2,
      at: auditAt(3, 8),
      ...admin,
      action: 'system_notifications.insert',
      record_kind: 'system_notifications',
      record_id: 'n1',
      detail: { name: 'Directory listed' },
    },
    {
      id: 1,
      at: auditAt(9, 3),
      actor_id: null,
      actor_email: null,
      client_ip: null,
      action: 'service_providers.update',
      record_kind: 'service_providers',
      record_id: '3',
      detail: { name: 'Harbor Legal', changed: ['verification_status'] },
    },
  ];
}

/** The gateway's audit filter in memory: contains for person and action, equals for the record, the days. */
function auditMatches(row: AuditRow, filter: AuditFilterValues): boolean {
  const { since, before } = auditTimeRange(filter);
  return (
    contains(row.actor_email, filter.person) &&
    contains(row.action, filter.action) &&
    (filter.recordKind === null || row.record_kind === filter.recordKind) &&
    (filter.recordId.trim() === '' || row.record_id === filter.recordId.trim()) &&
    (since === null || row.at >= since) &&
    (before === null || row.at < before)
  );
}

const contains = (text: unknown, search: string) =>
  String(text ?? '')
    .toLowerCase()
    .includes(search.trim().toLowerCase());

/** The gateway's paging in memory: the rows where any of `columns` contains the search, one page of them. */
function pageOf<Row>(
  rows: readonly Row[],
  columns: readonly (keyof Row)[],
  { page, search }: ListQuery,
): ListPage<Row> {
  const matching = rows.filter((row) => columns.some((column) => contains(row[column], search)));
  const { from, to } = pageRange(page);
  return { rows: matching.slice(from, to + 1), total: matching.length };
}

/** The gateway's `text/csv` answer in memory: a header line from the first row, then one line a row. */
function csvOf(rows: readonly object[]): string {
  const [first] = rows;
  if (!first) return '';
  const columns = Object.keys(first);
  const cell = (value: unknown) =>
    value === null || value === undefined || typeof value !== 'object' ? (value as CsvValue) : JSON.stringify(value);
  return csvText(
    columns,
    rows.map((row) => columns.map((column) => cell(row[column as keyof typeof row]))),
  );
}

/**
 * An in-memory AdminData for stories: the same answers and refusals the database gives
 * (e.g. deleting a category that still has services), and `failing` methods that reject with a
 * server sentence.
 */
export function fakeAdminData({
  tables = sampleAdminTables(),
  failing = {},
}: {
  tables?: FakeAdminTables;
  failing?: Partial<Record<keyof AdminData, string>>;
} = {}): FakeAdminData {
  const listeners = new Set<(change: NotificationChange) => void>();
  let next = 100;
  const check = async (method: keyof AdminData) => {
    // A tick, as a network call would take, so pending states render.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const message = failing[method];
    if (message) throw new Error(message);
  };
  const replace = <Row extends { id: unknown }>(list: Row[], id: Row['id'], change: Partial<Row>) =>
    list.map((row) => (row.id === id ? { ...row, ...change } : row));
  // As migration 0057's trigger: what an admin deletes waits in deleted_items for 30 days.
  const trash = (
    table: DeletedItemRow['table_name'],
    row: { id: string | number } & ({ name: string } | { title: string }),
  ) => {
    tables.deletedItems = [
      {
        id: next++,
        table_name: table,
        record_id: String(row.id),
        label: 'name' in row ? row.name : row.title,
        deleted_at: adminStoryNow.toISOString(),
        deleted_by_email: 'admin@demo.test',
        row,
      },
      ...tables.deletedItems,
    ];
  };

  const data: FakeAdminData = {
    tables,
    insertNotification(row) {
      tables.notifications = [row, ...tables.notifications];
      for (const listener of listeners) listener({ type: 'INSERT', row });
    },
    changeNotificationElsewhere(change) {
      tables.notifications =
        change.type === 'DELETE'
          ? tables.notifications.filter((row) => row.id !== change.id)
          : replace(tables.notifications, change.row.id, change.row);
      for (const listener of listeners) listener(change);
    },
    async counts() {
      await check('counts');
      return {
        users: tables.profiles.length,
        bookings: tables.bookings,
        services: tables.services.length,
        blogs: tables.blogs.length,
      };
    },
    async notifications(limit) {
      await check('notifications');
      return tables.notifications.slice(0, limit);
    },
    async markNotificationRead(id) {
      await check('markNotificationRead');
      tables.notifications = replace(tables.notifications, id, { is_read: true });
    },
    async markAllNotificationsRead() {
      await check('markAllNotificationsRead');
      tables.notifications = tables.notifications.map((row) => ({ ...row, is_read: true }));
    },
    async sendNotification(payload) {
      await check('sendNotification');
      data.insertNotification({
        id: `n${next++}`,
        title: payload.notification_title,
        message: payload.notification_message,
        type: payload.notification_type,
        is_read: false,
        created_at: adminStoryNow.toISOString(),
      });
    },
    async deleteNotification(id) {
      await check('deleteNotification');
      tables.notifications = tables.notifications.filter((row) => row.id !== id);
    },
    async notificationPage(query) {
      await check('notificationPage');
      return pageOf(tables.notifications, ['title', 'message'], query);
    },
    onNotificationChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async users(query) {
      await check('users');
      return pageOf(tables.profiles, ['full_name', 'email'], query);
    },
    async setUserVerified(id, isVerified) {
      await check('setUserVerified');
      tables.profiles = tables.profiles.map((row) =>
        row.id === id
          ? {
              ...row,
              is_verified: isVerified,
              service_providers: row.service_providers.map((business) => ({
                ...business,
                verification_status: isVerified ? 'verified' : 'pending',
              })),
            }
          : row,
      );
    },
    async userDetails(id): Promise<UserDetailsAnswer> {
      await check('userDetails');
      const profile = tables.profiles.find((row) => row.id === id);
      if (!profile) throw new Error('We could not find that user.');
      const business = profile.service_providers[0];
      return {
        id: profile.id,
        full_name: profile.full_name,
        email: profile.email,
        user_type: profile.user_type,
        is_verified: profile.is_verified,
        created_at: profile.created_at,
        booking_count: profile.user_type === 'customer' ? tables.bookings : 0,
        concern_count: profile.user_type === 'customer' ? 2 : 0,
        bookings:
          profile.user_type === 'customer'
            ? [
                {
                  booking_id: 'BK-DEMO0001',
                  date: '2026-11-24',
                  slot: '09:00 AM - 10:00 AM',
                  provider_name: 'Biscayne Orthopedic Center',
                  booking_status: 1,
                },
              ]
            : [],
        provider: business
          ? {
              business_name: business.business_name,
              verification_status: business.verification_status,
              locations: [{ address: '1200 Biscayne Blvd', city: 'Miami', state: 'FL', zipcode: '33101' }],
              subscription: {
                plan_name: 'Professional',
                billing_interval: 'monthly',
                status: 'active',
                current_period_end: at(-30),
              },
            }
          : null,
      };
    },
    async services(query) {
      await check('services');
      return pageOf(tables.services, ['name', 'description'], query);
    },
    async saveService(id, payload) {
      await check('saveService');
      const category = tables.categories.find((row) => row.id === payload.category_id);
      const embedded = category ? { name: category.name, parent_id: category.parent_id } : null;
      if (id === null) {
        tables.services = [
          {
            id: next++,
            ...payload,
            is_active: true,
            created_at: adminStoryNow.toISOString(),
            service_categories: embedded,
          },
          ...tables.services,
        ];
      } else tables.services = replace(tables.services, id, { ...payload, service_categories: embedded });
    },
    async setServiceActive(id, isActive) {
      await check('setServiceActive');
      tables.services = replace(tables.services, id, { is_active: isActive });
    },
    async deleteService(id) {
      await check('deleteService');
      const row = tables.services.find((entry) => entry.id === id);
      if (row) trash('services', row);
      tables.services = tables.services.filter((entry) => entry.id !== id);
    },
    async categories() {
      await check('categories');
      return tables.categories;
    },
    async categoryPage(query) {
      await check('categoryPage');
      const bySort = [...tables.categories].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
      const childrenOf = (id: number) => bySort.filter((row) => row.parent_id === id);
      const topLevel = bySort.filter(
        (row) =>
          row.parent_id === null &&
          [row, ...childrenOf(row.id)].some((candidate) => contains(candidate.name, query.search)),
      );
      const parents = pageOf(topLevel, ['id'], { page: query.page, search: '' });
      return { rows: [...parents.rows, ...parents.rows.flatMap((row) => childrenOf(row.id))], total: parents.total };
    },
    async saveCategory(id, payload) {
      await check('saveCategory');
      if (id === null) {
        const sortOrder = Math.max(0, ...tables.categories.map((row) => row.sort_order)) + 1;
        tables.categories = [...tables.categories, { id: next++, ...payload, sort_order: sortOrder }];
      } else tables.categories = replace(tables.categories, id, payload);
    },
    async deleteCategory(id) {
      await check('deleteCategory');
      const category = tables.categories.find((row) => row.id === id);
      const services = tables.services.filter((row) => row.category_id === id).length;
      // The database's own sentence (supabase/migrations/0007).
      if (category && services > 0) {
        throw new Error(
          `The category "${category.name}" still has ${services === 1 ? 'a service' : `${services} services`}; delete or move ${services === 1 ? 'it' : 'them'} first.`,
        );
      }
      if (category) trash('service_categories', category);
      tables.categories = tables.categories.filter((row) => row.id !== id);
    },
    async blogs(query) {
      await check('blogs');
      return pageOf(tables.blogs, ['title', 'slug'], query);
    },
    async saveBlog(id, payload) {
      await check('saveBlog');
      if (id === null)
        tables.blogs = [{ id: `b${next++}`, ...payload, created_at: adminStoryNow.toISOString() }, ...tables.blogs];
      else tables.blogs = replace(tables.blogs, id, payload);
    },
    async setBlogPublished(id, isPublished) {
      await check('setBlogPublished');
      tables.blogs = replace(tables.blogs, id, { is_published: isPublished });
    },
    async deleteBlog(id) {
      await check('deleteBlog');
      const row = tables.blogs.find((entry) => entry.id === id);
      if (row) trash('blogs', row);
      tables.blogs = tables.blogs.filter((entry) => entry.id !== id);
    },
    async pages(query) {
      await check('pages');
      return pageOf(tables.pages, ['title', 'slug'], query);
    },
    async savePage(id, payload) {
      await check('savePage');
      if (id === null)
        tables.pages = [{ id: `p${next++}`, ...payload, created_at: adminStoryNow.toISOString() }, ...tables.pages];
      else tables.pages = replace(tables.pages, id, payload);
    },
    async setPagePublished(id, isPublished) {
      await check('setPagePublished');
      tables.pages = replace(tables.pages, id, { is_published: isPublished });
    },
    async deletePage(id) {
      await check('deletePage');
      const row = tables.pages.find((entry) => entry.id === id);
      if (row) trash('cms_pages', row);
      tables.pages = tables.pages.filter((entry) => entry.id !== id);
    },
    async events(query) {
      await check('events');
      const byDate = [...tables.events].sort((a, b) => a.event_date.localeCompare(b.event_date));
      return pageOf(byDate, ['title', 'location'], query);
    },
    async saveEvent(id, payload) {
      await check('saveEvent');
      if (id === null) {
        tables.events = [
          ...tables.events,
          {
            id: `e${next++}`,
            provider_id: null,
            ...payload,
            current_attendees: 0,
            status: 'approved',
            service_providers: null,
          },
        ];
      } else tables.events = replace(tables.events, id, payload);
    },
    async setEventActive(id, isActive) {
      await check('setEventActive');
      tables.events = replace(tables.events, id, { is_active: isActive });
    },
    async setEventStatus(id, status) {
      await check('setEventStatus');
      tables.events = replace(tables.events, id, { status });
    },
    async deleteEvent(id) {
      await check('deleteEvent');
      tables.events = tables.events.filter((row) => row.id !== id);
    },
    async seoSettings() {
      await check('seoSettings');
      return tables.seo;
    },
    async saveSeoSettings(payload) {
      await check('saveSeoSettings');
      tables.seo = payload;
    },
    async publishedCounts() {
      await check('publishedCounts');
      return {
        posts: tables.blogs.filter((row) => row.is_published).length,
        pages: tables.pages.filter((row) => row.is_published).length,
      };
    },
    async uploadImage(file) {
      await check('uploadImage');
      return `/uploads/${file.name}`;
    },
    async exportCsv(list, query) {
      await check('exportCsv');
      const everything = { ...query, page: 0 };
      const all = <Row>(rows: readonly Row[], columns: readonly (keyof Row)[]) =>
        rows.filter((row) => columns.some((column) => contains(row[column], everything.search)));
      const byList = {
        users: () => all(tables.profiles, ['full_name', 'email']),
        services: () => all(tables.services, ['name', 'description']),
        categories: () => all(tables.categories, ['name']),
        blogs: () => all(tables.blogs, ['title', 'slug']),
        pages: () => all(tables.pages, ['title', 'slug']),
        events: () => all(tables.events, ['title', 'location']),
        notifications: () => all(tables.notifications, ['title', 'message']),
        businesses: () => all(tables.businesses, ['business_name', 'email']),
      } satisfies Record<typeof list, () => readonly object[]>;
      return csvOf(byList[list]());
    },
    async businesses(query) {
      await check('businesses');
      return pageOf(tables.businesses, ['business_name', 'email'], query);
    },
    async saveBusinessListing(id, payload) {
      await check('saveBusinessListing');
      tables.businesses = replace(tables.businesses, id, payload);
    },
    async verifyBusinesses(ids) {
      await check('verifyBusinesses');
      for (const id of ids) tables.businesses = replace(tables.businesses, id, { verification_status: 'verified' });
    },
    async setBusinessesListed(ids, listed, reason) {
      await check('setBusinessesListed');
      let changed = 0;
      for (const id of ids) {
        const business = tables.businesses.find((row) => row.id === id);
        if (!business || (business.admin_unlisted_at === null) === listed) continue;
        changed += 1;
        tables.businesses = replace(tables.businesses, id, {
          admin_unlisted_at: listed ? null : adminStoryNow.toISOString(),
          admin_unlisted_reason: listed ? null : reason,
        });
      }
      return `${changed} ${changed === 1 ? 'business' : 'businesses'} ${listed ? 'relisted' : 'unlisted'}. Each owner with an account has been e-mailed the reason.`;
    },
    async bookings(query, filters) {
      await check('bookings');
      const kept = tables.bookingList.filter(
        (row) =>
          (filters.statuses === null || filters.statuses.includes(row.booking_status)) &&
          (filters.from === null || row.date >= filters.from) &&
          (filters.to === null || row.date <= filters.to),
      );
      return pageOf(kept, ['customer_name', 'customer_email', 'business_name'], query);
    },
    async exportBookingsCsv(query, filters) {
      await check('exportBookingsCsv');
      return csvOf((await data.bookings({ ...query, page: 0 }, filters)).rows);
    },
    async booking(id) {
      await check('booking');
      const found = tables.bookingDetails[id];
      if (!found) throw new Error('We could not find that appointment.');
      return found;
    },
    async cancelBooking(id, reason) {
      await check('cancelBooking');
      const found = tables.bookingDetails[id];
      if (!found) throw new Error('We could not find that appointment.');
      tables.bookingDetails = {
        ...tables.bookingDetails,
        [id]: { ...found, booking_status: 3, cancel_reason: reason, cancelled_by: 'platform' },
      };
      tables.bookingList = tables.bookingList.map((row) =>
        row.booking_id === id ? { ...row, booking_status: 3, cancelled_by: 'platform' } : row,
      );
    },
    ...fakeBackOfficeData(tables.backOffice, check, adminStoryNow),

    async reviews(query) {
      await check('reviews');
      const shown = tables.reviews.filter((row) => {
        const hidden = row.hidden_reason !== null || row.reply?.hidden_reason != null;
        return query.state === 'all' || (query.state === 'hidden') === hidden;
      });
      return pageOf(shown, ['business_name', 'author'], query);
    },
    async moderateReview(id, { target, action, reason }) {
      await check('moderateReview');
      const hiddenReason = action === 'hide' ? reason.trim() : null;
      tables.reviews = tables.reviews.map((row) => {
        if (row.id !== id) return row;
        if (target === 'review') return { ...row, hidden_reason: hiddenReason };
        return row.reply ? { ...row, reply: { ...row.reply, hidden_reason: hiddenReason } } : row;
      });
      return `The ${target} is ${action === 'hide' ? 'hidden' : 'shown again'}, and its author is told.`;
    },
    async deletedItems(query) {
      await check('deletedItems');
      return pageOf(tables.deletedItems, ['label'], query);
    },
    async restoreDeletedItem(id) {
      await check('restoreDeletedItem');
      const item = tables.deletedItems.find((entry) => entry.id === id);
      if (!item)
        throw new Error('That deleted item is no longer kept: it was restored already or removed after 30 days.');
      // Each table's rows go back as they were (the fake keeps them whole).
      if (item.table_name === 'blogs') tables.blogs = [item.row as BlogRow, ...tables.blogs];
      if (item.table_name === 'cms_pages') tables.pages = [item.row as PageRow, ...tables.pages];
      if (item.table_name === 'services') tables.services = [item.row as ServiceRow, ...tables.services];
      if (item.table_name === 'service_categories') tables.categories = [...tables.categories, item.row as CategoryRow];
      tables.deletedItems = tables.deletedItems.filter((entry) => entry.id !== id);
    },

    async auditLog({ page, filter }) {
      await check('auditLog');
      const matching = tables.audit.filter((row) => auditMatches(row, filter));
      const { from, to } = pageRange(page);
      return { rows: matching.slice(from, to + 1), total: matching.length };
    },
    async auditExport(filter) {
      await check('auditExport');
      return tables.audit.filter((row) => auditMatches(row, filter));
    },
  };
  return data;
}
