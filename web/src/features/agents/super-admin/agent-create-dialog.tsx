import { type AgentCreateRequest, adminMessages, agentCreateRequestSchema } from '@maplestone/shared';
import { Field, FormDialog } from '../../../components/form';
import { Input } from '../../../components/ui/input';

const t = adminMessages.agents;

const EMPTY = { fullName: '', email: '', password: '' };

/**
 * Create agent (spec §5: full name, e-mail and password all required, checked by the schema the API
 * uses). The password hint is the user pool's policy, which Cognito applies when the agent is created.
 */
export function AgentCreateDialog({
  open,
  onOpenChange,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (request: AgentCreateRequest) => Promise<unknown>;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.createTitle}
      description={t.createDescription}
      schema={agentCreateRequestSchema}
      defaultValues={EMPTY}
      onSubmit={onSubmit}
      submitLabel={t.createSubmit}
    >
      <Field name="fullName" label={t.fullName}>
        <Input autoComplete="off" aria-required />
      </Field>
      <Field name="email" label={t.email}>
        <Input type="email" autoComplete="off" inputMode="email" aria-required />
      </Field>
      <Field name="password" label={t.password} hint={t.passwordPolicy}>
        <Input type="password" autoComplete="new-password" aria-required />
      </Field>
    </FormDialog>
  );
}
