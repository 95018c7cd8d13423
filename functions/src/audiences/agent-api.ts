import { createAudienceHandler } from '../lib/audience';

/** Signed-in users: their identity, and an agent's own records. */
export const handler = createAudienceHandler('agent-api', {
  getMe: async () => (await import('../http/me/get-me')).getMe,
  getMyAgent: async () => (await import('../http/me/get-my-agent')).getMyAgent,
  updateMyAgent: async () => (await import('../http/me/update-my-agent')).updateMyAgent,
  createMyUpload: async () => (await import('../http/me/create-my-upload')).createMyUpload,
  listMyDocuments: async () => (await import('../http/me/list-my-documents')).listMyDocuments,
  createMyDocument: async () => (await import('../http/me/create-my-document')).createMyDocument,
  deleteMyDocument: async () => (await import('../http/me/delete-my-document')).deleteMyDocument,
  listMyPosts: async () => (await import('../http/me/list-my-posts')).listMyPosts,
  getMyPost: async () => (await import('../http/me/get-my-post')).getMyPost,
  createMyPost: async () => (await import('../http/me/create-my-post')).createMyPost,
  updateMyPost: async () => (await import('../http/me/update-my-post')).updateMyPost,
  deleteMyPost: async () => (await import('../http/me/delete-my-post')).deleteMyPost,
  getMyFrenchSummary: async () => (await import('../http/me/get-my-french-summary')).getMyFrenchSummary,
  listMyTestimonials: async () => (await import('../http/me/list-my-testimonials')).listMyTestimonials,
  createMyTestimonial: async () => (await import('../http/me/create-my-testimonial')).createMyTestimonial,
  getMyAttention: async () => (await import('../http/me/get-my-attention')).getMyAttention,
  listMyLeads: async () => (await import('../http/me/list-my-leads')).listMyLeads,
  getMyLead: async () => (await import('../http/me/get-my-lead')).getMyLead,
  updateMyLead: async () => (await import('../http/me/update-my-lead')).updateMyLead,
  getMyLeadHistory: async () => (await import('../http/me/get-my-lead-history')).getMyLeadHistory,
  createMyLeadNote: async () => (await import('../http/me/create-my-lead-note')).createMyLeadNote,
  withdrawMyLeadConsent: async () =>
    (await import('../http/me/withdraw-my-lead-consent')).withdrawMyLeadConsent,
  getMyAnalytics: async () => (await import('../http/me/get-my-analytics')).getMyAnalytics,
});
