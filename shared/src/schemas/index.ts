export * from './agents';
export * from './audit';
export * from './common';
export * from './content';
export * from './leads';
export * from './misc';
export * from './privacy';
export * from './rates';
