/**
 * ours: the reminder e-mailed to a borrower whose broker still waits for documents (issue 38, ADR 118): at most one
 * a day per file, after three business days. Written in the applicant's language: French in fr/email/file-reminder.ts.
 */
export const fileReminderEmailWords = {
  subject: 'Reminder: your broker is waiting for documents',
  heading: 'Documents still needed for your mortgage file',
  greeting: (name: string) => `Hello ${name},`,
  body: (count: number) =>
    count === 1
      ? 'Your broker is still waiting for one document to move your mortgage file forward:'
      : `Your broker is still waiting for ${count} documents to move your mortgage file forward:`,
  /** One outstanding document: its name, and whose it is when it is another applicant's or the file's. */
  item: (document: string) => `• ${document}`,
  /** A refused document: the broker's reason, as the portal shows it. */
  refused: (document: string, reason: string) => `• ${document} (asked again: ${reason})`,
  /** Each applicant's reminder lists the file's documents and their own: another applicant gets their own. */
  howTo: 'Sign in to your file to send them. A photo taken with your phone is fine if every page is clear.',
  openFile: 'Open your file',
  why: (brand: string) =>
    `You receive this e-mail because ${brand} is preparing your mortgage file. We send at most one reminder a day, and none once your documents are complete.`,
};
