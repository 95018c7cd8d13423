import { blogPostSchema } from '@maplestone/shared';
import * as z from 'zod';

export { blogPostSchema };
export const blogPostsSchema = z.array(blogPostSchema);
