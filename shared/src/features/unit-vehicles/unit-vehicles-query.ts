// A unit's vehicles (get_vehicles_for_owner) as a query (docs/adr/0011), for the owner's My
// Vehicles and the renter's list. Every vehicle write invalidates `queryKeys.vehicles.all`, so
// each list that shows vehicles reads them again.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { getVehiclesForOwner } from '../../api';
import { queryKeys } from '../../data';
import type { GetVehiclesForOwnerResponse } from '../../domain/api-contract';
import { session } from '../../session';

export interface UnitVehiclesRequest {
  hoaid: string;
  ownerid: string;
  carownertype: 'owner' | 'renter' | 'all';
  today: string;
}

export function unitVehiclesQuery({ hoaid, ownerid, carownertype, today }: UnitVehiclesRequest) {
  return queryOptions({
    queryKey: [...queryKeys.vehicles.ofOwner(hoaid, ownerid), carownertype, today] as const,
    queryFn: async ({ signal }): Promise<GetVehiclesForOwnerResponse> => {
      const found = await getVehiclesForOwner(
        { ownerid, carownertype, hoaid, dstr: today },
        { signal },
      );
      signal.throwIfAborted();
      // spec §7: the list is stored with the renter free-parking value.
      session.set('renter_free_parking', found.renter_free_parking);
      return found;
    },
  });
}

/** After a vehicle write: every vehicle list and count of the page is read again. */
export function useInvalidateVehicles(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.vehicles.all });
}
