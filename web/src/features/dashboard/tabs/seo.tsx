import { type Agent, agentSelfUpdateSchema, messages } from '@maplestone/shared';
import { useWatch } from 'react-hook-form';
import { Field } from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { agentPageMeta } from '../../agents/page-meta';
import { agentPagePath } from '../api';
import { AgentSettingsForm, textValues } from '../components/agent-settings-form';
import type { DashboardTabProps } from '../nav';

const d = messages.dashboard;
const t = d.settings.seo;

/** The spec's limits; the shared schema refuses longer texts with its own messages. */
const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;

const seoSchema = agentSelfUpdateSchema.pick({ seo_settings: true });
const seoValues = (agent: Agent) => ({
  seo_settings: textValues(
    ['meta_title', 'meta_description', 'meta_keywords', 'og_image'] as const,
    agent.seo_settings,
  ),
});

/** SEO: meta title and description with counters, keywords, share image, and a search result preview. */
export default function SeoTab({ agent }: DashboardTabProps) {
  return (
    <AgentSettingsForm
      agent={agent}
      schema={seoSchema}
      values={seoValues}
      success={d.seoUpdated}
      failure={d.seoFailed}
      heading={t.heading}
      lead={t.lead}
    >
      <Field
        name="seo_settings.meta_title"
        label={t.metaTitle}
        hint={<CharacterCount name="seo_settings.meta_title" max={TITLE_MAX} />}
        optional
      >
        <Input />
      </Field>
      <Field
        name="seo_settings.meta_description"
        label={t.metaDescription}
        hint={<CharacterCount name="seo_settings.meta_description" max={DESCRIPTION_MAX} />}
        optional
      >
        <Textarea rows={3} className="min-h-24" />
      </Field>
      <Field name="seo_settings.meta_keywords" label={t.keywords} hint={t.keywordsHint} optional>
        <Input />
      </Field>
      <Field name="seo_settings.og_image" label={t.ogImage} hint={t.ogImageHint} optional>
        <Input type="url" inputMode="url" placeholder="https://" />
      </Field>
      <SearchPreview agent={agent} />
    </AgentSettingsForm>
  );
}

/** '42/60' under a field, read out politely as it changes, red once over the limit. */
function CharacterCount({ name, max }: { name: string; max: number }) {
  const length = (useWatch({ name }) as string | undefined)?.length ?? 0;
  return (
    <span
      aria-live="polite"
      className={cn('flex justify-end tabular-nums', length > max && 'font-semibold text-maple-700')}
    >
      <span aria-hidden>{t.count(length, max)}</span>
      <span className="sr-only">{t.countLabel(length, max)}</span>
    </span>
  );
}

/** How the page will show in search results, from what is typed now (the public page's own fallbacks). */
function SearchPreview({ agent }: { agent: Agent }) {
  const seo = useWatch({ name: 'seo_settings' }) as Agent['seo_settings'];
  const meta = agentPageMeta({ ...agent, seo_settings: seo });
  return (
    <figure className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <figcaption className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        {t.preview}
      </figcaption>
      <div className="mt-3 min-w-0" data-testid="seo-preview">
        <p className="truncate text-sm text-slate-700">
          {window.location.host}
          {agentPagePath(agent)}
        </p>
        <p className="mt-0.5 truncate text-lg text-blue-800">{meta.title}</p>
        {meta.description ? (
          <p className="mt-1 line-clamp-2 text-sm text-slate-600">{meta.description}</p>
        ) : null}
      </div>
    </figure>
  );
}
