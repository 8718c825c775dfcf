// @parking/shared/features: screens that more than one remote shows (spec §2): the
// Register/Modify Vehicle form with its Parking payment summary, the Onsite Vehicles and
// Violations panels, the Violation form and the Vehicle usage popup.
export { VehicleForm, type VehicleFormProps } from './vehicle-form/vehicle-form';
export { LazyVehicleForm, LazyViolationForm } from './lazy-forms';
export { MANAGEMENT_PERMISSION_NOTE, TERMS_LABEL } from './vehicle-form/vehicle-form-fields';
export type { VehicleFormRole, VehicleFormValues } from './vehicle-form/vehicle-form-values';
export { checkoutChangeRequest } from './vehicle-form/vehicle-form-values';
export { PaymentSummary, type PaymentSummaryProps } from './payment-summary/payment-summary';
export { PAYMENT_TEXT, guidanceFor } from './payment-summary/payment-texts';
export { PaymentReceipt, type PaymentReceiptProps } from './payment-summary/payment-receipt';
export {
  chargeFromQuote,
  fetchStayCharge,
  formatMoney,
  type FeeFlags,
  type StayCharge,
  type PayingRole,
} from './payment-summary/stay-charge';
export { PaymentsList, type PaymentsListProps } from './payments-list/payments-list';
export {
  OnsiteVehiclesPanel,
  ONSITE_TITLE,
  ONSITE_PLATES_TITLE,
  type OnsiteVehiclesPanelProps,
} from './onsite-vehicles/onsite-vehicles-panel';
export { ViolationsPanel, NO_VIOLATIONS, DELETE_QUESTION } from './violations/violations-panel';
export { ViolationForm, type ViolationFormProps } from './violations/violation-form';
export {
  VehicleUsagePopup,
  type VehicleUsagePopupProps,
} from './vehicle-usage/vehicle-usage-popup';
export { limitRefusalMessage, reportApiError, apiErrorMessage } from './report-api-error';
export { checkedValues, setServerErrors, useSchemaForm } from './form-checks';
export { readSessionContext, type SessionContext } from './session-context';
export {
  communityQuery,
  signedInCommunityQuery,
  unitNumbersQuery,
  useCommunityData,
  useInvalidateCommunity,
  useCommunityFlags,
  useSpotTypes,
  type CommunityData,
  type CommunityFlags,
} from './community/community-query';
export {
  unitVehiclesQuery,
  useInvalidateVehicles,
  type UnitVehiclesRequest,
} from './unit-vehicles/unit-vehicles-query';
export {
  CardPaymentForm,
  configureCardTokenizer,
  sandboxTokenizer,
  SANDBOX_TOKEN_PREFIX,
  type CardPaymentFormProps,
  type CardTokenizer,
  type CardDetails,
  type PayAndSave,
  type PaymentState,
} from './card-payment';
export { PasswordBlock } from './profile/password-block';
export {
  useChangeAdminName,
  useChangeName,
  useChangePassword,
  useChangePin,
  type AdminNameChange,
  type OwnerNameChange,
  type PasswordChange,
} from './profile/profile-mutations';
export { ProfileBlock } from './profile/profile-block';
export {
  NotificationsBlock,
  NOTIFICATIONS_SAVED,
  NOTIFICATIONS_TITLE,
  NOTIFICATIONS_UNAVAILABLE,
} from './profile/notifications-block';
export { useProfileAction } from './profile/use-profile-action';
export {
  usePagedList,
  type PagedList,
  type PagedListOptions,
  type Paging,
} from './paged-list/use-paged-list';
export { pageControlsOf, pagingOf } from './paged-list/paging-props';
export { useDebouncedValue, FILTER_DEBOUNCE_MS } from './paged-list/use-debounced-value';
export {
  LIST_PAGE_SIZE,
  carUsagePageQuery,
  firstOwnersRequest,
  notificationsPageQuery,
  onsitePageQuery,
  ownersPageQuery,
  vehiclesPageQuery,
  violationsPageQuery,
} from './paged-list/list-queries';
export { prefetchFirstQueries, prefetchFirstQueryCode } from './paged-list/first-queries';
