import { FullPageSpinner } from '@injury-assist/ui';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { AreaLayout } from '../../components/AreaLayout';
import { adminNav } from '../../config/navigation';
import { paths } from '../../config/paths';
import { setTokenSource } from '../../lib/api/client';
import { queryClient } from '../../lib/api/queries';
import { useSession } from '../../lib/session/session-context';
import { AdminBell, useLiveNotifications } from './AdminBell';
import type { AdminData } from './admin-data';
import { AdminDataProvider } from './admin-data-context';
import { type AdminSupabase, loadSupabase } from './admin-supabase';
import { supabaseAdminData } from './supabase-admin-data';

/** The admin area's frame with its data given: the header's bell, the user menu and the live feed. */
export function AdminArea({ data, onSignOut }: { data: AdminData; onSignOut?: () => Promise<void> }) {
  return (
    <AdminDataProvider data={data}>
      <LiveFeed />
      <AreaLayout
        area="Admin"
        headerTitle="Admin Dashboard"
        navLabel="Admin dashboard"
        navItems={adminNav}
        loginPath={paths.adminLogin}
        headerExtras={<AdminBell />}
        signOutMenuLabel="Logout"
        onSignOut={onSignOut}
      />
    </AdminDataProvider>
  );
}

function LiveFeed() {
  useLiveNotifications();
  return null;
}

/**
 * The admin's supabase-js session is the area's one session: API v1 calls take its access token
 * (renewed by supabase-js before the hour is up), and when it ends — its refresh token refused or
 * spent elsewhere — the admin is signed out here too.
 */
function useSupabaseSession(supabase: AdminSupabase | undefined) {
  const { signOut } = useSession();
  useEffect(() => {
    if (!supabase) return;
    setTokenSource(async () => (await supabase.auth.getSession()).data.session?.access_token ?? null);
    const { data } = supabase.auth.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT') {
        queryClient.clear();
        signOut();
      }
    });
    return () => {
      data.subscription.unsubscribe();
      setTokenSource(null);
    };
  }, [supabase, signOut]);
}

function AdminOverSupabase() {
  const client = useQuery({
    queryKey: ['supabase-client'],
    queryFn: loadSupabase,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const supabase = client.data;
  useSupabaseSession(supabase);
  const data = useMemo(() => (supabase ? supabaseAdminData(supabase) : null), [supabase]);
  if (!data || !supabase) return <FullPageSpinner label="Loading the admin area" />;
  return (
    <AdminArea
      data={data}
      onSignOut={async () => {
        await supabase.auth.signOut();
      }}
    />
  );
}

/** /admin: the area over supabase-js, loaded with the area (no other area downloads it). */
export default function AdminLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminOverSupabase />
    </QueryClientProvider>
  );
}
