import { createAgent } from '../http/admin/create-agent';
import { createLender } from '../http/admin/create-lender';
import { createPost } from '../http/admin/create-post';
import { createProduct } from '../http/admin/create-product';
import { createRate } from '../http/admin/create-rate';
import { createService } from '../http/admin/create-service';
import { createTestimonial } from '../http/admin/create-testimonial';
import { createAdminUpload } from '../http/admin/create-upload';
import { deleteAgent } from '../http/admin/delete-agent';
import { deleteLead } from '../http/admin/delete-lead';
import { deleteLender } from '../http/admin/delete-lender';
import { deletePost } from '../http/admin/delete-post';
import { deleteProduct } from '../http/admin/delete-product';
import { deleteRate } from '../http/admin/delete-rate';
import { deleteService } from '../http/admin/delete-service';
import { deleteTestimonial } from '../http/admin/delete-testimonial';
import { exportLeadsCsv } from '../http/admin/export-leads';
import { getAnalytics } from '../http/admin/get-analytics';
import { listAgents } from '../http/admin/list-agents';
import { listAllLeads } from '../http/admin/list-leads';
import { listAdminLenders } from '../http/admin/list-lenders';
import { listAllPosts } from '../http/admin/list-posts';
import { listAdminProducts } from '../http/admin/list-products';
import { listAdminRates } from '../http/admin/list-rates';
import { listAdminServices } from '../http/admin/list-services';
import { listAllTestimonials } from '../http/admin/list-testimonials';
import { scrapeRatesNow } from '../http/admin/scrape-rates';
import { updateAgent } from '../http/admin/update-agent';
import { updateLead } from '../http/admin/update-lead';
import { updateLender } from '../http/admin/update-lender';
import { updatePost } from '../http/admin/update-post';
import { updateProduct } from '../http/admin/update-product';
import { updateRate } from '../http/admin/update-rate';
import { updateService } from '../http/admin/update-service';
import { updateTestimonial } from '../http/admin/update-testimonial';
import { createAudienceHandler } from '../lib/http';

/** Super admins: the whole platform. */
export const handler = createAudienceHandler('admin-api', {
  createAdminUpload,
  createAgent,
  createLender,
  createPost,
  createProduct,
  createRate,
  createService,
  createTestimonial,
  deleteAgent,
  deleteLead,
  deleteLender,
  deletePost,
  deleteProduct,
  deleteRate,
  deleteService,
  deleteTestimonial,
  exportLeadsCsv,
  getAnalytics,
  listAdminLenders,
  listAdminProducts,
  listAdminRates,
  listAdminServices,
  listAgents,
  listAllLeads,
  listAllPosts,
  listAllTestimonials,
  updateAgent,
  updateLead,
  updateLender,
  updatePost,
  updateProduct,
  updateRate,
  updateService,
  updateTestimonial,
  scrapeRatesNow,
});
