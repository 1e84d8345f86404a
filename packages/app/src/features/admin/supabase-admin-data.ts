import { containsAnyFilter, type ListPage, type ListQuery, type ListSort, pageRange } from '@injury-assist/domain';
import { type GatewayError, gatewayErrorSentence } from '@injury-assist/flows/admin';
import type { AuditFilterValues } from '@injury-assist/ui';
import { api, quietErrors } from '../../lib/api/client';
import type {
  AdminBookingAnswer,
  AdminData,
  AdminListName,
  BlogRow,
  BookingListFilters,
  BookingListRow,
  BusinessRow,
  CategoryRow,
  ConcernFilters,
  DeletedItemRow,
  EventRow,
  NotificationRow,
  PageRow,
  ProfileRow,
  SeoRow,
  ServiceRow,
  UserDetailsAnswer,
} from './admin-data';
import { type AuditRow, auditTimeRange } from './admin-data';
import type { AdminSupabase } from './admin-supabase';

/** The headings API v1 sorts the Concerns and Payments lists by (the screens' column ids). */
const concernSorts = ['concern', 'priority', 'status', 'raised'] as const;
const paymentSorts = ['payment', 'provider', 'amount', 'when', 'status'] as const;

/** A heading's order as API v1's `sort` and `direction`; none for a heading the list cannot sort by. */
function sortQuery<Column extends string>(sort: ListSort | null | undefined, columns: readonly Column[]) {
  const column = columns.find((id) => id === sort?.column);
  return column && sort ? { sort: column, direction: sort.direction } : {};
}

/** The Concerns list's search, filters and order as API v1 takes them, for a page and the export alike. */
const concernQuery = ({ search, sort }: Pick<ListQuery, 'search' | 'sort'>, { status, priority }: ConcernFilters) => ({
  search,
  ...(status === null ? {} : { status }),
  ...(priority === null ? {} : { priority }),
  ...sortQuery(sort, concernSorts),
});

/** The gateway's error (a PostgREST error object) as an Error carrying a sentence for the admin. */
function failed(error: GatewayError | null): asserts error is null {
  if (error) throw new Error(gatewayErrorSentence(error));
}

async function rows<Row>(query: PromiseLike<{ data: unknown; error: { message: string } | null }>): Promise<Row[]> {
  const { data, error } = await query;
  failed(error);
  return (data ?? []) as Row[];
}

async function done(query: PromiseLike<{ error: { message: string } | null }>): Promise<void> {
  const { error } = await query;
  failed(error);
}

async function count(query: PromiseLike<{ count: number | null; error: { message: string } | null }>): Promise<number> {
  const { count: total, error } = await query;
  failed(error);
  return total ?? 0;
}

/** What PostgREST says when a page starts past the last row (the rows shrank since it was chosen). */
const PAST_THE_END = 'PGRST103';

/** A page of rows and the total that matched (`count: 'exact'`, the Content-Range header's total). */
async function page<Row>(
  query: PromiseLike<{ data: unknown; count: number | null; error: GatewayError | null }>,
): Promise<ListPage<Row>> {
  const { data, count: total, error } = await query;
  if (error?.code === PAST_THE_END) {
    // An empty page with the real total, so the list moves back to its last page.
    return { rows: [], total: Number(/only (\d+) rows/.exec(error.details ?? '')?.[1] ?? 0) };
  }
  failed(error);
  return { rows: (data ?? []) as Row[], total: total ?? 0 };
}

type Filterable<Query> = { or(filters: string): Query };
type Pageable<Query> = Filterable<Query> & { range(from: number, to: number): Query };
type Orderable<Query> = { order(column: string, options: { ascending: boolean }): Query };

/** Keeps the rows where any of `columns` contains the search (every row for an empty one). */
function searched<Query extends Filterable<Query>>(query: Query, columns: readonly string[], search: string): Query {
  const filter = containsAnyFilter(columns, search);
  return filter === null ? query : query.or(filter);
}

/** One page of what the search matches in any of `columns`: an `or` of ilikes and a `Range`. */
function pageOf<Query extends Pageable<Query>>(query: Query, columns: readonly string[], list: ListQuery): Query {
  const { from, to } = pageRange(list.page);
  return searched(query, columns, list.search).range(from, to);
}

/** How a list is read from the gateway, for its pages and its CSV export alike. */
type ListSpec = {
  table: string;
  /** The export's columns: the values a spreadsheet shows, no nested rows. */
  csv: string;
  search: readonly string[];
  /** The list's own order, until the admin presses a heading. */
  order: readonly [column: string, ascending: boolean];
  /** The screen's sortable headings (column ids) and the gateway column each orders by. */
  sorts: Readonly<Record<string, string>>;
};

const LISTS: Record<AdminListName, ListSpec> = {
  users: {
    table: 'profiles',
    csv: 'id, full_name, email, user_type, is_verified, created_at',
    search: ['full_name', 'email'],
    order: ['created_at', false],
    sorts: { user: 'full_name', type: 'user_type', status: 'is_verified' },
  },
  services: {
    table: 'services',
    csv: 'id, name, description, base_price, duration_minutes, category_id, is_active, created_at',
    search: ['name', 'description'],
    order: ['created_at', false],
    sorts: { service: 'name', price: 'base_price', minutes: 'duration_minutes', status: 'is_active' },
  },
  categories: {
    table: 'service_categories',
    csv: 'id, parent_id, name, description, color, is_active, sort_order',
    search: ['name'],
    order: ['sort_order', true],
    sorts: {},
  },
  blogs: {
    table: 'blogs',
    csv: 'id, title, slug, excerpt, is_published, created_at',
    search: ['title', 'slug'],
    order: ['created_at', false],
    sorts: { item: 'title', status: 'is_published', created: 'created_at' },
  },
  pages: {
    table: 'cms_pages',
    csv: 'id, title, slug, is_published, created_at',
    search: ['title', 'slug'],
    order: ['created_at', false],
    sorts: { item: 'title', status: 'is_published', created: 'created_at' },
  },
  events: {
    table: 'events',
    csv: 'id, title, event_date, event_time, location, category, registration_fee, current_attendees, max_attendees, status, is_active',
    search: ['title', 'location'],
    order: ['event_date', true],
    sorts: { event: 'title', date: 'event_date', status: 'status' },
  },
  businesses: {
    table: 'service_providers',
    csv: 'id, business_name, email, phone, website, verification_status, listed, admin_unlisted_at, admin_unlisted_reason, user_id, created_at',
    search: ['business_name', 'email'],
    order: ['business_name', true],
    sorts: { business: 'business_name', verification: 'verification_status', listing: 'admin_unlisted_at' },
  },
  notifications: {
    table: 'system_notifications',
    csv: 'id, title, message, type, is_read, created_at',
    search: ['title', 'message'],
    order: ['created_at', false],
    sorts: { notification: 'title', type: 'type', time: 'created_at' },
  },
};

/** The Bookings screen's list: the admin_bookings view (migration 0047). */
const BOOKINGS: ListSpec = {
  table: 'admin_bookings',
  csv: 'booking_id, date, slot, booking_status, cancelled_by, cancel_reason, business_name, customer_name, customer_email, address, created_at',
  search: ['customer_name', 'customer_email', 'business_name'],
  order: ['date', false],
  sorts: { when: 'date', customer: 'customer_name', business: 'business_name', status: 'booking_status' },
};

// Typed as a plain string: supabase-js would otherwise parse the literal into a row type.
const BOOKING_LIST_COLUMNS: string =
  'id, booking_id, date, slot, booking_status, cancelled_by, business_name, customer_name, customer_email';

/** The order the admin chose when the list offers it, else the list's own; the id breaks ties. */
function ordered<Query extends Orderable<Query>>(query: Query, spec: ListSpec, { sort }: ListQuery): Query {
  const chosen = sort ? spec.sorts[sort.column] : undefined;
  const [column, ascending] = chosen && sort ? [chosen, sort.direction === 'ascending'] : spec.order;
  return query.order(column, { ascending }).order('id', { ascending: true });
}

const AUDIT_COLUMNS = 'id, at, actor_id, actor_email, action, record_kind, record_id, detail, client_ip';
/** How many lines the export asks for at a time (the gateway's pages stay small). */
const AUDIT_EXPORT_CHUNK = 1000;

/** `%term%` for ilike, with the term's own `%`, `_` and `\` matched literally. */
const containing = (term: string) => `%${term.trim().replace(/[\\%_]/g, '\\$&')}%`;

/** The audit log filtered as the Audit page asks: contains for person and action, equals for the record. */
type AuditSelect = ReturnType<ReturnType<AdminSupabase['from']>['select']>;

function auditFiltered(query: AuditSelect, filter: AuditFilterValues): AuditSelect {
  let filtered = query;
  if (filter.person.trim()) filtered = filtered.ilike('actor_email', containing(filter.person));
  if (filter.action.trim()) filtered = filtered.ilike('action', containing(filter.action));
  if (filter.recordKind) filtered = filtered.eq('record_kind', filter.recordKind);
  if (filter.recordId.trim()) filtered = filtered.eq('record_id', filter.recordId.trim());
  const { since, before } = auditTimeRange(filter);
  if (since) filtered = filtered.gte('at', since);
  if (before) filtered = filtered.lt('at', before);
  return filtered;
}

const EMPTY_SEO: SeoRow = { site_title: '', site_description: '', keywords: '', og_image: null, analytics_id: null };

/** The admin area's calls over supabase-js (spec §7), and API v1 for what the gateway does not expose. */
export function supabaseAdminData(supabase: AdminSupabase): AdminData {
  const newestFirst = { ascending: false } as const;
  const exact = { count: 'exact', head: true } as const;
  const withTotal = { count: 'exact' } as const;
  /** The admin_bookings rows the Bookings screen's status and date filters keep. */
  const bookingRows = (columns: string, filters: BookingListFilters, total: boolean) => {
    let rows = supabase.from(BOOKINGS.table).select(columns, total ? withTotal : {});
    if (filters.statuses) rows = rows.in('booking_status', [...filters.statuses]);
    if (filters.from) rows = rows.gte('date', filters.from);
    if (filters.to) rows = rows.lte('date', filters.to);
    return rows;
  };
  /** One page of `list` as its screen shows it, `select` bringing the rows it nests. */
  const listPage = <Row>(list: AdminListName, select: string, query: ListQuery) => {
    const spec = LISTS[list];
    return page<Row>(
      pageOf(ordered(supabase.from(spec.table).select(select, withTotal), spec, query), spec.search, query),
    );
  };
  return {
    async counts() {
      const [users, bookings, services, blogs] = await Promise.all([
        count(supabase.from('profiles').select('id', exact)),
        count(supabase.from('bookings').select('id', exact)),
        count(supabase.from('services').select('id', exact)),
        count(supabase.from('blogs').select('id', exact)),
      ]);
      return { users, bookings, services, blogs };
    },

    notifications: (limit) =>
      rows<NotificationRow>(
        supabase.from('system_notifications').select('*').order('created_at', newestFirst).limit(limit),
      ),
    markNotificationRead: (id) => done(supabase.from('system_notifications').update({ is_read: true }).eq('id', id)),
    markAllNotificationsRead: () =>
      done(supabase.from('system_notifications').update({ is_read: true }).eq('is_read', false)),
    sendNotification: (payload) => done(supabase.rpc('create_system_notification', payload)),
    deleteNotification: (id) => done(supabase.from('system_notifications').delete().eq('id', id)),
    notificationPage: (query) => listPage<NotificationRow>('notifications', '*', query),
    onNotificationChanged: (listener) =>
      supabase.onTableChange('admin-notifications', 'system_notifications', (change) => {
        // A deletion carries the key only (docs/supabase-compat.md).
        if (change.eventType === 'DELETE') listener({ type: 'DELETE', id: String(change.old.id) });
        else listener({ type: change.eventType, row: change.new as NotificationRow });
      }),

    users: (query) =>
      listPage<ProfileRow>('users', '*, service_providers(id, business_name, verification_status)', query),
    setUserVerified: (id, isVerified) =>
      done(supabase.from('profiles').update({ is_verified: isVerified }).eq('id', id)),
    async userDetails(id) {
      const { data, error } = await api.GET('/admin/users/{id}', { params: { path: { id } }, ...quietErrors });
      if (error) throw new Error(error.message);
      return data.data as UserDetailsAnswer;
    },

    services: (query) => listPage<ServiceRow>('services', '*, service_categories(name, parent_id)', query),
    saveService: (id, payload) =>
      done(
        id === null
          ? supabase.from('services').insert({ ...payload, is_active: true })
          : supabase.from('services').update(payload).eq('id', id),
      ),
    setServiceActive: (id, isActive) => done(supabase.from('services').update({ is_active: isActive }).eq('id', id)),
    deleteService: (id) => done(supabase.from('services').delete().eq('id', id)),

    categories: () =>
      rows<CategoryRow>(supabase.from('service_categories').select('*').order('sort_order', { ascending: true })),
    async categoryPage({ page: index, search }) {
      // A subcategory that matches brings its category onto the list.
      const byChild = containsAnyFilter(['name'], search);
      const parentsOfMatches =
        byChild === null
          ? []
          : (
              await rows<Pick<CategoryRow, 'parent_id'>>(
                supabase.from('service_categories').select('parent_id').not('parent_id', 'is', null).or(byChild),
              )
            ).flatMap((row) => (row.parent_id === null ? [] : [row.parent_id]));
      const matches = [
        byChild,
        parentsOfMatches.length > 0 ? `id.in.(${[...new Set(parentsOfMatches)].join(',')})` : null,
      ]
        .filter(Boolean)
        .join(',');
      const { from, to } = pageRange(index);
      let topLevel = supabase
        .from('service_categories')
        .select('*', withTotal)
        .is('parent_id', null)
        .order('sort_order', { ascending: true })
        .order('id');
      if (matches) topLevel = topLevel.or(matches);
      const parents = await page<CategoryRow>(topLevel.range(from, to));
      if (parents.rows.length === 0) return parents;
      const children = await rows<CategoryRow>(
        supabase
          .from('service_categories')
          .select('*')
          .in(
            'parent_id',
            parents.rows.map((row) => row.id),
          )
          .order('sort_order', { ascending: true })
          .order('id'),
      );
      return { rows: [...parents.rows, ...children], total: parents.total };
    },
    saveCategory: (id, payload) =>
      done(
        id === null
          ? supabase.from('service_categories').insert(payload)
          : supabase.from('service_categories').update(payload).eq('id', id),
      ),
    deleteCategory: (id) => done(supabase.from('service_categories').delete().eq('id', id)),

    blogs: (query) => listPage<BlogRow>('blogs', '*', query),
    saveBlog: (id, payload) =>
      done(id === null ? supabase.from('blogs').insert(payload) : supabase.from('blogs').update(payload).eq('id', id)),
    setBlogPublished: (id, isPublished) =>
      done(supabase.from('blogs').update({ is_published: isPublished }).eq('id', id)),
    deleteBlog: (id) => done(supabase.from('blogs').delete().eq('id', id)),

    pages: (query) => listPage<PageRow>('pages', '*', query),
    savePage: (id, payload) =>
      done(
        id === null
          ? supabase.from('cms_pages').insert(payload)
          : supabase.from('cms_pages').update(payload).eq('id', id),
      ),
    setPagePublished: (id, isPublished) =>
      done(supabase.from('cms_pages').update({ is_published: isPublished }).eq('id', id)),
    deletePage: (id) => done(supabase.from('cms_pages').delete().eq('id', id)),

    events: (query) => listPage<EventRow>('events', '*, service_providers(business_name)', query),
    saveEvent: (id, payload) =>
      done(
        id === null
          ? supabase.from('events').insert({ ...payload, status: 'approved' })
          : supabase.from('events').update(payload).eq('id', id),
      ),
    setEventActive: (id, isActive) => done(supabase.from('events').update({ is_active: isActive }).eq('id', id)),
    setEventStatus: (id, status) => done(supabase.from('events').update({ status }).eq('id', id)),
    deleteEvent: (id) => done(supabase.from('events').delete().eq('id', id)),

    async seoSettings() {
      const { data, error } = await supabase
        .from('seo_settings')
        .select('site_title, site_description, keywords, og_image, analytics_id')
        .eq('id', 1)
        .maybeSingle();
      failed(error);
      return (data as SeoRow | null) ?? EMPTY_SEO;
    },
    saveSeoSettings: (payload) => done(supabase.from('seo_settings').upsert({ id: 1, ...payload })),
    async publishedCounts() {
      const [posts, pages] = await Promise.all([
        count(supabase.from('blogs').select('id', exact).eq('is_published', true)),
        count(supabase.from('cms_pages').select('id', exact).eq('is_published', true)),
      ]);
      return { posts, pages };
    },

    async uploadImage(file) {
      const { data, error } = await api.POST('/file_upload', {
        body: { file: file.name },
        // The contract describes the field; the bytes go as multipart form data.
        bodySerializer: () => {
          const form = new FormData();
          form.append('file', file);
          return form;
        },
        ...quietErrors,
      });
      if (error) throw new Error(error.message);
      return data.file;
    },

    async exportCsv(list, query) {
      const spec = LISTS[list];
      const { data, error } = await searched(
        ordered(supabase.from(spec.table).select(spec.csv), spec, query),
        spec.search,
        query.search,
      ).csv();
      failed(error);
      return typeof data === 'string' ? data : '';
    },

    businesses: (query) =>
      listPage<BusinessRow>(
        'businesses',
        'id, business_name, email, phone, website, bio, verification_status, admin_unlisted_at, admin_unlisted_reason, profiles(email, full_name)',
        query,
      ),
    saveBusinessListing: (id, payload) => done(supabase.from('service_providers').update(payload).eq('id', id)),
    verifyBusinesses: (ids) =>
      done(supabase.from('service_providers').update({ verification_status: 'verified' }).in('id', ids)),
    async setBusinessesListed(ids, listed, reason) {
      const { data, error } = await api.POST('/admin/businesses/listing', {
        body: { ids, listed, reason },
        ...quietErrors,
      });
      if (error) throw new Error(error.message);
      return data.message;
    },
    bookings: (query, filters) =>
      page<BookingListRow>(
        pageOf(ordered(bookingRows(BOOKING_LIST_COLUMNS, filters, true), BOOKINGS, query), BOOKINGS.search, query),
      ),
    async exportBookingsCsv(query, filters) {
      const { data, error } = await searched(
        ordered(bookingRows(BOOKINGS.csv, filters, false), BOOKINGS, query),
        BOOKINGS.search,
        query.search,
      ).csv();
      failed(error);
      return typeof data === 'string' ? data : '';
    },
    async booking(id) {
      const { data, error } = await api.GET('/admin/bookings/{id}', { params: { path: { id } }, ...quietErrors });
      if (error) throw new Error(error.message);
      return data.data as AdminBookingAnswer;
    },
    async cancelBooking(id, reason) {
      const { error } = await api.POST('/admin/bookings/{id}/cancel', {
        params: { path: { id } },
        body: { reason },
        ...quietErrors,
      });
      if (error) throw new Error(error.message);
    },
    async concerns({ page, search, sort, status, priority }) {
      const query = { page, ...concernQuery({ search, sort }, { status, priority }) };
      const { data, error } = await api.GET('/admin/concerns', { params: { query }, ...quietErrors });
      if (error) throw new Error(error.message);
      return data.data;
    },
    async concern(id) {
      const { data, error } = await api.GET('/admin/concerns/{id}', { params: { path: { id } }, ...quietErrors });
      if (error) throw new Error(error.message);
      return data.data;
    },
    async setConcernStatus(id, status) {
      const { data, error } = await api.PUT('/admin/concerns/{id}/status', {
        params: { path: { id } },
        body: { status },
        ...quietErrors,
      });
      if (error) throw new Error(error.message);
      return data.data;
    },
    async replyToConcern(id, body) {
      const { data, error } = await api.POST('/admin/concerns/{id}/replies', {
        params: { path: { id } },
        body: { body },
        ...quietErrors,
      });
      if (error) throw new Error(error.message);
      return data.data;
    },
    async payments(list, { page, search, sort }) {
      const { data, error } = await api.GET('/admin/payments', {
        params: { query: { list, page, search, ...sortQuery(sort, paymentSorts) } },
        ...quietErrors,
      });
      if (error) throw new Error(error.message);
      return data.data;
    },
    async refundInvoice(id, amountCents, reason) {
      const { data, error } = await api.POST('/admin/invoices/{id}/refunds', {
        params: { path: { id } },
        body: { amountCents, reason },
        ...quietErrors,
      });
      if (error) throw new Error(error.message);
      return data.message;
    },

    async reviews({ page: index, search, state }) {
      const { from, to } = pageRange(index);
      const { data, error } = await api.GET('/admin/reviews', {
        params: {
          query: { limit: to - from + 1, offset: from, state, ...(search.trim() ? { search: search.trim() } : {}) },
        },
        ...quietErrors,
      });
      if (error) throw new Error(error.message);
      return { rows: data.data, total: data.total };
    },
    async moderateReview(id, change) {
      const { data, error } = await api.POST('/admin/reviews/{id}/moderation', {
        params: { path: { id } },
        body: change,
        ...quietErrors,
      });
      if (error) throw new Error(error.message);
      return data.message;
    },
    deletedItems: (query) =>
      page<DeletedItemRow>(
        pageOf(
          supabase
            .from('deleted_items')
            .select('id, table_name, record_id, label, deleted_at, deleted_by_email', withTotal)
            .order('deleted_at', newestFirst)
            .order('id', newestFirst),
          ['label'],
          query,
        ),
      ),
    restoreDeletedItem: (id) => done(supabase.rpc('restore_deleted_item', { item_id: id })),

    auditLog: ({ page: index, filter }) => {
      const { from, to } = pageRange(index);
      return page<AuditRow>(
        auditFiltered(supabase.from('audit_log').select(AUDIT_COLUMNS, withTotal), filter)
          .order('at', newestFirst)
          .order('id', newestFirst)
          .range(from, to),
      );
    },
    async exportConcernsCsv(query, filters) {
      const { data, error } = await api.GET('/admin/exports/concerns', {
        params: { query: concernQuery(query, filters) },
        ...quietErrors,
      });
      if (error) throw new Error(error.message);
      return data.csv;
    },
    async setConcernsStatus(ids, status) {
      const { data, error } = await api.POST('/admin/concerns/status', { body: { ids, status }, ...quietErrors });
      if (error) throw new Error(error.message);
      return data.changed;
    },
    async exportPaymentsCsv(list, { search, sort }) {
      const { data, error } = await api.GET('/admin/exports/payments', {
        params: { query: { list, search, ...sortQuery(sort, paymentSorts) } },
        ...quietErrors,
      });
      if (error) throw new Error(error.message);
      return data.csv;
    },
    async auditExport(filter) {
      const lines: AuditRow[] = [];
      for (let start = 0; ; start += AUDIT_EXPORT_CHUNK) {
        const chunk = await rows<AuditRow>(
          auditFiltered(supabase.from('audit_log').select(AUDIT_COLUMNS), filter)
            .order('at', newestFirst)
            .order('id', newestFirst)
            .range(start, start + AUDIT_EXPORT_CHUNK - 1),
        );
        lines.push(...chunk);
        if (chunk.length < AUDIT_EXPORT_CHUNK) return lines;
      }
    },
  };
}
