// Response schemas of /api/parking, keyed by success status: Fastify serialises only
// the fields listed, so a response carries what the API contract (and its screens) names and
// nothing a row happens to hold. Routes that answer with a CSV file are left without one.
import type {
  GetVehiclesForOwnerResponse,
  MonthlyPaymentTotal,
  ParkingSummary,
  PaymentQuote,
  PaymentRecord,
  PaymentsResponse,
  UnitListItem,
} from '@parking/shared/domain';
import {
  activeCountFields,
  changeHistoryFields,
  communityFields,
  communityOptional,
  decimal,
  exactly,
  flag,
  guestLimits,
  integer,
  listOf,
  messageFields,
  nullableInteger,
  nullableText,
  ownerCountFields,
  spotTypeList,
  text,
  vehicle,
  vehicleFields,
  zeroOrOne,
  type Fields,
} from './response-fields';
import type {
  GuestPlateStanding,
  GuestQuotaResponse,
  GuestQuotaUnit,
  GuestQuotaUnitsResponse,
} from '@parking/shared/domain';

const ok = (schema: object) => ({ 200: schema });
const created = (schema: object) => ({ 201: schema });

// ---------- community ----------

export const communityResponse = ok(exactly(communityFields, communityOptional));
/** update_contact_info and updatehoahelp: the updated community with the spec §8 message. */
export const communityUpdateResponse = ok(
  exactly({ ...communityFields, ...messageFields }, communityOptional),
);
export const spotTypesResponse = ok(spotTypeList);
export const unitNumbersResponse = ok(
  listOf(exactly({ unitnumber: text, status_flag: zeroOrOne } satisfies Fields<UnitListItem>)),
);
export const parkingSummaryResponse = ok(
  exactly({
    spaces: integer,
    allcount: integer,
    available: integer,
  } satisfies Fields<ParkingSummary>),
);

// ---------- vehicles ----------

/** insert/modify may add a plate warning (plate onsite for another unit). */
// Warning mode (docs/adr/0028): the unit's extra car also carries the spec's warning text.
const savedVehicle = exactly(
  { ...vehicleFields, plate_warning: text, limit_warning: listOf(text) },
  ['userdata', 'plate_warning', 'limit_warning'],
);
export const vehicleResponse = ok(savedVehicle);
export const vehicleCreatedResponse = created(savedVehicle);
export const vehicleListResponse = ok(listOf(vehicle));
export const vehiclesForOwnerResponse = ok(
  exactly({
    vehicles: listOf(vehicle),
    renter_free_parking: integer,
  } satisfies Fields<GetVehiclesForOwnerResponse>),
);
/** get_car_usage_renter_warning: every row carries the unit owner's contact (spec §3 userdata). */
export const carUsageResponse = ok(listOf(exactly(vehicleFields, ['version'])));
export const changeHistoryResponse = ok(exactly({ vehicleid: text, ...changeHistoryFields }));
export const activeCountResponse = ok(exactly(activeCountFields));
export const ownerCountResponse = ok(exactly(ownerCountFields));

// ---------- owners, violations, notifications ----------

// ---------- payments ----------

export const paymentQuoteResponse = ok(
  exactly(
    {
      quote_id: nullableText,
      expires_at: nullableText,
      checkin: text,
      checkout: text,
      nights: integer,
      nights_paid: integer,
      nights_free: integer,
      nights_due: integer,
      nights_repriced: integer,
      reprice_total: decimal,
      dayprice: decimal,
      total_price: decimal,
      payment_due: flag,
      reason: {
        type: ['string', 'null'],
        enum: ['free_spot', 'nights_paid', 'no_nights', 'admin', null],
      },
      guest_limits: guestLimits,
    } satisfies Fields<PaymentQuote>,
    ['guest_limits'],
  ),
);

export const paymentRecord = exactly({
  payment_id: text,
  paid_at: text,
  paid_on: text,
  unitnumber: text,
  plate: text,
  vehicle_type: text,
  payer_role: text,
  first_night: text,
  checkout: text,
  nights: integer,
  amount: decimal,
  refunded: decimal,
  transaction_id: text,
  quote_id: nullableText,
  status: { type: 'string', enum: ['succeeded', 'refunded', 'refund_failed'] },
} satisfies Fields<PaymentRecord>);

export const paymentsResponse = ok(
  exactly({
    payments: listOf(paymentRecord),
    monthly_totals: listOf(
      exactly({
        month: text,
        payments: integer,
        amount: decimal,
      } satisfies Fields<MonthlyPaymentTotal>),
    ),
  } satisfies Fields<PaymentsResponse>),
);

// ---------- guest quotas (docs/adr/0029) ----------

export const guestQuotaResponse = ok(
  exactly({
    rules_on: flag,
    guest_unit_nights: integer,
    guest_max_consecutive: integer,
    guest_cooldown_nights: integer,
    guest_owner_types: listOf(text),
    unit: guestLimits,
    plates: listOf(
      exactly({
        plate: text,
        vehicleid: text,
        enddate: text,
        limits: guestLimits,
      } satisfies Fields<GuestPlateStanding>),
    ),
  } satisfies Fields<GuestQuotaResponse>),
);

export const guestQuotaUnitsResponse = ok(
  exactly({
    rules_on: flag,
    units: listOf(
      exactly({
        unitnumber: text,
        owner_name: text,
        unit_limit: nullableInteger,
        unit_used: integer,
        unit_booked: integer,
        unit_left: nullableInteger,
      } satisfies Fields<GuestQuotaUnit>),
    ),
  } satisfies Fields<GuestQuotaUnitsResponse>),
);
