export * from './clean';
export * from './intl';
export * from './phone';
export * from './text';
