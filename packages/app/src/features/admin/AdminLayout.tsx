import { AreaLayout } from '../../components/AreaLayout';
import { adminNav } from '../../config/navigation';
import { paths } from '../../config/paths';
import { loadSupabase } from '../../lib/supabase';

export default function AdminLayout() {
  return (
    <AreaLayout
      area="Admin"
      headerTitle="Admin Dashboard"
      navLabel="Admin dashboard"
      navItems={adminNav}
      loginPath={paths.adminLogin}
      onSignOut={async () => {
        await (await loadSupabase()).auth.signOut();
      }}
    />
  );
}
