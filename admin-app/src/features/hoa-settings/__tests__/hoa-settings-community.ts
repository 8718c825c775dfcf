// The HOA Settings tests' community: every updatehoa setting as hoa_data answers it, and the
// layout calls the guest terms' editor makes that jsdom lacks.
import type { Community } from '@parking/shared/domain';

export const settings = {
  parking_allowed_hoa: 40,
  parking_allowed_unit: 5,
  parking_allowed_renter: 2,
  owner_free_parking_spots: 1,
  renter_free_parking_spots: 1,
  season_adjust_unit: 0,
  season_adjust_renter: 0,
  season_parking_fee_factor: 1,
  use_availability_factor: false,
  use_warning_status: 0 as const,
  availability_warning_buffer: 2,
  parking_information_url: '',
  reminder_time: '18:00',
  tow_violation_count: 0,
  tow_window_days: 30,
  warning_grace_date: null,
  guest_unit_nights: 0,
  guest_max_consecutive: 0,
  guest_cooldown_nights: 0,
  guest_owner_types: ['visitor'],
};

export function community(overrides: Partial<Community> = {}): Community {
  return {
    ...settings,
    hoaid: 'demo',
    name: 'Demo Community',
    parking_spots: [],
    ...overrides,
  } as Community;
}

/** jsdom has no layout: ProseMirror asks for points and rectangles when it handles clicks. */
export function pretendEditorLayout() {
  document.elementFromPoint = () => null;
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}
