// spec §8: before the renter's Register form opens, get_active_count decides whether a renter
// maximum or the unit maximum is reached, or whether the over-free-spots notice must show.
import { useState } from 'react';
import { getActiveCount } from '@parking/shared/api';
import { readSessionContext, reportApiError } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { renterAddCheck } from '../renter-limits';

export function useRenterAdd(openRegister: () => void) {
  const [notice, setNotice] = useState<{ messages: string[]; allowed: boolean } | null>(null);
  const [checking, setChecking] = useState(false);

  const start = async () => {
    const { hoaid, ownerid, today } = readSessionContext();
    setChecking(true);
    try {
      const count = await getActiveCount({ hoaid, ownerid, dstr: today });
      const check = renterAddCheck(count, session.get('availability_warning_buffer') ?? 0);
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
