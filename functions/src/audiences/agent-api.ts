import { createMyDocument } from '../http/me/create-my-document';
import { createMyPost } from '../http/me/create-my-post';
import { createMyTestimonial } from '../http/me/create-my-testimonial';
import { createMyUpload } from '../http/me/create-my-upload';
import { deleteMyDocument } from '../http/me/delete-my-document';
import { deleteMyPost } from '../http/me/delete-my-post';
import { getMe } from '../http/me/get-me';
import { getMyAgent } from '../http/me/get-my-agent';
import { getMyAnalytics } from '../http/me/get-my-analytics';
import { getMyPost } from '../http/me/get-my-post';
import { listMyDocuments } from '../http/me/list-my-documents';
import { listMyLeads } from '../http/me/list-my-leads';
import { listMyPosts } from '../http/me/list-my-posts';
import { listMyTestimonials } from '../http/me/list-my-testimonials';
import { updateMyAgent } from '../http/me/update-my-agent';
import { updateMyLead } from '../http/me/update-my-lead';
import { updateMyPost } from '../http/me/update-my-post';
import { createAudienceHandler } from '../lib/http';

/** Signed-in users: their identity, and an agent's own records. */
export const handler = createAudienceHandler('agent-api', {
  getMe,
  getMyAgent,
  updateMyAgent,
  createMyUpload,
  listMyDocuments,
  createMyDocument,
  deleteMyDocument,
  listMyPosts,
  getMyPost,
  createMyPost,
  updateMyPost,
  deleteMyPost,
  listMyTestimonials,
  createMyTestimonial,
  listMyLeads,
  updateMyLead,
  getMyAnalytics,
});
