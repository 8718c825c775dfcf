// @parking/shared/domain: entity types, the API contract, the spec's messages and the pure
// business rules (dates, pricing, limits, validators). No I/O: the server imports this too.
export * from './types';
export * from './schemas';
export * from './api-contract';
export * from './messages';
export * from './dates';
export * from './pricing';
export * from './nights';
export * from './limits';
export * from './limits-validation';
export * from './limit-messages';
export * from './over-limits';
export * from './warning-mode';
export * from './validators';
export * from './paging';
export * from './plates';
export * from './spot-types';
export * from './invitations';
export * from './mail-notifications';
export * from './occupancy';
export * from './audit';
export * from './patrol';
export * from './help-numbers';
export * from './guest-quotas';
export * from './server-render';
