import { staffMessages } from '@maplestone/shared';
import { BackOfficeShell } from '../../components/back-office/shell';
import { lazyTabs, TabRoutes } from '../../components/back-office/tab-routes';
import { ADMIN_NAV } from './admin-nav';

const BASE_PATH = '/super-admin';
const TABS = lazyTabs(ADMIN_NAV);

/** /super-admin/*: the shell with the admin panel's tabs. */
export function AdminLayout({ name, onLogout }: { name: string; onLogout: () => void }) {
  return (
    <BackOfficeShell
      title={staffMessages.backOffice.adminArea}
      userName={name}
      nav={ADMIN_NAV}
      basePath={BASE_PATH}
      onLogout={onLogout}
    >
      <TabRoutes tabs={TABS} basePath={BASE_PATH} tabProps={{}} />
    </BackOfficeShell>
  );
}
