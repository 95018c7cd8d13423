import { brand } from '@maplestone/shared';
import { peopleAgentWords, peopleCommonWords } from '@maplestone/shared/i18n/en/people';
import { widgetsWords } from '@maplestone/shared/i18n/en/widgets';
import type { Locale } from '@maplestone/shared/i18n/locale';
import { shownIn } from '@maplestone/shared/i18n/written';
import { type DocumentMeta, summaryOf } from '../../lib/document-meta';
import { useLocale, useLocalizedPath, useWords } from '../../lib/i18n';
import {
  type AgentSource,
  agentCanonicalPath,
  agentJsonLd,
  breadcrumbJsonLd,
} from '../../lib/structured-data';

/** What the agent page's meta tags are made of (the public page's record, or the agent's own). */
export interface AgentMetaSource extends Partial<AgentSource> {
  id: string;
  name: string;
  profile_slug?: string | null;
  seo_settings?: {
    meta_title?: string | null;
    meta_description?: string | null;
    meta_keywords?: string | null;
    og_image?: string | null;
  } | null;
  /** The bio and the meta tags in French (issue 37). */
  fr?: {
    bio?: string | null;
    seo_settings?: {
      meta_title?: string | null;
      meta_description?: string | null;
      meta_keywords?: string | null;
    } | null;
  } | null;
}

/** The words and paths of the page's language (English by default: the dashboard's SEO preview). */
export interface AgentMetaLanguage {
  locale: Locale;
  /** 'Mortgage Broker': the default title's and the Person's job title. */
  role: string;
  title: (name: string, role: string, brandName: string) => string;
  home: string;
  findBroker: string;
  /** The page's words for an agent without a bio: a French page's description when it has no French one. */
  defaultBio: (name: string, brandName: string) => string;
  /** An English site path in the page's language ('/find-broker' → '/fr/trouver-un-courtier'). */
  localize: (path: string) => string;
}

const ENGLISH: AgentMetaLanguage = {
  locale: 'en',
  role: peopleCommonWords.brokerRole,
  title: peopleAgentWords.metaTitle,
  home: widgetsWords.home,
  findBroker: peopleAgentWords.findBrokerCrumb,
  defaultBio: peopleAgentWords.about.defaultBio,
  localize: (path) => path,
};

/**
 * The agent page's head: the agent's SEO settings, else their name, bio and headshot; one canonical URL;
 * the broker as a Person working for the brokerage, and Home › Find a Broker › the agent. The page sets it
 * (in its language, useAgentPageMeta); the dashboard's SEO tab previews its title and description.
 *
 * A head cannot mark text as English (issue 37): a French page takes the French SEO settings and bio, else the
 * French default title and the page's words for an agent without a bio; its Person leaves out an English bio.
 */
export function agentPageMeta(agent: AgentMetaSource, language: AgentMetaLanguage = ENGLISH): DocumentMeta {
  const { locale } = language;
  const seo = locale === 'fr' ? agent.fr?.seo_settings : agent.seo_settings;
  const shownBio = shownIn(locale, agent.bio ?? null, agent.fr?.bio);
  const bio = shownBio.lang === locale ? shownBio.value : null;
  const canonicalPath = agentCanonicalPath(agent);
  // useDocumentMeta puts the canonical path in the page's language; the JSON-LD's paths are written here.
  const pagePath = language.localize(canonicalPath);
  return {
    title: seo?.meta_title || language.title(agent.name, language.role, brand.name),
    description:
      seo?.meta_description ||
      (bio ? summaryOf(bio) : null) ||
      (locale === 'fr' ? summaryOf(language.defaultBio(agent.name, brand.name)) : null),
    keywords: seo?.meta_keywords || null,
    image: agent.seo_settings?.og_image || agent.headshot_url || null,
    canonicalPath,
    type: 'profile',
    jsonLd: (siteUrl) => [
      agentJsonLd(siteUrl, { ...agent, bio }, pagePath, language.role),
      breadcrumbJsonLd(
        siteUrl,
        [
          { name: language.findBroker, path: language.localize('/find-broker') },
          { name: agent.name, path: pagePath },
        ],
        { name: language.home, path: language.localize('/') },
      ),
    ],
  };
}

/** The agent page's head in the page's language. */
export function useAgentPageMeta(agent: AgentMetaSource): DocumentMeta {
  const peopleText = useWords('people', 'common', peopleCommonWords);
  const w = useWords('people', 'agent', peopleAgentWords);
  const widgets = useWords('widgets', widgetsWords);
  const localize = useLocalizedPath();
  return agentPageMeta(agent, {
    locale: useLocale(),
    role: peopleText.brokerRole,
    title: w.metaTitle,
    home: widgets.home,
    findBroker: w.findBrokerCrumb,
    defaultBio: w.about.defaultBio,
    localize,
  });
}
