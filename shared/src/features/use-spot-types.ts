// The community's parking spot types (spec §3): stored in the session at community load, read
// from parking_spot_data when the session has none.
import { useEffect, useState } from 'react';
import { getParkingSpotData } from '../api';
import type { SpotType } from '../domain';
import { session } from '../session';

export function useSpotTypes(): SpotType[] {
  const [spotTypes, setSpotTypes] = useState<SpotType[]>(
    () => session.get('hoa_parking_spots') ?? [],
  );
  const needsLoad = spotTypes.length === 0;

  useEffect(() => {
    if (!needsLoad) return;
    const hoaid = session.get('hoaid');
    if (!hoaid) return;
    let current = true;
    getParkingSpotData({ hoaid }).then(
      (found) => {
        if (!current) return;
        session.set('hoa_parking_spots', found);
        setSpotTypes(found);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needsLoad]);

  return spotTypes;
}
