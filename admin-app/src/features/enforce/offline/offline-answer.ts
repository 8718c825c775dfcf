// docs/adr/0027: a plate looked up without signal is answered from the stored list, as the
// server would answer it from its registrations (same normalisation, state optional), and
// marked as an offline answer with the list's time. A list of an earlier day is not used.
import {
  normalizePlate,
  normalizePlateState,
  type AuthorisedPlate,
  type PlateLookupResponse,
} from '@parking/shared/domain';
import type { StoredPlates } from './patrol-store';

export interface OfflineAnswer extends PlateLookupResponse {
  /** ISO time of the list the answer comes from. */
  offline_from: string;
}

/** The list is for the community's day it was made on; a checkout of an earlier day is gone. */
export function usableList(list: StoredPlates | undefined, today: string): boolean {
  return Boolean(list && list.today === today);
}

export function answerFromList(
  list: StoredPlates,
  plate: string,
  state: string,
  today: string,
): OfflineAnswer {
  const wanted = normalizePlate(plate);
  const wantedState = state ? normalizePlateState(state) : '';
  const found: AuthorisedPlate | undefined = list.plates.find(
    (row) =>
      row.plate === wanted &&
      row.enddate >= today &&
      (!wantedState || row.plate_state === wantedState),
  );
  const answer: OfflineAnswer = {
    plate: wanted,
    authorised: found !== undefined,
    violation_count: 0,
    offline_from: list.generated_at,
  };
  if (found) {
    Object.assign(answer, {
      unitnumber: found.unitnumber,
      vehicle_type: found.vehicle_type,
      plate_state: found.plate_state,
      enddate: found.enddate,
      carownertype: found.carownertype,
    });
  }
  return answer;
}
