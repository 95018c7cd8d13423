import { type Agent, dashboardMessages, staffMessages } from '@maplestone/shared';
import { useWatch } from 'react-hook-form';
import { BilingualFields, Field } from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { agentPagePath } from '../agent-dashboard/api';
import { agentPageMeta } from '../page-meta';

/*
 * The SEO tab's fields, apart from the other agent fields: its search preview renders the public page's head
 * (page-meta, structured data), which the profile tab must not download (its first load is budgeted, 150 KB).
 */
const s = dashboardMessages.settings;
const fr = staffMessages.french.label;

/** The spec's limits; the shared schema refuses longer texts with its own messages. */
const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;

/**
 * The meta title and description with counters, and the keywords, of one language: the English ones under
 * `seo_settings`, the French under `fr.seo_settings` (labelled '… (French)', lang="fr").
 */
function MetaTagFields({
  group,
  label,
  lang,
}: {
  group: string;
  label: (text: string) => string;
  lang?: 'fr';
}) {
  const t = s.seo;
  return (
    <>
      <Field
        name={`${group}.meta_title`}
        label={label(t.metaTitle)}
        hint={<CharacterCount name={`${group}.meta_title`} max={TITLE_MAX} />}
        optional
      >
        <Input lang={lang} />
      </Field>
      <Field
        name={`${group}.meta_description`}
        label={label(t.metaDescription)}
        hint={<CharacterCount name={`${group}.meta_description`} max={DESCRIPTION_MAX} />}
        optional
      >
        <Textarea rows={3} className="min-h-24" lang={lang} />
      </Field>
      <Field name={`${group}.meta_keywords`} label={label(t.keywords)} hint={t.keywordsHint} optional>
        <Input lang={lang} />
      </Field>
    </>
  );
}

const asIs = (text: string) => text;

/**
 * Meta title and description with counters, and keywords, in English and beside them in French (issue 37); the
 * share image, and a search result preview.
 */
export function SeoFields({ agent }: { agent: Agent }) {
  const t = s.seo;
  return (
    <>
      <BilingualFields
        english={<MetaTagFields group="seo_settings" label={asIs} />}
        french={<MetaTagFields group="fr.seo_settings" label={fr} lang="fr" />}
      />
      <Field name="seo_settings.og_image" label={t.ogImage} hint={t.ogImageHint} optional>
        <Input type="url" inputMode="url" placeholder="https://" />
      </Field>
      <SearchPreview agent={agent} />
    </>
  );
}

/** '42/60' under a field, read out politely as it changes, red once over the limit. */
function CharacterCount({ name, max }: { name: string; max: number }) {
  const t = s.seo;
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
        {s.seo.preview}
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
