// Loaded beside the applications list (a dynamic import), not before the page: the shared schema itself.
export { leadListSchema } from '@maplestone/shared';
