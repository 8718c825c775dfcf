// CSV downloads carry the names the community uses (docs/adr/0026-owner-day-in-one-tap.md):
// 'Car' for CAR (the community's spot_display), 'Owner' for owner, as the screens show them.
import { payerRoleName, spotTypeName, type PaymentRecord } from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { listSpotTypes } from '../db/queries/communities';

export async function paymentsWithNames(
  db: Executor,
  hoaid: string,
  records: readonly PaymentRecord[],
): Promise<PaymentRecord[]> {
  const spots = await listSpotTypes(db, hoaid);
  return records.map((record) => ({
    ...record,
    vehicle_type: spotTypeName(record.vehicle_type, spots),
    payer_role: payerRoleName(record.payer_role),
  }));
}
