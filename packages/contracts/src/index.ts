export * from './common';
export * from './constants';
export * from './industries';
export * from './errors';
export * from './progress';
export * from './jobs';
export * from './entities';
export * from './http';
