import { messages } from '@maplestone/shared';
import { BackOfficeShell, PanelPlaceholder } from '../../../components/ui/back-office-shell';

/** /super-admin's panel (its tabs come in the back-office issue). */
export function AdminPanel({ name, onLogout }: { name: string; onLogout: () => void }) {
  return (
    <BackOfficeShell title="Super Admin" name={name} onLogout={onLogout}>
      <PanelPlaceholder items={Object.values(messages.admin.tabs)} />
    </BackOfficeShell>
  );
}
