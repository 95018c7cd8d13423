import { type Agent, dashboardMessages, staffMessages } from '@maplestone/shared';
import { BilingualFields, Field } from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';

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
