import { testimonialPublicSchema } from '@maplestone/shared';
import * as z from 'zod';

export const homeTestimonialsSchema = z.array(testimonialPublicSchema);
