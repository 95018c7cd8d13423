import { leadSchema } from '@maplestone/shared';
import * as z from 'zod';

export const leadListSchema = z.array(leadSchema);
