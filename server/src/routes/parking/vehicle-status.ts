// GET /api/parking/change-vehicle-status-date/:vehicleid/:status/:enddate/:curdate (spec §7):
// the Owner Vehicle Status popup's offsite and checkout-date actions.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeVehicleStatusParamsSchema,
  savedVehicleSchema,
  type SavedVehicle,
} from '@parking/shared/domain';
import { resolveCommunity } from '../../services/community-scope';
import { changeVehicleStatus } from '../../services/vehicle-status';
import { withLimitWarning } from '../../services/warning-mode';
import type { VehicleDeps } from '../../services/vehicles';
import { signedIn } from '../signed-in';

export default async function vehicleStatusRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps: VehicleDeps = {
    db: app.db,
    gateway: app.paymentGateway,
    // Receipts go out through the mailer (the job queue when there is one).
    sendMail: (message) => app.mailer.send(message),
    notify: app.notifications.notify,
    log: app.log,
  };
  // Renters and readonly owners are refused in the service with the spec §6 alert text.
  app.get(
    '/change-vehicle-status-date/:vehicleid/:status/:enddate/:curdate',
    {
      preValidation: app.requireRole('owner', 'admin', 'readonly', 'renter'),
      schema: { params: changeVehicleStatusParamsSchema, response: { 200: savedVehicleSchema } },
    },
    async (request): Promise<SavedVehicle> => {
      const change = { ...request.params, browserdate: request.headers.browserdate };
      const community = await resolveCommunity(app.db, request.auth, undefined);
      const vehicle = await changeVehicleStatus(deps, signedIn(request.auth), community, change);
      return withLimitWarning(app.db, community, vehicle);
    },
  );
}
