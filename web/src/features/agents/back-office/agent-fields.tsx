import { type Agent, dashboardMessages, staffMessages } from '@maplestone/shared';
import { useWatch } from 'react-hook-form';
import { BilingualFields, Field } from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { agentPagePath } from '../agent-dashboard/api';
import { agentPageMeta } from '../page-meta';

/**
 * The agent settings' field groups (Profile, Social, Links, SEO), shared by the agent dashboard's tabs
 * and the super admin's edit dialog. Each is a set of <Field>s inside a <Form> over (a pick of) the
 * shared agent update schemas, whose field names they use; the form around them decides what is saved.
 */

const s = dashboardMessages.settings;
const fr = staffMessages.french.label;

/** `keys` of `record` as form text: an absent or null value is ''. */
export function textValues<K extends string>(
  keys: readonly K[],
  record: Partial<Record<K, string | null>> | null | undefined,
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, record?.[key] ?? ''])) as Record<K, string>;
}

export const SOCIAL_KEYS = ['facebook', 'instagram', 'youtube', 'linkedin', 'website'] as const;
const LINKS = [
  { key: 'apply', label: s.links.apply },
  { key: 'contact_form', label: s.links.contactForm },
  { key: 'rate_quote', label: s.links.rateQuote },
  { key: 'scheduler', label: s.links.scheduler },
] as const;
export const APPLICATION_LINK_KEYS = LINKS.map((link) => link.key);
export const SEO_KEYS = ['meta_title', 'meta_description', 'meta_keywords', 'og_image'] as const;
/** The meta tags written in French too (issue 37); the share image is the same in both languages. */
const FRENCH_SEO_KEYS = ['meta_title', 'meta_description', 'meta_keywords'] as const;

/**
 * The form values of each group for a record (null → ''). The French bio goes with the profile and the French
 * meta tags with SEO (issue 37): each tab sends its part of `fr`, which the API merges as it does the groups.
 */
export const agentFieldValues = {
  profile: (agent: Agent) => ({
    name: agent.name,
    ...textValues(['phone', 'calendly_link', 'bio'] as const, agent),
    fr: textValues(['bio'] as const, agent.fr),
  }),
  social: (agent: Agent) => ({ social_links: textValues(SOCIAL_KEYS, agent.social_links) }),
  links: (agent: Agent) => ({
    application_links: textValues(APPLICATION_LINK_KEYS, agent.application_links),
  }),
  seo: (agent: Agent) => ({
    seo_settings: textValues(SEO_KEYS, agent.seo_settings),
    fr: { seo_settings: textValues(FRENCH_SEO_KEYS, agent.fr?.seo_settings) },
  }),
};

/** Full name and phone (a two-column row on wide screens). */
export function NamePhoneFields() {
  const t = s.profile;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field name="name" label={t.name}>
        <Input autoComplete="name" aria-required />
      </Field>
      <Field name="phone" label={t.phone} optional>
        <Input type="tel" autoComplete="tel" />
      </Field>
    </div>
  );
}

/** Calendly link, and the bio in English and beside it in French (issue 37). */
export function CalendlyBioFields() {
  const t = s.profile;
  return (
    <>
      <Field name="calendly_link" label={t.calendly} hint={t.calendlyHint} optional>
        <Input type="url" inputMode="url" placeholder="https://calendly.com/your-name" />
      </Field>
      <BilingualFields
        english={
          <Field name="bio" label={t.bio} optional>
            <Textarea rows={6} />
          </Field>
        }
        french={
          <Field name="fr.bio" label={fr(t.bio)} optional>
            <Textarea rows={6} lang="fr" />
          </Field>
        }
      />
    </>
  );
}

/** Profile (spec: full name required, phone of tel type, Calendly link a URL, bio). */
export function ProfileFields() {
  return (
    <>
      <NamePhoneFields />
      <CalendlyBioFields />
    </>
  );
}

/** The five social links shown as icons on the agent's page; an emptied one is cleared. */
export function SocialLinkFields() {
  return (
    <>
      {SOCIAL_KEYS.map((key) => (
        <Field key={key} name={`social_links.${key}`} label={s.social[key]} optional>
          <Input type="url" inputMode="url" placeholder="https://" />
        </Field>
      ))}
    </>
  );
}

/** The agent's own application, contact form, rate quote and scheduler pages. */
export function ApplicationLinkFields() {
  return (
    <>
      {LINKS.map(({ key, label }) => (
        <Field key={key} name={`application_links.${key}`} label={label} optional>
          <Input type="url" inputMode="url" placeholder="https://" />
        </Field>
      ))}
    </>
  );
}

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
