import type { Words } from '../i18n/words';
import type { widgetsWords } from '../words/widgets';

export const widgetsFr: Words<typeof widgetsWords> = {
  optional: 'Facultatif',
  close: 'Fermer',
  cancel: 'Annuler',
  home: 'Accueil',
  website: 'Site Web',
  notifications: 'Notifications',
  closeToast: 'Fermer la notification',
};
