/** @maplestone/shared: the domain core shared by the web app and the Lambdas. Pure, no I/O. */

export * from './brand';
export * from './chat';
export * from './consent';
export * from './domain';
export * from './i18n/en/common';
export * from './i18n/en/purchase-cost';
export * from './i18n/en/staff/admin/index';
export * from './i18n/en/staff/agent-dashboard/index';
export * from './i18n/en/staff/back-office/index';
export * from './lead-desk';
export * from './mortgage';
export * from './rates';
export * from './schemas';
export * from './text';
export * from './uploads';
