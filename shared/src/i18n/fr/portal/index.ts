import type { PortalWords } from '../../en/portal/index';
import type { Words } from '../../words';
import { portalConsentsFr } from './consents';
import { portalDocumentsFr } from './documents';
import { portalHomeFr } from './home';
import { portalSectionsFr } from './sections';
import { portalShellFr } from './shell';
import { portalSignInFr } from './sign-in';

/**
 * Les mots du portail de l’emprunteur en français canadien (issue 38, ADR 118) : un morceau que seules les pages
 * françaises du portail téléchargent. Son type est celui de l’anglais : une clé manquante échoue à la compilation.
 */
export const portalFr: Words<PortalWords> = {
  shell: portalShellFr,
  signIn: portalSignInFr,
  home: portalHomeFr,
  sections: portalSectionsFr,
  consents: portalConsentsFr,
  documents: portalDocumentsFr,
};
