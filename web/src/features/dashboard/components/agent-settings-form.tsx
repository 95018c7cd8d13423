import { type Agent, type AgentSelfUpdateInput, dashboardMessages } from '@maplestone/shared';
import { type ComponentType, type ReactNode, useId } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { agentFieldValues } from '../../../components/back-office/agent-fields';
import { useUnsavedChanges } from '../../../components/back-office/unsaved-changes';
import { Form, type SchemaSource, SubmitButton, useZodForm } from '../../../components/form';
import { dashboardSchemas, useUpdateMyAgent } from '../api';
import type { DashboardTabProps } from '../nav';
import { SettingsCard } from './settings-card';

const d = dashboardMessages;
const s = d.settings;

/**
 * One card of the agent's settings (Profile, Social, Links, SEO): a form over a pick of the shared
 * agentSelfUpdateSchema that saves with PATCH /api/me/agent. The body is the form's parsed values, so an
 * emptied optional field is sent as null (cleared). Saved, the form restarts from the record the API
 * answered (no longer dirty) and the agent's caches, the public page's included, are refreshed.
 */
export function AgentSettingsForm<TInput extends FieldValues, TOutput extends AgentSelfUpdateInput>({
  agent,
  schema,
  values,
  success,
  failure,
  heading,
  lead,
  children,
}: {
  agent: Agent;
  schema: SchemaSource<TInput, TOutput>;
  /** The form's values for a record (null → ''). */
  values: (agent: Agent) => DefaultValues<TInput>;
  success: string;
  failure: string;
  heading: string;
  lead: string;
  /** The <Field>s (and anything that watches them, such as a preview). */
  children: ReactNode;
}) {
  const form = useZodForm(schema, { defaultValues: values(agent) });
  useUnsavedChanges(form.formState.isDirty);
  const save = useUpdateMyAgent({ success, failure, onSuccess: (updated) => form.reset(values(updated)) });
  const headingId = useId();

  return (
    <SettingsCard headingId={headingId} heading={heading} lead={lead}>
      <Form form={form} onSubmit={(changes) => save.mutate(changes)} className="mt-5 space-y-5">
        {children}
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <SubmitButton pending={save.isPending} pendingLabel={s.saving} className="w-full sm:w-auto">
            {s.save}
          </SubmitButton>
        </div>
      </Form>
    </SettingsCard>
  );
}

/**
 * A settings tab (Profile, Social, Links, SEO): an AgentSettingsForm over its section's schema, values,
 * toasts ('Profile updated successfully!'), heading and lead, around the section's fields.
 */
export function agentSettingsTab(
  section: keyof typeof agentFieldValues,
  Fields: ComponentType<{ agent: Agent }>,
) {
  const schema: SchemaSource<FieldValues, AgentSelfUpdateInput> = () =>
    dashboardSchemas().then((m) => m[`${section}Schema`]);
  const values = agentFieldValues[section] as (agent: Agent) => DefaultValues<FieldValues>;
  return function AgentSettingsTab({ agent }: DashboardTabProps) {
    return (
      <AgentSettingsForm
        agent={agent}
        schema={schema}
        values={values}
        success={d[`${section}Updated`]}
        failure={d[`${section}Failed`]}
        heading={s[section].heading}
        lead={s[section].lead}
      >
        <Fields agent={agent} />
      </AgentSettingsForm>
    );
  };
}
