import { contentBlogWords } from '@maplestone/shared/i18n/en/content';
import { posts } from '../../data/repositories/posts';
import { deleteById } from '../delete-by-id';

/** DELETE /api/admin/posts/{id}: the post and its slug. */
export const deletePost = deleteById((id) => posts.remove(id), contentBlogWords.notFound);
