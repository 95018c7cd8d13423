import type { widgetsWords } from '../en/widgets';
import type { Words } from '../words';

export const widgetsFr: Words<typeof widgetsWords> = {
  optional: 'Facultatif',
  close: 'Fermer',
  cancel: 'Annuler',
  home: 'Accueil',
  website: 'Site Web',
  notifications: 'Notifications',
  closeToast: 'Fermer la notification',
};
