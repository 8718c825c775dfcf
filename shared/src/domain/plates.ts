// Plate lookup for enforcement: one spelling of a plate everywhere, and the shapes of
// the lookup calls. A plate is stored and searched upper case without spaces or dashes, so
// 'abc-123', 'ABC 123' and 'ABC123' are one plate.
import type { TowViolation } from './patrol';
import type { CarOwnerType, Dstr } from './types';

/** Upper case, no spaces, dashes or dots (as migration 0005 does in SQL): the one spelling a plate is stored and found by. */
export function normalizePlate(plate: string): string {
  return plate.replace(/[\s.-]+/g, '').toUpperCase();
}

/** A state is compared upper case and trimmed ('pa ' is PA). */
export function normalizePlateState(state: string): string {
  return state.trim().toUpperCase();
}

/** The spec's dumpster placeholder plate (spec §4): many units may hold one. */
export const DUMPSTER_PLATE = 'DUMPSTER';

/** Shown on the enforce page for a plate that is unknown, offsite, expired or deleted. */
export const NOT_AUTHORISED = 'Not authorised';
export const AUTHORISED = 'Authorised';

/** Registration refusals and warnings about plates. */
export const PLATE_MESSAGES = {
  sameUnit: 'This plate is already registered to this unit',
  onsiteElsewhere: (unit: string) =>
    `Warning: this plate is already onsite for unit ${unit}. Please check the plate.`,
  lookupRequired: 'Please enter a plate',
} as const;

export interface PlateLookupRequest {
  plate: string;
  plate_state?: string;
}

export interface PlateLookupResponse {
  /** The plate as searched (normalised). */
  plate: string;
  authorised: boolean;
  unitnumber?: string;
  /** The community's display name of the spot type. */
  vehicle_type?: string;
  make?: string;
  model?: string;
  plate_state?: string;
  /** Checkout date of the authorising (or most recent) registration. */
  enddate?: Dstr;
  carownertype?: CarOwnerType;
  /** Last night paid by card, when a payment covers the stay. */
  paid_through?: Dstr;
  /** Warning mode (docs/adr/0028): the onsite car is its unit's one car over the maximum. */
  over_unit_limit?: boolean;
  /** docs/adr/0029: the onsite guest car is past a guest rule (its nights in a row, its unit's). */
  over_guest_limit?: boolean;
  violation_count: number;
  /** The community's tow rule lists the plate (docs/adr/0027); absent when the rule is off. */
  tow_eligible?: boolean;
  /** The violations behind a tow-eligible plate, newest first. */
  tow_violations?: TowViolation[];
  /** Why a plate is not authorised (absent when it is). */
  reason?: NotAuthorisedReason;
  /** The day the car was last set offsite, when the reason is 'offsite' and it is known. */
  offsite_since?: Dstr;
}

/**
 * Why a plate is not authorised: it is offsite, its checkout has passed, its registration was
 * deleted, or the community has never registered it.
 */
export type NotAuthorisedReason = 'offsite' | 'expired' | 'deleted' | 'unknown';

export const NOT_AUTHORISED_REASONS: readonly NotAuthorisedReason[] = [
  'offsite',
  'expired',
  'deleted',
  'unknown',
];

/** The enforce page's sentence for a reason (an officer reads it at arm's length). */
export function notAuthorisedText(
  answer: Pick<PlateLookupResponse, 'reason' | 'offsite_since' | 'enddate'>,
): string | null {
  switch (answer.reason) {
    case 'offsite':
      return answer.offsite_since
        ? `Registered, but set offsite on ${answer.offsite_since}.`
        : 'Registered, but not parked (offsite).';
    case 'expired':
      return answer.enddate
        ? `The stay ended: checkout was ${answer.enddate}.`
        : 'The stay ended: its checkout has passed.';
    case 'deleted':
      return 'The registration of this plate was deleted.';
    case 'unknown':
      return 'No vehicle with this plate is registered in the community.';
    default:
      return null;
  }
}

/** One row of the caller's recent lookups (the last 20, newest first). */
export interface RecentPlateLookup {
  _id: string;
  plate: string;
  plate_state: string;
  authorised: boolean;
  unitnumber: string;
  /** ISO timestamp of the lookup. */
  looked_up_at: string;
}

/** Admin creates a patrol login in the Owners panel (no unit): schemas/accounts (docs/adr/0035). */
export type { RegisterPatrolRequest, RegisterPatrolResponse } from './schemas/accounts';

/** Beyond spec: the answer to insert/modify vehicle may carry a plate warning (not a refusal). */
export interface PlateWarning {
  plate_warning?: string;
}
