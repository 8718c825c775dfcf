// spec §4, §8: before an owner vehicle goes from offsite to onsite, the active counts decide
// whether it may (lot and unit limits) and whether to tell how few spots remain.
import {
  FAILURE,
  availability,
  extraCarGraceDate,
  extraCarMessages,
  mayExceedUnitByOne,
  unitMaxReachedMessage,
  LIMIT,
  type ActiveCountData,
} from '@parking/shared/domain';

export type OnsitePrecheck =
  { allowed: false; message: string } | { allowed: true; notice: string | null };

/** Warning mode (docs/adr/0028): the community's setting and grace date, the new checkout. */
export interface WarningMode {
  use_warning_status: number | boolean;
  warning_grace_date?: string | null;
  checkout: string;
}

export function onsitePrecheck(
  count: ActiveCountData,
  availabilityWarningBuffer: number,
  warning?: WarningMode,
): OnsitePrecheck {
  // spec §4: offsite to onsite is blocked when the owner count or total count is over its limit.
  if (!count.allcountok) return { allowed: false, message: FAILURE.overTotalLimit };
  // spec §8 Unit max will be exceeded: in warning mode one owner's car may be over a full unit.
  const extraCar =
    warning !== undefined &&
    mayExceedUnitByOne({
      ...warning,
      carowner: 'owner',
      ownercount: count.ownercount,
      rentercount: count.rentercount,
      maxunitactive: count.maxunitactive,
    });
  if (!count.ownercountok && extraCar) {
    const grace = extraCarGraceDate(warning.warning_grace_date, warning.checkout);
    return { allowed: true, notice: extraCarMessages(count.maxunitactive, grace).join(' ') };
  }
  if (!count.ownercountok) {
    return {
      allowed: false,
      message: unitMaxReachedMessage(count.maxunitactive, count.ownercount, count.rentercount),
    };
  }
  if (count.maxallactive <= 0) return { allowed: true, notice: null };
  // spec §9: the availability warning triggers at or below availability_warning_buffer.
  const lot = availability({
    parking_allowed_hoa: count.maxallactive,
    allcount: count.allcount,
    availability_warning_buffer: availabilityWarningBuffer,
  });
  return {
    allowed: true,
    notice: lot.warning ? LIMIT.parkingAvailable(Math.max(0, lot.remaining - 1)) : null,
  };
}
