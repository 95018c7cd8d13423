import { staffMessages } from '@maplestone/shared';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { BackOfficeShell } from '../../components/back-office/shell';
import { lazyTabs, TabRoutes } from '../../components/back-office/tab-routes';
import { ADMIN_NAV } from './admin-nav';

const BASE_PATH = '/super-admin';
const TABS = lazyTabs(ADMIN_NAV);
/** A lead's borrower file (issue 38), /super-admin/files/:leadId: a page of its own, not a tab. */
const FileRoute = lazy(() => import('../../features/borrower-file/back-office/file-route'));

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
      <Routes>
        <Route
          path="files/:leadId"
          element={
            <Suspense fallback={null}>
              <FileRoute area={BASE_PATH} />
            </Suspense>
          }
        />
        <Route path="*" element={<TabRoutes tabs={TABS} basePath={BASE_PATH} tabProps={{}} />} />
      </Routes>
    </BackOfficeShell>
  );
}
