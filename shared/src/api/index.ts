// @parking/shared/api: the axios client and one typed function per call of spec §7.
// Callers fill hoaid and dstr from the session (@parking/shared/session, domain dstr()).
export {
  configureApi,
  warmApiClient,
  type ApiOptions,
  type RequestOptions,
  type UploadProgress,
} from './client';
export { ApiError, isApiError } from './errors';
export * from './users';
export * from './vehicles';
export * from './owners';
export * from './violations';
export * from './notifications';
export * from './community';
export * from './reports';
export * from './maintenance';
export * from './config';
export * from './payments';
export * from './plate-lookup';
export * from './occupancy';
export * from './invitations';
export * from './mail-notifications';
export * from './audit';
export * from './patrol';
export * from './guest-quotas';
export { fetchAllPages } from './paging';
// Test seam for every workspace: answer this client's requests in memory (configureApi({ adapter })).
export { createFakeAdapter, type FakeReply, type FakeRequest, type FakeResponder } from './testing';
