import { createAudienceHandler } from '../lib/audience';

/** Anonymous visitors: public reads and lead capture. */
export const handler = createAudienceHandler('public-api', {
  getHealth: async () => (await import('../http/system/get-health')).getHealth,
  listRates: async () => (await import('../http/public/list-rates')).listRates,
  getBestRate: async () => (await import('../http/public/get-best-rate')).getBestRate,
  getRateHistory: async () => (await import('../http/public/get-rate-history')).getRateHistory,
  getNews: async () => (await import('../http/public/get-news')).getNews,
  listLenders: async () => (await import('../http/public/list-lenders')).listLenders,
  listTestimonials: async () => (await import('../http/public/list-testimonials')).listTestimonials,
  listProducts: async () => (await import('../http/public/list-products')).listProducts,
  getProduct: async () => (await import('../http/public/get-product')).getProduct,
  listServices: async () => (await import('../http/public/list-services')).listServices,
  getService: async () => (await import('../http/public/get-service')).getService,
  listActiveAgents: async () => (await import('../http/public/list-active-agents')).listActiveAgents,
  listAgentOptions: async () => (await import('../http/public/list-agent-options')).listAgentOptions,
  getAgent: async () => (await import('../http/public/get-agent')).getAgent,
  listPosts: async () => (await import('../http/public/list-posts')).listPosts,
  getPost: async () => (await import('../http/public/get-post')).getPost,
  createLead: async () => (await import('../http/public/create-lead')).createLead,
  subscribeNewsletter: async () => (await import('../http/public/subscribe-newsletter')).subscribeNewsletter,
  recordEvent: async () => (await import('../http/public/record-event')).recordEvent,
  createRateAlert: async () => (await import('../http/public/create-rate-alert')).createRateAlert,
  unsubscribeRateAlertByToken: async () =>
    (await import('../http/public/unsubscribe-rate-alert')).unsubscribeRateAlertByToken,
  rearmRateAlertByToken: async () => (await import('../http/public/rearm-rate-alert')).rearmRateAlertByToken,
  showSubscriptionConfirmation: async () =>
    (await import('../http/public/show-subscription-confirmation')).showSubscriptionConfirmation,
  confirmSubscriptionByToken: async () =>
    (await import('../http/public/confirm-subscription')).confirmSubscriptionByToken,
});
