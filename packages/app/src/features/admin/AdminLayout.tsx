import { FullPageSpinner } from '@injury-assist/ui';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { AreaLayout } from '../../components/AreaLayout';
import { adminNav } from '../../config/navigation';
import { paths } from '../../config/paths';
import { setTokenSource } from '../../lib/api/client';
import { queryClient } from '../../lib/api/queries';
import { useSession } from '../../lib/session/session-context';
import {
  loadSupabaseAuth,
  onSupabaseAuthChange,
  renewSupabaseSessionWhenDue,
  supabaseAccessToken,
} from '../../lib/supabase';
import { AdminBell, useLiveNotifications } from './AdminBell';
import type { AdminData } from './admin-data';
import { AdminDataProvider } from './admin-data-context';
import { loadSupabase } from './admin-supabase';
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
 * (renewed by auth-js before the hour is up; auth-js is loaded when that is due), and when it ends —
 * signed out in another tab, its refresh token refused or spent elsewhere — the admin is signed out
 * here too.
 */
function useSupabaseSession() {
  const { signOut } = useSession();
  useEffect(() => {
    setTokenSource(() => supabaseAccessToken());
    const stopWaiting = renewSupabaseSessionWhenDue();
    const stopListening = onSupabaseAuthChange((event) => {
      if (event === 'SIGNED_OUT') {
        queryClient.clear();
        signOut();
      }
    });
    return () => {
      stopListening();
      stopWaiting();
      setTokenSource(null);
    };
  }, [signOut]);
}

function AdminOverSupabase() {
  const client = useQuery({
    queryKey: ['supabase-client'],
    queryFn: loadSupabase,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const supabase = client.data;
  useSupabaseSession();
  const data = useMemo(() => (supabase ? supabaseAdminData(supabase) : null), [supabase]);
  if (!data) return <FullPageSpinner label="Loading the admin area" />;
  return (
    <AdminArea
      data={data}
      onSignOut={async () => {
        await (await loadSupabaseAuth()).signOut();
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
