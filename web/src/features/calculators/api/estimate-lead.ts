// Loaded at the estimate form's first validation (a dynamic import), not with the page (ADR 057): the
// calculators render and hydrate without zod.
export { estimateLeadFormSchema, toEstimateLeadRequest } from '@maplestone/shared';
