// Vehicle calls of spec §7 Parking: list, register, modify, delete and the lookups by id.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteVehicleRequestSchema,
  insertVehicleRequestSchema,
  modifyVehicleRequestSchema,
  onsitePageRequestSchema,
  savedVehicleSchema,
  vehicleChangeHistorySchema,
  vehicleIdParamsSchema,
  vehicleListSchema,
  vehiclesForOwnerRequestSchema,
  vehiclesForOwnerResponseSchema,
  type GetVehiclesForOwnerResponse,
  type SavedVehicle,
  type Vehicle,
  type VehicleChangeHistory,
} from '@parking/shared/domain';
import { resolveCommunity } from '../../services/community-scope';
import { pageOnsiteVehicles } from '../../db/queries/vehicle-pages';
import {
  vehicleChangeHistory,
  vehicleDetails,
  vehiclesForOwner,
} from '../../services/vehicle-lists';
import { activeVehiclesFor } from '../../services/response-views';
import { deleteVehicle } from '../../services/vehicle-status';
import { insertVehicle, type VehicleDeps } from '../../services/vehicles';
import { modifyVehicle } from '../../services/vehicle-modify';
import { communityToday } from '../../util/dates';
import { withLimitWarning } from '../../services/warning-mode';
import { signedIn } from '../signed-in';
import { sendPage } from './paging';

export default async function vehicleRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps: VehicleDeps = {
    db: app.db,
    gateway: app.paymentGateway,
    // Receipts go out through the mailer (the job queue when there is one).
    sendMail: (message) => app.mailer.send(message),
    notify: app.notifications.notify,
    log: app.log,
  };
  const anyone = app.requireRole('owner', 'renter', 'admin', 'readonly');

  app.post(
    '/get_vehicles_for_owner',
    {
      preValidation: anyone,
      schema: {
        body: vehiclesForOwnerRequestSchema,
        response: { 200: vehiclesForOwnerResponseSchema },
      },
    },
    async (request): Promise<GetVehiclesForOwnerResponse> => {
      const input = request.body;
      const community = await resolveCommunity(app.db, request.auth, input.hoaid);
      const today = communityToday(community.timezone, [input.dstr, request.headers.browserdate]);
      return vehiclesForOwner(app.db, signedIn(request.auth), input, today);
    },
  );

  app.post(
    '/insert_vehicle',
    {
      preValidation: app.requireRole('owner', 'renter'),
      schema: { body: insertVehicleRequestSchema, response: { 201: savedVehicleSchema } },
    },
    async (request, reply): Promise<SavedVehicle> => {
      const { hoaid, startdate: _s, dstr, ...input } = request.body;
      const community = await resolveCommunity(app.db, request.auth, hoaid);
      communityToday(community.timezone, [dstr, request.headers.browserdate]);
      const vehicle = await insertVehicle(deps, signedIn(request.auth), community, input);
      void reply.status(201);
      return withLimitWarning(app.db, community, vehicle);
    },
  );

  app.post(
    '/modify_vehicle',
    {
      preValidation: app.requireRole('owner', 'renter', 'admin'),
      schema: { body: modifyVehicleRequestSchema, response: { 200: savedVehicleSchema } },
    },
    async (request): Promise<SavedVehicle> => {
      const { dstr, ...input } = request.body;
      const community = await resolveCommunity(app.db, request.auth, undefined);
      communityToday(community.timezone, [dstr, request.headers.browserdate]);
      const vehicle = await modifyVehicle(deps, signedIn(request.auth), community, input);
      return withLimitWarning(app.db, community, vehicle);
    },
  );

  app.post(
    '/delete_vehicle_modify_status',
    {
      preValidation: anyone,
      schema: { body: deleteVehicleRequestSchema, response: { 200: savedVehicleSchema } },
    },
    async (request): Promise<SavedVehicle> => {
      const { hoaid, ...input } = request.body;
      await resolveCommunity(app.db, request.auth, hoaid);
      return deleteVehicle(app.db, signedIn(request.auth), input);
    },
  );

  app.get(
    '/get_vehicles_for_vehid/:vehicleid',
    {
      preValidation: anyone,
      schema: { params: vehicleIdParamsSchema, response: { 200: savedVehicleSchema } },
    },
    async (request): Promise<SavedVehicle> => {
      const { vehicleid } = request.params;
      return vehicleDetails(app.db, signedIn(request.auth), vehicleid);
    },
  );

  app.get(
    '/get_vehicle_change_history/:vehicleid',
    {
      preValidation: anyone,
      schema: { params: vehicleIdParamsSchema, response: { 200: vehicleChangeHistorySchema } },
    },
    async (request): Promise<VehicleChangeHistory> => {
      const { vehicleid } = request.params;
      return vehicleChangeHistory(app.db, signedIn(request.auth), vehicleid);
    },
  );

  // spec §2 Onsite Vehicles panel: owners, admins and readonly; renters have no such panel.
  app.post(
    '/get_active_vehicles',
    {
      preValidation: app.requireRole('owner', 'admin', 'readonly'),
      schema: { body: onsitePageRequestSchema, response: { 200: vehicleListSchema } },
    },
    async (request, reply): Promise<Vehicle[]> => {
      const { hoaid, dstr, ...paging } = request.body;
      const community = await resolveCommunity(app.db, request.auth, hoaid);
      const today = communityToday(community.timezone, [dstr, request.headers.browserdate]);
      const viewer = signedIn(request.auth);
      const seesNames = viewer.role === 'admin' || viewer.role === 'readonly';
      const page = await pageOnsiteVehicles(app.db, community.hoaid, today, paging, seesNames);
      return activeVehiclesFor(viewer, sendPage(reply, page));
    },
  );
}
