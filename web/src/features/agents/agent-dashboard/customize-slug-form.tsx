import { type Agent, dashboardMessages, normalizeProfileSlug, profileSlugSchema } from '@maplestone/shared';
import { useWatch } from 'react-hook-form';
import * as z from 'zod';
import { SettingsCard } from '../../../components/back-office/settings-card';
import { useUnsavedChanges } from '../../../components/back-office/unsaved-changes';
import { Field, Form, SubmitButton, useZodForm } from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { apiMessage } from '../../../lib/resource';
import { agentPagePath, useUpdateMyAgent } from './api';

const d = dashboardMessages;
const c = d.customize;

const slugSchema = z.strictObject({ profile_slug: profileSlugSchema });

/**
 * The profile slug: lowercased and stripped to a–z and 0–9 as it is typed (the rule the API applies),
 * with the public URL it gives. A slug another agent has is the API's 409 'This profile URL is already
 * taken', shown on the field and as the toast.
 */
export function CustomizeSlugForm({ agent }: { agent: Agent }) {
  const form = useZodForm(slugSchema, { defaultValues: { profile_slug: agent.profile_slug ?? '' } });
  useUnsavedChanges(form.formState.isDirty);
  const save = useUpdateMyAgent({
    success: d.profileUpdated,
    failure: (error) => apiMessage(error, 409, apiMessage(error, 400, d.saveChangesFailed)),
  });

  return (
    <SettingsCard headingId="customize-url" heading={c.urlHeading} lead={c.urlLead}>
      <Form
        form={form}
        className="mt-5 space-y-5"
        onSubmit={(changes) =>
          save.mutate(changes, {
            onSuccess: (updated) => form.reset({ profile_slug: updated.profile_slug ?? '' }),
            onError: (error) => {
              if (error instanceof ApiError && error.status === 409) {
                form.setError('profile_slug', { message: error.message }, { shouldFocus: true });
              }
            },
          })
        }
      >
        <Field
          name="profile_slug"
          label={c.slug}
          hint={<PublicUrl agent={agent} />}
          render={({ field, ids }) => (
            <Input
              ref={field.ref}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(normalizeProfileSlug(event.target.value))}
              id={ids.id}
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid || undefined}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
            />
          )}
        />
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <SubmitButton
            pending={save.isPending}
            pendingLabel={d.settings.saving}
            className="w-full sm:w-auto"
          >
            {d.settings.save}
          </SubmitButton>
        </div>
      </Form>
    </SettingsCard>
  );
}

/** The public URL the slug typed so far gives (the id's when it is empty, as the public page does). */
function PublicUrl({ agent }: { agent: Agent }) {
  const slug = useWatch<{ profile_slug: string }, 'profile_slug'>({ name: 'profile_slug' });
  const url = `${window.location.origin}${agentPagePath({ id: agent.id, profile_slug: slug })}`;
  return (
    <span className="break-all">
      {c.publicUrl}: <span className="font-medium text-navy-800">{url}</span>
    </span>
  );
}
