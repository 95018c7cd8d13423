import { createLead } from '../http/public/create-lead';
import { getAgent } from '../http/public/get-agent';
import { getBestRate } from '../http/public/get-best-rate';
import { getNews } from '../http/public/get-news';
import { getPost } from '../http/public/get-post';
import { getProduct } from '../http/public/get-product';
import { getService } from '../http/public/get-service';
import { listActiveAgents } from '../http/public/list-active-agents';
import { listAgentOptions } from '../http/public/list-agent-options';
import { listLenders } from '../http/public/list-lenders';
import { listPosts } from '../http/public/list-posts';
import { listProducts } from '../http/public/list-products';
import { listRates } from '../http/public/list-rates';
import { listServices } from '../http/public/list-services';
import { listTestimonials } from '../http/public/list-testimonials';
import { recordEvent } from '../http/public/record-event';
import { subscribeNewsletter } from '../http/public/subscribe-newsletter';
import { getHealth } from '../http/system/get-health';
import { createAudienceHandler } from '../lib/http';

/** Anonymous visitors: public reads and lead capture. */
export const handler = createAudienceHandler('public-api', {
  getHealth,
  listRates,
  getBestRate,
  getNews,
  listLenders,
  listTestimonials,
  listProducts,
  getProduct,
  listServices,
  getService,
  listActiveAgents,
  listAgentOptions,
  getAgent,
  listPosts,
  getPost,
  createLead,
  subscribeNewsletter,
  recordEvent,
});
