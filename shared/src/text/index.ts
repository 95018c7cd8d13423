export * from './clean';
export * from './intl';
export * from './text';
