export { newsPageSchema } from '@maplestone/shared';
