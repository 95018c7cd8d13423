import { peopleCommonWords } from './people/common';
/**
 * ours: the words of the building blocks every public form and dialog uses (web/src/components), English;
 * French in fr/widgets.ts (ADR 085).
 */
export const widgetsWords = {
  optional: 'Optional',
  close: 'Close',
  cancel: 'Cancel',
  /** The first crumb of every page's breadcrumb trail (structured data). */
  home: 'Home',
  /** The bots' trap field's label (hidden from people): a bot reads it like any field's. */
  website: peopleCommonWords.website,
  /** The toasts' region and each toast's close button (sonner's own words otherwise). */
  notifications: 'Notifications',
  closeToast: 'Close toast',
} as const;
