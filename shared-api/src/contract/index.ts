export * from './common';
export * from './auth';
export * from './users';
export * from './posts';
