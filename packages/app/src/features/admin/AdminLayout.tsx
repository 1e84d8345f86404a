import { FullPageSpinner } from '@injury-assist/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AreaLayout } from '../../app/AreaLayout';
import { adminNav } from '../../app/area-navigation';
import { paths } from '../../config/paths';
import { loadSupabase } from '../../lib/supabase';
import { AdminBell, useLiveNotifications } from './AdminBell';
import type { AdminData } from './admin-data';
import { AdminDataProvider } from './admin-data-context';
import { supabaseAdminData } from './supabase-admin-data';

/** The admin area's frame with its data given: the header's bell and the live feed. */
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
        onSignOut={onSignOut}
      />
    </AdminDataProvider>
  );
}

function LiveFeed() {
  useLiveNotifications();
  return null;
}

/** /admin: the area over supabase-js, loaded with the area (no other area downloads it). */
export default function AdminLayout() {
  const client = useQuery({
    queryKey: ['supabase-client'],
    queryFn: loadSupabase,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const supabase = client.data;
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
