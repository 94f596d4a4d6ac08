// @pathshala/shared-api/classroom: a batch's page — its materials, assignments and board (calls and hooks).
export * from './materials';
export * from './assignments';
export * from './board';
