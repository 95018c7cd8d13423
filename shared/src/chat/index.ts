export * from '../i18n/en/chat';
export * from './contact';
export * from './errors';
export * from './language';
export * from './lead';
export * from './stream';
