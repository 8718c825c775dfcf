// Patrol in the field (docs/adr/0027-patrol-in-the-field.md): the tow rule and tow list, photos
// on violations, and the authorised-plates list a patrol phone keeps for lookups without signal.
// The wire shapes are zod schemas in schemas/patrol.ts (docs/adr/0035).
export type {
  AuthorisedPlate,
  AuthorisedPlatesResponse,
  ClearTowRequest,
  TowEntry,
  TowViolation,
} from './schemas/patrol';

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
