export { type LeadActivityApi, leadActivityApi } from './activity-api';
export { adminLeadFacets, LEAD_FACETS, leadColumns } from './lead-columns';
export { LeadDetailDialog } from './lead-detail';
export { LeadStatusBadge } from './lead-status-badge';
export { LeadStatusSelect, type LeadStatusUpdate } from './lead-status-select';
