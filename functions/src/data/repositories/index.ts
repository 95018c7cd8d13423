/** Every repository: one per entity, each access pattern a named method (docs/data-model.md). */

export { countIndex, getItem, putItem } from '../query';
export { type Agent, type AgentChanges, agents } from './agents';
export { type AuditEntry, audit } from './audit';
export { chatTranscripts } from './chat-transcripts';
export { type AgentDocument, documents } from './documents';
export { leadActivity } from './lead-activity';
export { leadContacts } from './lead-contacts';
export { type Lead, leads } from './leads';
export { type Lender, lenders } from './lenders';
export { POST_SLUG_TAKEN, type Post, posts } from './posts';
export { privacyRequests, type StoredPrivacyRequest } from './privacy-requests';
export { type Product, products } from './products';
export { type Profile, profiles } from './profiles';
export { type Rate, rates } from './rates';
export { type Service, services } from './services';
export { type AgentDailyStats, type AgentStats, type DailyStats, stats } from './stats';
export { type Subscriber, subscribers } from './subscribers';
export { type Testimonial, testimonials } from './testimonials';
