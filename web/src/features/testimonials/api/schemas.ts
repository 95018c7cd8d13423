import { testimonialPublicSchema } from '@maplestone/shared';
import { z } from 'zod';

export const homeTestimonialsSchema = z.array(testimonialPublicSchema);
