import { usePreloadedTab } from '../../components/back-office/tab-routes';
import { AdminLayout } from '../back-office/admin-layout';
import { ADMIN_NAV } from '../back-office/admin-nav';
import { RequireRole } from '../require-role';

/** /super-admin/*: super admins only (spec); the layout sets each tab's document title. */
export default function SuperAdminRoute() {
  usePreloadedTab(ADMIN_NAV, '/super-admin');
  return (
    <RequireRole allow={['super_admin']}>
      {(session, signOut) => (
        <AdminLayout name={session.me.full_name ?? session.me.email ?? ''} onLogout={signOut} />
      )}
    </RequireRole>
  );
}
