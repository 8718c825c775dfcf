// Request and response shapes of every call in spec §7. The client (`@parking/shared/api`)
// sends these. Most are the types of the wire schemas in schemas/ (docs/adr/0035), re-exported
// here where callers have always imported them.
import type {
  ActiveCountData,
  Community,
  Dstr,
  Notification,
  Owner,
  OwnerCount,
  ParkingSummary,
  SpotType,
  UnitListItem,
  Vehicle,
  VehicleChangeHistory,
} from './types';
import type { Violation } from './schemas/violations';
import type { MessageResponse } from './schemas/common';
import type { LoginResponse, RenterLoginResponse } from './schemas/accounts';
export type { MessageResponse };
import type { PaymentQuote } from './payment-contract';
export type {
  DeleteVehicleRequest,
  GetVehiclesForOwnerRequest,
  GetVehiclesForOwnerResponse,
  InsertVehicleRequest,
  ModifyVehicleRequest,
} from './schemas/vehicles';
export type { PaymentInput } from './schemas/payments';
export type {
  ActiveCountRequest,
  HoaDstrRequest,
  HoaRequest,
  OwnerCountRequest,
} from './schemas/community';
import type { GetVehiclesForOwnerResponse } from './schemas/vehicles';
import type { GuestLimits } from './guest-quotas';

/** Every error response: spec §8 "a single message field" plus field-keyed errors. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
  code?: ApiErrorCode;
  /** code price_changed: the new quote to confirm (docs/adr/0009). */
  quote?: PaymentQuote;
  /** code over_guest_limit: what is left and when the plate may return (docs/adr/0029). */
  guest_limits?: GuestLimits;
}

export type ApiErrorCode =
  | 'over_owner_parking_limit'
  | 'over_total_parking_limit'
  | 'over_renter_parking_limit'
  | 'payment_required'
  | 'payment_declined'
  | 'price_changed'
  | 'payment_in_progress'
  | 'payment_refunded'
  // docs/adr/0020: the vehicle or its unit changed between the read (or the charge) and the save
  | 'stay_changed'
  | 'vehicle_changed'
  | 'validation_error'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'rate_limited'
  | 'conflict'
  // Guest invitations: a refused link (docs/adr/0014)
  | 'invitation_not_found'
  | 'invitation_used'
  | 'invitation_expired'
  | 'invitation_revoked'
  // docs/adr/0029 guest quotas: the stay would break a guest rule
  | 'over_guest_limit';

// ---------- users ----------

// The account calls' shapes are zod schemas (docs/adr/0035); their types, where callers expect them.
export type {
  LoginRequest,
  LoginResponse,
  RenterLoginRequest,
  RenterLoginResponse,
  ForgotPasswordRequest,
  ChangePinRequest,
  ChangeNameRequest,
  ChangeAdminNameRequest,
  ChangeAvailabilityRequest,
  ChangePasswordRequest,
  ResendVerificationRequest,
  ChangeRulesAndRegsRequest,
  DeleteOwnerRequest,
  RegisterOwnerRequest,
} from './schemas/accounts';

// ---------- parking: vehicles ----------

/** GET change-vehicle-status-date/{vehicleid}/{status}/{enddate}/{curdate} */
export interface ChangeVehicleStatusParams {
  vehicleid: string;
  status: 0 | 1;
  enddate: Dstr;
  curdate: Dstr;
}

// ---------- parking: owners (admin) ----------

// ---------- parking: reports and maintenance ----------

export type { CarUsageRecord } from './schemas/vehicles';
import type { CarUsageRecord } from './schemas/vehicles';

/** Every response body by call, so client and server agree on shapes. */
export interface ApiResponses {
  login: LoginResponse;
  loginrenter: RenterLoginResponse;
  data_for_hoa: Community;
  hoa_data: Community;
  get_unit_numbers: UnitListItem[];
  parking_spot_data: SpotType[];
  get_parking_summary: ParkingSummary;
  get_active_count: ActiveCountData;
  get_vehicles_for_owner: GetVehiclesForOwnerResponse;
  get_vehicles_for_vehid: Vehicle;
  get_vehicle_change_history: VehicleChangeHistory;
  get_count_by_owner: OwnerCount;
  insert_vehicle: Vehicle;
  modify_vehicle: Vehicle;
  delete_vehicle_modify_status: Vehicle;
  change_vehicle_status_date: Vehicle;
  get_active_vehicles: Vehicle[];
  get_all_vehicles: Vehicle[];
  get_all_owners: Owner[];
  insert_violation: Violation;
  get_all_violations: Violation[];
  insert_notification: Notification;
  get_all_notifications: Notification[];
  get_car_usage_renter_warning: CarUsageRecord[];
}

// The maintenance calls' shapes are zod schemas (docs/adr/0035); their types, where callers
// expect them.
export type {
  InsertNotificationRequest,
  DeleteNotificationRequest,
  UploadCsvResponse,
  CsvImportProgress,
  UploadCsvErrorBody,
  AdjustDatesRequest,
  AdjustDatesResponse,
  SoftDeleteVehiclesRequest,
  CountResponse,
} from './schemas/maintenance';

export * from './payment-contract';
