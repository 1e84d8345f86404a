import { containsAnyFilter, type ListPage, type ListQuery, pageRange } from '@injury-assist/domain';
import { type GatewayError, gatewayErrorSentence } from '@injury-assist/flows';
import type { AuditFilterValues } from '@injury-assist/ui';
import type { SupabaseClient } from '@supabase/supabase-js';
import { api, quietErrors } from '../../lib/api/client';
import {
  type AdminData,
  type AuditRow,
  auditTimeRange,
  type BlogRow,
  type CategoryRow,
  type EventRow,
  type NotificationRow,
  type PageRow,
  type ProfileRow,
  type SeoRow,
  type ServiceRow,
  type UserDetailsAnswer,
} from './admin-data';

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

/** One page of what the search matches in any of `columns`: an `or` of ilikes and a `Range`. */
function pageOf<Query extends { or(filters: string): Query; range(from: number, to: number): Query }>(
  query: Query,
  columns: readonly string[],
  { page: index, search }: ListQuery,
): Query {
  const filter = containsAnyFilter(columns, search);
  const { from, to } = pageRange(index);
  return (filter === null ? query : query.or(filter)).range(from, to);
}

const AUDIT_COLUMNS = 'id, at, actor_id, actor_email, action, record_kind, record_id, detail, client_ip';
/** How many lines the export asks for at a time (the gateway's pages stay small). */
const AUDIT_EXPORT_CHUNK = 1000;

/** `%term%` for ilike, with the term's own `%`, `_` and `\` matched literally. */
const containing = (term: string) => `%${term.trim().replace(/[\\%_]/g, '\\$&')}%`;

/** The audit log filtered as the Audit page asks: contains for person and action, equals for the record. */
type AuditSelect = ReturnType<ReturnType<SupabaseClient['from']>['select']>;

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
export function supabaseAdminData(supabase: SupabaseClient): AdminData {
  const newestFirst = { ascending: false } as const;
  const exact = { count: 'exact', head: true } as const;
  const withTotal = { count: 'exact' } as const;
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
    notificationPage: (query) =>
      page<NotificationRow>(
        pageOf(
          supabase.from('system_notifications').select('*', withTotal).order('created_at', newestFirst).order('id'),
          ['title', 'message'],
          query,
        ),
      ),
    onNotificationChanged(listener) {
      const channel = supabase
        .channel('admin-notifications')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'system_notifications' }, (payload) => {
          // A deletion carries the key only (docs/supabase-compat.md).
          if (payload.eventType === 'DELETE') listener({ type: 'DELETE', id: String(payload.old.id) });
          else listener({ type: payload.eventType, row: payload.new as NotificationRow });
        })
        .subscribe();
      return () => {
        void supabase.removeChannel(channel);
      };
    },

    users: (query) =>
      page<ProfileRow>(
        pageOf(
          supabase
            .from('profiles')
            .select('*, service_providers(id, business_name, verification_status)', withTotal)
            .order('created_at', newestFirst)
            .order('id'),
          ['full_name', 'email'],
          query,
        ),
      ),
    setUserVerified: (id, isVerified) =>
      done(supabase.from('profiles').update({ is_verified: isVerified }).eq('id', id)),
    async userDetails(id) {
      const { data, error } = await api.GET('/admin/users/{id}', { params: { path: { id } }, ...quietErrors });
      if (error) throw new Error(error.message);
      return data.data as UserDetailsAnswer;
    },

    services: (query) =>
      page<ServiceRow>(
        pageOf(
          supabase
            .from('services')
            .select('*, service_categories(name, parent_id)', withTotal)
            .order('created_at', newestFirst)
            .order('id'),
          ['name', 'description'],
          query,
        ),
      ),
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

    blogs: (query) =>
      page<BlogRow>(
        pageOf(
          supabase.from('blogs').select('*', withTotal).order('created_at', newestFirst).order('id'),
          ['title', 'slug'],
          query,
        ),
      ),
    saveBlog: (id, payload) =>
      done(id === null ? supabase.from('blogs').insert(payload) : supabase.from('blogs').update(payload).eq('id', id)),
    setBlogPublished: (id, isPublished) =>
      done(supabase.from('blogs').update({ is_published: isPublished }).eq('id', id)),
    deleteBlog: (id) => done(supabase.from('blogs').delete().eq('id', id)),

    pages: (query) =>
      page<PageRow>(
        pageOf(
          supabase.from('cms_pages').select('*', withTotal).order('created_at', newestFirst).order('id'),
          ['title', 'slug'],
          query,
        ),
      ),
    savePage: (id, payload) =>
      done(
        id === null
          ? supabase.from('cms_pages').insert(payload)
          : supabase.from('cms_pages').update(payload).eq('id', id),
      ),
    setPagePublished: (id, isPublished) =>
      done(supabase.from('cms_pages').update({ is_published: isPublished }).eq('id', id)),
    deletePage: (id) => done(supabase.from('cms_pages').delete().eq('id', id)),

    events: (query) =>
      page<EventRow>(
        pageOf(
          supabase
            .from('events')
            .select('*, service_providers(business_name)', withTotal)
            .order('event_date', { ascending: true })
            .order('id'),
          ['title', 'location'],
          query,
        ),
      ),
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

    auditLog: ({ page: index, filter }) => {
      const { from, to } = pageRange(index);
      return page<AuditRow>(
        auditFiltered(supabase.from('audit_log').select(AUDIT_COLUMNS, withTotal), filter)
          .order('at', newestFirst)
          .order('id', newestFirst)
          .range(from, to),
      );
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
