/**
 * The brokerage's licence in French ('Permis de l’ARSF no 13472'): the header's and the French e-mails'. A module
 * of its own so an e-mail can say it without the frame's other words.
 */
export const licenceFr = (licenceNumber: string) => `Permis de l’ARSF no\u00a0${licenceNumber}`;
