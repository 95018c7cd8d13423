import { type Agent, type AgentAdminUpdate, adminMessages, agentAdminUpdateSchema } from '@maplestone/shared';
import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { type FieldErrors, get, useFormState } from 'react-hook-form';
import * as z from 'zod';
import { Field, FormDialog } from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import {
  ApplicationLinkFields,
  agentFieldValues,
  CalendlyBioFields,
  NamePhoneFields,
  SocialLinkFields,
} from '../back-office/agent-fields';
import { AgentImageFields } from '../back-office/agent-images';
import { AGENT_PHOTOS, photoToasts } from '../back-office/agent-photos';
import { SeoFields } from '../back-office/agent-seo-fields';
import { useUpdateAgent } from './api';

const a = adminMessages;
const t = a.agents;

/** The dialog's tabs (spec: Basic Info, Social Links, App Links, SEO) and the form fields each holds. */
const TABS = [
  {
    value: 'basic',
    label: a.agentTabs[0],
    fields: ['name', 'email', 'phone', 'calendly_link', 'bio', 'fr.bio', 'crm_email', 'profile_slug'],
  },
  { value: 'social', label: a.agentTabs[1], fields: ['social_links'] },
  { value: 'links', label: a.agentTabs[2], fields: ['application_links'] },
  { value: 'seo', label: a.agentTabs[3], fields: ['seo_settings', 'fr.seo_settings'] },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const editFields = agentAdminUpdateSchema.pick({
  name: true,
  email: true,
  phone: true,
  calendly_link: true,
  bio: true,
  crm_email: true,
  profile_slug: true,
  social_links: true,
  application_links: true,
  seo_settings: true,
  fr: true,
});
/** An agent with a profile URL may change it but not empty it ('Profile slug cannot be empty'). */
const withSlug = editFields;
/** An agent without one (new agents have none) may leave it empty: nothing is sent. */
const withoutSlug = editFields.extend({
  profile_slug: z.preprocess((value) => (value === '' ? undefined : value), editFields.shape.profile_slug),
});

const editValues = (agent: Agent) => ({
  ...agentFieldValues.profile(agent),
  email: agent.email,
  crm_email: agent.crm_email ?? '',
  profile_slug: agent.profile_slug ?? '',
  ...agentFieldValues.social(agent),
  ...agentFieldValues.links(agent),
  ...agentFieldValues.seo(agent),
  // Both tabs' French, sent whole: the bio (Basic Info) and the meta tags (SEO).
  fr: { ...agentFieldValues.profile(agent).fr, ...agentFieldValues.seo(agent).fr },
});

/**
 * Edit an agent: one form in four tabs, saved together with one PATCH (all tabs stay mounted, so a
 * refusal in a hidden tab brings that tab forward). Headshot and banner are saved as soon as they are
 * uploaded, with the spec's toasts, apart from the form.
 */
export function AgentEditDialog({
  agent,
  open,
  onOpenChange,
  onSubmit,
}: {
  agent: Agent | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (changes: AgentAdminUpdate) => Promise<unknown>;
}) {
  const [tab, setTab] = useState<TabValue>('basic');
  useEffect(() => {
    if (open) setTab('basic');
  }, [open]);
  if (!agent) return null;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.editTitle(agent.name)}
      description={t.editDescription}
      schema={agent.profile_slug ? withSlug : withoutSlug}
      defaultValues={editValues(agent)}
      onSubmit={onSubmit}
      submitLabel={t.save}
      width="max-w-5xl"
    >
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TabValue)}>
        <TabList name={agent.name} tab={tab} onShowErrors={setTab} />
        <Tabs.Content value="basic" forceMount className={panelClass}>
          <NamePhoneFields />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field name="email" label={t.email}>
              <Input type="email" inputMode="email" autoComplete="off" aria-required />
            </Field>
            <Field name="crm_email" label={t.crmEmail} hint={t.crmEmailHint} optional>
              <Input type="email" inputMode="email" autoComplete="off" />
            </Field>
          </div>
          <Field name="profile_slug" label={t.slug} hint={t.slugHint} optional={!agent.profile_slug}>
            <Input autoCapitalize="none" spellCheck={false} />
          </Field>
          <CalendlyBioFields />
          <AgentPhotos agent={agent} />
        </Tabs.Content>
        <Tabs.Content value="social" forceMount className={panelClass}>
          <SocialLinkFields />
        </Tabs.Content>
        <Tabs.Content value="links" forceMount className={panelClass}>
          <ApplicationLinkFields />
        </Tabs.Content>
        <Tabs.Content value="seo" forceMount className={panelClass}>
          <SeoFields agent={agent} />
        </Tabs.Content>
      </Tabs.Root>
    </FormDialog>
  );
}

const panelClass =
  'space-y-5 pt-5 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-navy-500 data-[state=inactive]:hidden';

const tabHasError = (errors: FieldErrors, value: TabValue) =>
  TABS.find((item) => item.value === value)?.fields.some((field) => get(errors, field) !== undefined) ??
  false;

/** The tab list; a tab with a refused field is marked, and a refused save shows the first such tab. */
function TabList({
  name,
  tab,
  onShowErrors,
}: {
  name: string;
  tab: TabValue;
  onShowErrors: (tab: TabValue) => void;
}) {
  const { errors, submitCount } = useFormState();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new submit moves to a refused tab
  useEffect(() => {
    if (submitCount === 0 || tabHasError(errors, tab)) return;
    const refused = TABS.find((item) => tabHasError(errors, item.value));
    if (refused) onShowErrors(refused.value);
  }, [submitCount]);
  return (
    <Tabs.List
      aria-label={t.editTitle(name)}
      className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1"
    >
      {TABS.map(({ value, label }) => {
        const refused = tabHasError(errors, value);
        return (
          <Tabs.Trigger
            key={value}
            value={value}
            className={cn(
              '-mb-px shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600',
              'hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-navy-500',
              'data-[state=active]:border-navy-700 data-[state=active]:text-navy-950',
              refused && 'text-maple-700',
            )}
          >
            {label}
            {refused ? (
              <span className="ml-1.5 inline-block size-1.5 rounded-full bg-maple-600" aria-hidden />
            ) : null}
          </Tabs.Trigger>
        );
      })}
    </Tabs.List>
  );
}

/**
 * Headshot and banner, each saved on the agent as soon as it is uploaded (PATCH one field), under that agent's
 * prefix: 'Headshot uploaded successfully!' when one is set, 'Agent updated' when it is removed.
 */
function AgentPhotos({ agent }: { agent: Agent }) {
  const toasts = photoToasts({ removed: a.agentUpdated, removeFailed: a.updateAgentFailed });
  const save = useUpdateAgent({
    success: (_saved, { changes }) => toasts.success(changes),
    failure: (_error, { changes }) => toasts.failure(changes),
  });
  return (
    <AgentImageFields
      images={AGENT_PHOTOS}
      agent={agent}
      save={(changes) => save.mutateAsync({ id: agent.id, changes })}
      endpoint="/api/admin/uploads"
      agentId={agent.id}
      removeDescription={t.imageRemoveDescription}
    />
  );
}
