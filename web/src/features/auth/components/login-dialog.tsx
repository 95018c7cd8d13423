import { messages } from '@maplestone/shared';
import { Dialog } from '../../../components/ui/dialog';
import { LoginForm } from './login-form';

/** The header's Agent Login dialog. */
export default function LoginDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={messages.auth.title}
      description={messages.auth.subtitle}
    >
      <LoginForm onDone={() => onOpenChange(false)} />
      <p className="mt-4 text-center text-xs text-slate-500">For Maplestone brokers and staff.</p>
    </Dialog>
  );
}
