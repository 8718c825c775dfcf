export * from './field-errors';
export * from './account';
export * from './vehicle';
export * from './community-forms';
