// spec §1: the header summary of Spaces, Used and Available (get_parking_summary).
import { getParkingSummary } from '@parking/shared/api';
import { dstr, type ParkingSummary } from '@parking/shared/domain';
import { useEffect, useState } from 'react';

export function useParkingSummary(hoaid: string | null): ParkingSummary | null {
  const [summary, setSummary] = useState<ParkingSummary | null>(null);
  useEffect(() => {
    if (!hoaid) return undefined;
    let current = true;
    getParkingSummary({ hoaid, dstr: dstr() }).then(
      (result) => {
        if (current) setSummary(result);
      },
      // The summary is a nicety on the landing page; the page stays usable without it.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [hoaid]);
  return summary;
}
