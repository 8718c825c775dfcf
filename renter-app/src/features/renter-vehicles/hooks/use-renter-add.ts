// spec §8: before the renter's Register form opens, get_active_count decides whether a renter
// maximum or the unit maximum is reached, or whether the over-free-spots notice must show.
import { useState } from 'react';
import { getActiveCount } from '@parking/shared/api';
import { readSessionContext, reportApiError, useCommunityFlags } from '@parking/shared/features';
import { renterAddCheck } from '../renter-limits';

export function useRenterAdd(openRegister: () => void) {
  const [notice, setNotice] = useState<{ messages: string[]; allowed: boolean } | null>(null);
  const [checking, setChecking] = useState(false);
  // The admin's current warning buffer (the community query, docs/adr/0011).
  const { availability_warning_buffer: warningBuffer } = useCommunityFlags();

  const start = async () => {
    const { hoaid, ownerid, today } = readSessionContext();
    setChecking(true);
    try {
      const count = await getActiveCount({ hoaid, ownerid, dstr: today });
      const check = renterAddCheck(count, warningBuffer);
      if (check.messages.length > 0) setNotice(check);
      else if (check.allowed) openRegister();
    } catch (failure) {
      reportApiError(failure);
    } finally {
      setChecking(false);
    }
  };

  /** Closing the overlay opens the form when the renter may still add (spec §8 allowance). */
  const closeNotice = () => {
    const allowed = notice?.allowed ?? false;
    setNotice(null);
    if (allowed) openRegister();
  };

  return { start, checking, notice, closeNotice } as const;
}
