// Loaded beside the applications list and at the contact form's first validation (dynamic imports), not
// before the page (ADR 057): the shared schemas themselves.
export { contactFormSchema, leadListPageSchema, toContactLeadRequest } from '@maplestone/shared';
