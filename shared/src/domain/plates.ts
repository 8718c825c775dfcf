// Plate lookup for enforcement: one spelling of a plate everywhere, and the shapes of
// the lookup calls. A plate is stored and searched upper case without spaces or dashes, so
// 'abc-123', 'ABC 123' and 'ABC123' are one plate.
// The lookup's wire shapes are zod schemas in schemas/patrol.ts (docs/adr/0035).
import type { PlateLookupResponse } from './schemas/patrol';
export type { PlateLookupRequest, PlateLookupResponse, RecentPlateLookup } from './schemas/patrol';

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

/**
 * Why a plate is not authorised: it is offsite, its checkout has passed, its registration was
 * deleted, or the community has never registered it.
 */
export const NOT_AUTHORISED_REASONS = ['offsite', 'expired', 'deleted', 'unknown'] as const;
export type NotAuthorisedReason = (typeof NOT_AUTHORISED_REASONS)[number];

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

/** Admin creates a patrol login in the Owners panel (no unit): schemas/accounts (docs/adr/0035). */
export type { RegisterPatrolRequest, RegisterPatrolResponse } from './schemas/accounts';

/** Beyond spec: the answer to insert/modify vehicle may carry a plate warning (not a refusal). */
export interface PlateWarning {
  plate_warning?: string;
}
