// spec §8 renter add: the limit overlays a renter sees before the Register form opens, built
// from get_active_count with the shared limit-message builders.
import {
  availability,
  renterMaxReachedMessage,
  renterOverFreeSpotsMessages,
  unitMaxReachedMessage,
  type ActiveCountData,
} from '@parking/shared/domain';

export interface RenterAddCheck {
  /** false: a maximum is reached and the Register form does not open. */
  allowed: boolean;
  /** The overlay's lines; empty when nothing needs saying. */
  messages: string[];
}

export function renterAddCheck(count: ActiveCountData, warningBuffer: number): RenterAddCheck {
  if (!count.rentercountok || count.rentercount >= count.maxrenteractive) {
    return { allowed: false, messages: [renterMaxReachedMessage(count.maxrenteractive)] };
  }
  if (count.ownercount + count.rentercount >= count.maxunitactive) {
    return {
      allowed: false,
      messages: [unitMaxReachedMessage(count.maxunitactive, count.ownercount, count.rentercount)],
    };
  }
  const freeSpots = count.user.renter_free_parking;
  if (count.rentercount >= freeSpots) {
    // spec §8 Renter over free spots: allowed, with the notice about spots and violations.
    const lot = availability({
      parking_allowed_hoa: count.maxallactive,
      allcount: count.allcount,
      availability_warning_buffer: warningBuffer,
    });
    return { allowed: true, messages: renterOverFreeSpotsMessages(freeSpots, lot, warningBuffer) };
  }
  return { allowed: true, messages: [] };
}
