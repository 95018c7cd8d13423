import { SECTION_KEYS, type SectionKey } from '@maplestone/shared/schemas/borrower-file';

/**
 * The portal's pages, by their English paths (issue 38): a <Link> from components/ui reaches the French page
 * from a French one (FRENCH_PATHS: /fr/portail, /fr/portail/connexion, /fr/portail/demande/:section…).
 */
export const PORTAL_PATHS = {
  home: '/portal',
  signIn: '/portal/sign-in',
  consents: '/portal/consents',
  documents: '/portal/documents',
} as const;

/** 'down_payment' → 'down-payment': the section's segment of its page's path (the same in both languages). */
export const sectionSlug = (section: SectionKey) => section.replace(/_/g, '-');

export const sectionPath = (section: SectionKey) => `/portal/application/${sectionSlug(section)}`;

/** The section a path's segment names, or null. */
export function sectionOfSlug(slug: string | undefined): SectionKey | null {
  return SECTION_KEYS.find((section) => sectionSlug(section) === slug) ?? null;
}
