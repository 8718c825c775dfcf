// A bounded mixed load for the faults test: a few clients through nginx, each alternating a
// write (a violation report, whose plate names it) and a read, until the fault script is done.
import { call } from './http';

export interface LoadResult {
  requests: number;
  /** Plates of the writes answered 201: each must be in the database afterwards. */
  acknowledged: string[];
  /** Every answer that was not a success, with when it came. */
  errors: { at: number; status: number }[];
}

const CLIENTS = 4;

export async function runLoad(
  base: string,
  token: string,
  prefix: string,
  during: () => Promise<void>,
): Promise<LoadResult> {
  const result: LoadResult = { requests: 0, acknowledged: [], errors: [] };
  let running = true;
  let n = 0;
  const client = async () => {
    while (running) {
      const plate = `${prefix}${(n += 1)}`;
      const write = n % 2 === 0;
      const reply = await (
        write
          ? call(base, 'POST', '/api/parking/insert_violation', token, {
              hoaid: 'demo',
              violation_plate: plate,
              violation_state: 'DE',
              violation_location: 'Lot F',
              violation_description: 'Faults test',
            })
          : call(base, 'POST', '/api/users/get_notification_preferences', token, {})
      ).catch(() => ({ status: 0 }));
      result.requests += 1;
      if (reply.status >= 200 && reply.status < 300) {
        if (write) result.acknowledged.push(plate);
      } else {
        result.errors.push({ at: Date.now(), status: reply.status });
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, client);
  try {
    await during();
  } finally {
    running = false;
    await Promise.all(clients);
  }
  return result;
}
