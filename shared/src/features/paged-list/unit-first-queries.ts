// The owner's and the renter's first data (paged-list/first-queries.ts): loaded as a chunk of
// its own when one of them signs in, so the login page's JavaScript does not carry it.
import type { QueryClient } from '@tanstack/react-query';
import { readSessionContext } from '../session-context';
import { unitVehiclesQuery } from '../unit-vehicles/unit-vehicles-query';

/**
 * The owner dashboard opens on My Vehicles (use-my-vehicles.ts), the renter's on the unit's
 * onsite renter vehicles (use-renter-vehicles.ts): the same requests, so the same cache entries.
 */
export function prefetchUnitVehicles(
  role: 'owner' | 'renter',
  hoaid: string,
  client: QueryClient,
): Promise<void> | undefined {
  const { ownerid, userid, today } = readSessionContext();
  if (role === 'owner' && ownerid) {
    return client.prefetchQuery(unitVehiclesQuery({ hoaid, ownerid, carownertype: 'all', today }));
  }
  if (role === 'renter' && userid) {
    return client.prefetchQuery(
      unitVehiclesQuery({ hoaid, ownerid: userid, carownertype: 'renter', today }),
    );
  }
  return undefined;
}
