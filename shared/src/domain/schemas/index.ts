// The wire shapes as zod schemas (docs/adr/0035), moved here area by area.
export * from './fields';
export * from './common';
export * from './violations';
export * from './owners';
export * from './community-settings';
export * from './accounts';
export * from './reports';
export * from './audit';
export * from './occupancy';
export * from './maintenance';
export * from './notification-preferences';
