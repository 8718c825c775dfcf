// Patrol in the field (docs/adr/0027-patrol-in-the-field.md): the tow rule and tow list, photos
// on violations, and the authorised-plates list a patrol phone keeps for lookups without signal.
import type { CarOwnerType, Dstr } from './types';

/** HOA Settings: the tow rule's bounds. 0 violations turns the rule off. */
export const TOW_RULE = {
  maxViolations: 20,
  minWindowDays: 1,
  maxWindowDays: 365,
  defaultWindowDays: 30,
} as const;

export const TOW_MESSAGES = {
  eligible: 'Tow eligible',
  notFound: 'This plate is not on the tow list',
  noteRequired: 'Please say why the plate is cleared',
  cleared: (plate: string) => `${plate} cleared from the tow list`,
  ruleOff: 'The tow rule is off',
} as const;

/** One violation behind a tow-eligible plate (no reporter names: the patrol sees these too). */
export interface TowViolation {
  _id: string;
  violation_date: Dstr;
  /** HH:MM:SS */
  violation_time: string;
  violation_type: string;
  violation_location: string;
  violation_state: string;
}

/** An open entry of the tow list (admins). */
export interface TowEntry {
  _id: string;
  plate: string;
  /** The unit the plate was registered to when it became eligible ('' if none). */
  unitnumber: string;
  /** ISO timestamp. */
  eligible_at: string;
  window_start: Dstr;
  violations: TowViolation[];
}

/** `POST /api/parking/clear_tow`: admins take a plate off the tow list with a note. */
export interface ClearTowRequest {
  tow_id: string;
  note: string;
}

/** Photos on violations: at most this many, each at most this size after the browser shrinks it. */
export const PHOTO_LIMITS = {
  perViolation: 3,
  maxBytes: 300 * 1024,
  /** The longer side the browser scales a photo down to. */
  maxSide: 1600,
  types: ['image/jpeg', 'image/png'],
} as const;

export const PHOTO_MESSAGES = {
  tooMany: `At most ${PHOTO_LIMITS.perViolation} photos per violation`,
  tooLarge: `A photo may be at most ${PHOTO_LIMITS.maxBytes / 1024} KB`,
  notImage: 'Please choose a JPEG or PNG photo',
  required: 'Please choose a photo',
  notYours: 'Only the reporter or an admin may add photos to this violation',
  notFound: 'Photo not found',
} as const;

/** One authorised plate of the list a patrol phone keeps (no names, phones or e-mails). */
export interface AuthorisedPlate {
  plate: string;
  plate_state: string;
  unitnumber: string;
  /** The community's display name of the spot type. */
  vehicle_type: string;
  enddate: Dstr;
  carownertype: CarOwnerType;
}

/** `POST /api/parking/get_authorised_plates`: the community's plates onsite today. */
export interface AuthorisedPlatesResponse {
  /** ISO timestamp of the server's answer: the list's time the page shows. */
  generated_at: string;
  /** The community's date the list is for. */
  today: Dstr;
  plates: AuthorisedPlate[];
}
