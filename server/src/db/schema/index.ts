// Every table of the database; later features add a module here and re-export it.
export * from './matching';
export * from './users';
export * from './teacher-payment-accounts';
export * from './sessions';
export * from './password-resets';
export * from './posts';
export * from './notifications';
export * from './batches';
export * from './schedule';
export * from './classroom';
export * from './payments';
export * from './ratings';
export * from './reports';
export * from './audit-log';
export * from './mail-queue';
export * from './rate-limits';
