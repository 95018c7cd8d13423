import { type Agent, type AgentSelfUpdateInput, dashboardMessages } from '@maplestone/shared';
import { type ComponentType, type ReactNode, useId } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { DashboardTabProps } from '../../../components/back-office/nav-item';
import { SettingsCard } from '../../../components/back-office/settings-card';
import { useUnsavedChanges } from '../../../components/back-office/unsaved-changes';
import { Form, type SchemaSource, SubmitButton, useZodForm } from '../../../components/form';
import { agentFieldValues } from '../back-office/agent-fields';
import { dashboardSchemas, useUpdateMyAgent } from './api';

const d = dashboardMessages;
const s = d.settings;

type Section = keyof typeof agentFieldValues;

/**
 * One card of the agent's settings (Profile, Social, Links, SEO): a form over its section's pick of the shared
 * agentSelfUpdateSchema that saves with PATCH /api/me/agent, with the section's heading, lead and toasts
 * ('Profile updated successfully!'). The body is the form's parsed values, so an emptied optional field is sent
 * as null (cleared). Saved, the form restarts from the record the API answered (no longer dirty) and the
 * agent's caches, the public page's included, are refreshed.
 */
function AgentSettingsForm({
  agent,
  section,
  schema,
  values,
  children,
}: {
  agent: Agent;
  section: Section;
  schema: SchemaSource<FieldValues, AgentSelfUpdateInput>;
  /** The form's values for a record (null → ''). */
  values: (agent: Agent) => DefaultValues<FieldValues>;
  /** The <Field>s (and anything that watches them, such as a preview). */
  children: ReactNode;
}) {
  const form = useZodForm(schema, { defaultValues: values(agent) });
  useUnsavedChanges(form.formState.isDirty);
  const save = useUpdateMyAgent({
    success: d[`${section}Updated`],
    failure: d[`${section}Failed`],
    onSuccess: (updated) => form.reset(values(updated)),
  });
  const headingId = useId();

  return (
    <SettingsCard headingId={headingId} heading={s[section].heading} lead={s[section].lead}>
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

/** A settings tab: its section's AgentSettingsForm around the section's fields. */
export function agentSettingsTab(section: Section, Fields: ComponentType<{ agent: Agent }>) {
  // Made once per tab, so the form keeps one schema loader and one values function across renders.
  const schema: SchemaSource<FieldValues, AgentSelfUpdateInput> = () =>
    dashboardSchemas().then((m) => m[`${section}Schema`]);
  const values = agentFieldValues[section] as (agent: Agent) => DefaultValues<FieldValues>;
  return function AgentSettingsTab({ agent }: DashboardTabProps) {
    return (
      <AgentSettingsForm agent={agent} section={section} schema={schema} values={values}>
        <Fields agent={agent} />
      </AgentSettingsForm>
    );
  };
}
