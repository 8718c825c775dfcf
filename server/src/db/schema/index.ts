// The one schema both drivers (PGlite and pg) use; drizzle-kit generates server/drizzle from it.
export * from './communities';
export * from './users';
export * from './vehicles';
export * from './reports';
export * from './payments';
export * from './tokens';
export * from './plate-lookups';
export * from './lot-counters';
export * from './invitations';
export * from './audit';
export * from './stay-nights';
export * from './resilience';
export * from './patrol';
export * from './guest-nights';
