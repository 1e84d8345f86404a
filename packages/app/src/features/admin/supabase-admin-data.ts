import { type GatewayError, gatewayErrorSentence } from '@injury-assist/flows';
import type { SupabaseClient } from '@supabase/supabase-js';
import { api, quietErrors } from '../../lib/api/client';
import type {
  AdminData,
  BlogRow,
  CategoryRow,
  EventRow,
  NotificationRow,
  PageRow,
  ProfileRow,
  SeoRow,
  ServiceRow,
  UserDetailsAnswer,
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

const EMPTY_SEO: SeoRow = { site_title: '', site_description: '', keywords: '', og_image: null, analytics_id: null };

/** The admin area's calls over supabase-js (spec §7), and API v1 for what the gateway does not expose. */
export function supabaseAdminData(supabase: SupabaseClient): AdminData {
  const newestFirst = { ascending: false } as const;
  const exact = { count: 'exact', head: true } as const;
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

    users: () =>
      rows<ProfileRow>(
        supabase
          .from('profiles')
          .select('*, service_providers(id, business_name, verification_status)')
          .order('created_at', newestFirst),
      ),
    setUserVerified: (id, isVerified) =>
      done(supabase.from('profiles').update({ is_verified: isVerified }).eq('id', id)),
    async userDetails(id) {
      const { data, error } = await api.GET('/admin/users/{id}', { params: { path: { id } }, ...quietErrors });
      if (error) throw new Error(error.message);
      return data.data as UserDetailsAnswer;
    },

    services: () =>
      rows<ServiceRow>(
        supabase.from('services').select('*, service_categories(name, parent_id)').order('created_at', newestFirst),
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
    saveCategory: (id, payload) =>
      done(
        id === null
          ? supabase.from('service_categories').insert(payload)
          : supabase.from('service_categories').update(payload).eq('id', id),
      ),
    deleteCategory: (id) => done(supabase.from('service_categories').delete().eq('id', id)),

    blogs: () => rows<BlogRow>(supabase.from('blogs').select('*').order('created_at', newestFirst)),
    saveBlog: (id, payload) =>
      done(id === null ? supabase.from('blogs').insert(payload) : supabase.from('blogs').update(payload).eq('id', id)),
    setBlogPublished: (id, isPublished) =>
      done(supabase.from('blogs').update({ is_published: isPublished }).eq('id', id)),
    deleteBlog: (id) => done(supabase.from('blogs').delete().eq('id', id)),

    pages: () => rows<PageRow>(supabase.from('cms_pages').select('*').order('created_at', newestFirst)),
    savePage: (id, payload) =>
      done(
        id === null
          ? supabase.from('cms_pages').insert(payload)
          : supabase.from('cms_pages').update(payload).eq('id', id),
      ),
    setPagePublished: (id, isPublished) =>
      done(supabase.from('cms_pages').update({ is_published: isPublished }).eq('id', id)),
    deletePage: (id) => done(supabase.from('cms_pages').delete().eq('id', id)),

    events: () =>
      rows<EventRow>(
        supabase.from('events').select('*, service_providers(business_name)').order('event_date', { ascending: true }),
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
  };
}
