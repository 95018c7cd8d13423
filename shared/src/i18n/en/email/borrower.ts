/**
 * ours: the e-mails of the borrower's portal (issue 38, ADR 118): the invitation with its sign-in link, a new link,
 * and the sign-in code. Written in the applicant's language: French in fr/email/borrower.ts, which the functions
 * import by module (it is not part of the public site's French chunk).
 */
export const borrowerEmailWords = {
  invitation: {
    subject: (brand: string) => `${brand}: complete your mortgage application online`,
    heading: 'Your mortgage file is ready',
    greeting: (name: string) => `Hello ${name},`,
    /** `broker`: the broker who sent the invitation. */
    body: (broker: string, brand: string) =>
      `${broker} at ${brand} has opened a secure file for your mortgage. You can fill in your application, sign the consents and send your documents from your phone or computer, and pick up where you left off at any time.`,
    coApplicant:
      'You were added as a co-applicant: you will see the shared parts of the file and your own details only.',
    action: 'Open my file',
    expires:
      'This link works once, for 7 days. Afterwards, sign in with a code sent to this address, or ask for a new link on the sign-in page.',
    noPassword: 'There is no password to create.',
  },
  newLink: {
    subject: (brand: string) => `${brand}: your new sign-in link`,
    heading: 'Your new sign-in link',
    body: 'Here is a new link to your mortgage file. Any earlier link no longer works.',
    action: 'Open my file',
    expires: 'This link works once, for 7 days.',
  },
  code: {
    subject: (code: string) => `${code} is your sign-in code`,
    heading: 'Your sign-in code',
    body: 'Enter this code on the sign-in page to open your mortgage file:',
    expires: 'It works for 10 minutes. Asking for a new code replaces this one.',
  },
  ignore: 'If you did not ask for this, you can ignore this e-mail: nobody can open your file without it.',
  never: (brand: string) => `${brand} will never ask you for this link or code by phone or text message.`,
} as const;

export type BorrowerEmailWords = typeof borrowerEmailWords;
