/**
 * The brokerage's licence ('FSRA Licence #13472'): the header's and the e-mails'. A module of its own so an e-mail
 * can say it without the frame's other words; French in fr/licence.ts.
 */
export const licence = (licenceNumber: string) => `FSRA Licence #${licenceNumber}`;
