// Help from the settings (docs/adr/0026-owner-day-in-one-tap.md): the help texts name the
// community's real numbers, read from its settings when the page shows, never fixed digits that
// drift from the rules the server enforces. A help text writes a number as a placeholder, e.g.
// 'Up to {unit_spaces} vehicles may be parked for a unit'; the help page fills it in and lists
// the same numbers under 'Parking rules in numbers'.
import { CHECKOUT_WINDOW_DAYS } from './dates';
import { allowancesFor, type CommunityAllowance } from './limits';

export type HelpNumberKey =
  | 'unit_spaces'
  | 'renter_spaces'
  | 'owner_free_spots'
  | 'renter_free_spots'
  | 'lot_spaces'
  | 'checkout_days';

export interface HelpNumber {
  key: HelpNumberKey;
  label: string;
  value: number;
}

const LABELS: Record<HelpNumberKey, string> = {
  unit_spaces: 'Vehicles onsite per unit',
  renter_spaces: 'Vehicles onsite for a renter',
  owner_free_spots: 'Free owner spots per unit',
  renter_free_spots: 'Free renter spots per unit',
  lot_spaces: 'Parking spaces in the community',
  checkout_days: 'Checkout at most this many days ahead',
};

/** The community's numbers as every unit without an exception gets them (spec §9). */
export function helpNumbers(community: CommunityAllowance): HelpNumber[] {
  const allowed = allowancesFor({}, community);
  const values: Record<HelpNumberKey, number> = {
    unit_spaces: allowed.maxunitactive,
    renter_spaces: allowed.maxrenteractive,
    owner_free_spots: allowed.owner_free_parking,
    renter_free_spots: allowed.renter_free_parking,
    lot_spaces: allowed.maxallactive,
    checkout_days: CHECKOUT_WINDOW_DAYS,
  };
  return (Object.keys(LABELS) as HelpNumberKey[]).map((key) => ({
    key,
    label: LABELS[key],
    value: values[key],
  }));
}

/** Fills each {placeholder} of a help text with the community's number; others stay as written. */
export function fillHelpNumbers(html: string, community: CommunityAllowance): string {
  const numbers = new Map(helpNumbers(community).map((entry) => [entry.key, entry.value]));
  return html.replace(/\{([a-z_]+)\}/g, (placeholder, key: string) => {
    const value = numbers.get(key as HelpNumberKey);
    return value === undefined ? placeholder : String(value);
  });
}
