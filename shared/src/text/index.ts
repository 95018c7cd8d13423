export * from './clean';
export * from './text';
