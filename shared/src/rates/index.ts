export * from './provinces';
export * from './rates';
