/** @maplestone/shared: the domain core shared by the web app and the Lambdas. Pure, no I/O. */

export * from './admin-messages';
export * from './brand';
export * from './chat';
export * from './consent';
export * from './dashboard-messages';
export * from './domain';
export * from './i18n/en/messages';
export * from './i18n/en/purchase-cost';
export * from './lead-desk';
export * from './mortgage';
export * from './rates';
export * from './schemas';
export * from './staff-messages';
export * from './text';
export * from './uploads';
