import { siteAuthWords } from '@maplestone/shared/i18n/en/site';
import { Dialog } from '../../../components/ui/dialog';
import { useWords } from '../../../lib/i18n';
import { LoginForm } from './login-form';

/** The header's Agent Login dialog. */
export default function LoginDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const w = useWords('site', 'auth', siteAuthWords);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={w.title} description={w.subtitle}>
      <LoginForm onDone={() => onOpenChange(false)} />
      <p className="mt-4 text-center text-xs text-slate-500">{w.staffOnly}</p>
    </Dialog>
  );
}
