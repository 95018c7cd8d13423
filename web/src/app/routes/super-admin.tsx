import { AdminPanel } from '../../features/admin/components/admin-panel';
import { useTitle } from '../../lib/use-title';
import { RequireRole } from '../require-role';

export default function SuperAdminRoute() {
  useTitle('Admin panel');
  return (
    <RequireRole allow={['super_admin']}>
      {(session, signOut) => (
        <AdminPanel name={session.me.full_name ?? session.me.email ?? ''} onLogout={signOut} />
      )}
    </RequireRole>
  );
}
