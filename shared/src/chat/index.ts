export * from './contact';
export * from './errors';
export * from './lead';
export * from './stream';
