import { lenderSchema } from '@maplestone/shared';
import * as z from 'zod';

export const publicLenderSchema = lenderSchema.pick({
  name: true,
  logo_url: true,
  type: true,
  display_order: true,
});
export const publicLendersSchema = z.array(publicLenderSchema);
