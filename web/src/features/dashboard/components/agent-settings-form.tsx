import { type Agent, type AgentSelfUpdateInput, dashboardMessages } from '@maplestone/shared';
import { type ReactNode, useId } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useUnsavedChanges } from '../../../components/back-office/unsaved-changes';
import { Form, type SchemaSource, SubmitButton, useZodForm } from '../../../components/form';
import { useUpdateMyAgent } from '../api';
import { SettingsCard } from './settings-card';

const s = dashboardMessages.settings;

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
