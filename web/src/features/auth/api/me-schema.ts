import { profileSchema } from '@maplestone/shared';
import * as z from 'zod';

/** GET /api/me: who is signed in. Loaded beside the call (`./me.ts`), so a guard needs no zod to render. */
export const meSchema = profileSchema.extend({
  email: z.string().max(254).nullable(),
  agent_id: z.string().max(64).nullable(),
});
export type Me = z.infer<typeof meSchema>;
