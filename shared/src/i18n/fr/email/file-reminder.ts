import type { fileReminderEmailWords } from '../../en/email/file-reminder';
import type { Words } from '../../words';

/** The documents reminder in French (issue 38, ADR 118), for an applicant whose language is French. */
export const fileReminderEmailFr: Words<typeof fileReminderEmailWords> = {
  subject: 'Rappel\u00a0: votre courtier attend des documents',
  heading: 'Documents encore requis pour votre dossier hypothécaire',
  greeting: (name) => `Bonjour ${name},`,
  body: (count) =>
    count === 1
      ? 'Votre courtier attend encore un document pour faire avancer votre dossier hypothécaire\u00a0:'
      : `Votre courtier attend encore ${count} documents pour faire avancer votre dossier hypothécaire\u00a0:`,
  item: (document) => `• ${document}`,
  refused: (document, reason) => `• ${document} (demandé de nouveau\u00a0: ${reason})`,
  howTo:
    'Connectez-vous à votre dossier pour les envoyer. Une photo prise avec votre téléphone convient si chaque page est nette.',
  openFile: 'Ouvrir votre dossier',
  why: (brand) =>
    `Vous recevez ce courriel parce que ${brand} prépare votre dossier hypothécaire. Nous envoyons au plus un rappel par jour, et aucun une fois vos documents complets.`,
};
