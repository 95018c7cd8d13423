import type { widgetsWords } from '../en/widgets';
import type { Words } from '../words';
import { peopleFr } from './people';

export const widgetsFr: Words<typeof widgetsWords> = {
  optional: 'Facultatif',
  close: 'Fermer',
  cancel: 'Annuler',
  home: 'Accueil',
  website: peopleFr.common.website,
  notifications: 'Notifications',
  closeToast: 'Fermer la notification',
};
