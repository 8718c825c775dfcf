// @parking/shared/testing: the fake portal every workspace's component tests use. The API is
// answered at the HTTP boundary (no module mocks), users sign in as the shell stores them, and
// screens render inside the portal's providers. Tests only: production code never imports it.
export {
  deferred,
  fakeAdapter,
  fakeServer,
  lastRequestTo,
  matchRoute,
  pathOf,
  queryOf,
  requestsTo,
  type FakeReply,
  type FakeRequest,
  type RouteReply,
  type Routes,
} from './fake-server';
export {
  signInAdmin,
  signInAs,
  signInOwner,
  signInReadonly,
  signInRenter,
  signOut,
  storeTestCommunity,
  type SignInOptions,
  type SignedIn,
} from './sign-in';
export { guestQuota } from './guest-quota-builders';
export {
  activeCount,
  auditEntry,
  community,
  contact,
  dueQuote,
  loginResponse,
  nextTestId,
  notification,
  onsiteVehicle,
  owner,
  quote,
  renterLoginResponse,
  renterVehicle,
  spotTypes,
  vehicle,
  violation,
} from './builders';
export { AUDIT_LOG_ROUTE, auditLogReply, matchesAuditFilters } from './audit-log';
export {
  portalWrapper,
  pretendPhoneWidth,
  renderInPortal,
  testQueryClient,
  type PortalRenderOptions,
} from './render';
