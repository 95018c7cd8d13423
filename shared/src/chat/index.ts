export * from './contact';
export * from './errors';
export * from './language';
export * from './lead';
export * from './messages';
export * from './stream';
