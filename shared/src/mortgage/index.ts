export * from './affordability';
export * from './frequency';
export * from './insurance';
export * from './money';
export * from './payment';
export * from './quote';
export * from './rules';
export * from './schedule';
