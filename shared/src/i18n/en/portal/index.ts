import { portalConsentsWords } from './consents';
import { portalDocumentsWords } from './documents';
import { portalHomeWords } from './home';
import { portalSectionsWords } from './sections';
import { portalShellWords } from './shell';
import { portalSignInWords } from './sign-in';

/**
 * ours: the borrower portal's words (issue 38, ADR 118), one object the portal reads in the page's language. Not
 * part of the public site's catalogue (en/index.ts): only the portal loads them, and its French twin
 * (fr/portal/index.ts) downloads only on a French portal page.
 */
export const portalWords = {
  shell: portalShellWords,
  signIn: portalSignInWords,
  home: portalHomeWords,
  sections: portalSectionsWords,
  consents: portalConsentsWords,
  documents: portalDocumentsWords,
} as const;

export type PortalWords = typeof portalWords;
