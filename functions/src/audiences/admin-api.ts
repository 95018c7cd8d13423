import { createAudienceHandler } from '../lib/audience';

/** Super admins: the whole platform. */
export const handler = createAudienceHandler(
  'admin-api',
  {
    createAdminUpload: async () => (await import('../http/admin/create-upload')).createAdminUpload,
    createAgent: async () => (await import('../http/admin/create-agent')).createAgent,
    createLender: async () => (await import('../http/admin/create-lender')).createLender,
    createPost: async () => (await import('../http/admin/create-post')).createPost,
    createProduct: async () => (await import('../http/admin/create-product')).createProduct,
    createRate: async () => (await import('../http/admin/create-rate')).createRate,
    createService: async () => (await import('../http/admin/create-service')).createService,
    createTestimonial: async () => (await import('../http/admin/create-testimonial')).createTestimonial,
    deleteAgent: async () => (await import('../http/admin/delete-agent')).deleteAgent,
    deleteLead: async () => (await import('../http/admin/delete-lead')).deleteLead,
    deleteLender: async () => (await import('../http/admin/delete-lender')).deleteLender,
    deletePost: async () => (await import('../http/admin/delete-post')).deletePost,
    deleteProduct: async () => (await import('../http/admin/delete-product')).deleteProduct,
    deleteRate: async () => (await import('../http/admin/delete-rate')).deleteRate,
    deleteService: async () => (await import('../http/admin/delete-service')).deleteService,
    deleteTestimonial: async () => (await import('../http/admin/delete-testimonial')).deleteTestimonial,
    exportLeadsCsv: async () => (await import('../http/admin/export-leads')).exportLeadsCsv,
    getLeadExport: async () => (await import('../http/admin/get-lead-export')).getLeadExport,
    getAnalytics: async () => (await import('../http/admin/get-analytics')).getAnalytics,
    getAnalyticsAgents: async () => (await import('../http/admin/get-analytics')).getAnalyticsAgents,
    getAttention: async () => (await import('../http/admin/get-attention')).getAttention,
    listAdminLenders: async () => (await import('../http/admin/list-lenders')).listAdminLenders,
    listAdminProducts: async () => (await import('../http/admin/list-products')).listAdminProducts,
    listAdminRates: async () => (await import('../http/admin/list-rates')).listAdminRates,
    listAdminServices: async () => (await import('../http/admin/list-services')).listAdminServices,
    listAgents: async () => (await import('../http/admin/list-agents')).listAgents,
    listAdminAgentOptions: async () =>
      (await import('../http/admin/list-agent-options')).listAdminAgentOptions,
    listAllLeads: async () => (await import('../http/admin/list-leads')).listAllLeads,
    listAllPosts: async () => (await import('../http/admin/list-posts')).listAllPosts,
    listAllTestimonials: async () => (await import('../http/admin/list-testimonials')).listAllTestimonials,
    updateAgent: async () => (await import('../http/admin/update-agent')).updateAgent,
    getLead: async () => (await import('../http/admin/get-lead')).getLead,
    updateLead: async () => (await import('../http/admin/update-lead')).updateLead,
    getLeadHistory: async () => (await import('../http/admin/get-lead-history')).getLeadHistory,
    createLeadNote: async () => (await import('../http/admin/create-lead-note')).createLeadNote,
    reassignLead: async () => (await import('../http/admin/reassign-lead')).reassignLead,
    withdrawLeadConsent: async () =>
      (await import('../http/admin/withdraw-lead-consent')).withdrawLeadConsent,
    reassignAgentLeads: async () => (await import('../http/admin/reassign-agent-leads')).reassignAgentLeads,
    updateLender: async () => (await import('../http/admin/update-lender')).updateLender,
    updatePost: async () => (await import('../http/admin/update-post')).updatePost,
    updateProduct: async () => (await import('../http/admin/update-product')).updateProduct,
    updateRate: async () => (await import('../http/admin/update-rate')).updateRate,
    updateService: async () => (await import('../http/admin/update-service')).updateService,
    updateTestimonial: async () => (await import('../http/admin/update-testimonial')).updateTestimonial,
    scrapeRatesNow: async () => (await import('../http/admin/scrape-rates')).scrapeRatesNow,
    getRateAlertSummary: async () =>
      (await import('../http/admin/get-rate-alert-summary')).getRateAlertSummary,
    listAudit: async () => (await import('../http/admin/list-audit')).listAudit,
    listPrivacyRequests: async () =>
      (await import('../http/admin/privacy-list-requests')).listPrivacyRequests,
    createPrivacyRequest: async () =>
      (await import('../http/admin/privacy-create-request')).createPrivacyRequest,
    updatePrivacyRequest: async () =>
      (await import('../http/admin/privacy-update-request')).updatePrivacyRequest,
    searchPrivacy: async () => (await import('../http/admin/privacy-search')).searchPrivacy,
    exportPrivacy: async () => (await import('../http/admin/privacy-export')).exportPrivacy,
    anonymisePerson: async () => (await import('../http/admin/privacy-anonymise')).anonymisePerson,
  },
  // Every write of this audience is recorded in the audit log (ADR 069); no other Lambda bundles it.
  { audit: async () => (await import('../lib/audit')).runAudited },
);
