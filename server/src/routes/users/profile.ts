// Owner profile calls (spec §2 Owner profile, §7 Users): changepin, changename,
// changeavailability, changerulesandregs and deleteowner.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeAvailabilityRequestSchema,
  changeNameRequestSchema,
  changePinRequestSchema,
  changeRulesRequestSchema,
  deleteOwnerRequestSchema,
  messageSchema,
  type MessageResponse,
} from '@parking/shared/domain';
import {
  changeAvailability,
  changeName,
  changePin,
  changeRulesAndRegs,
  deleteOwner,
} from '../../services/profile';
import { signedIn } from '../signed-in';

export default async function profileRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Every role is let through to the service, which answers with the spec §6 alert texts.
  const anyone = app.requireRole('owner', 'renter', 'admin', 'readonly');

  app.post(
    '/changepin',
    {
      preValidation: anyone,
      schema: { body: changePinRequestSchema, response: { 200: messageSchema } },
    },
    async (request): Promise<MessageResponse> => {
      return changePin(app.db, signedIn(request.auth), request.body);
    },
  );

  app.post(
    '/changename',
    {
      preValidation: anyone,
      schema: { body: changeNameRequestSchema, response: { 200: messageSchema } },
    },
    async (request): Promise<MessageResponse> => {
      const { which: _which, ...input } = request.body;
      return changeName(app.db, signedIn(request.auth), input);
    },
  );

  app.post(
    '/changeavailability',
    {
      preValidation: anyone,
      schema: { body: changeAvailabilityRequestSchema, response: { 200: messageSchema } },
    },
    async (request): Promise<MessageResponse> => {
      return changeAvailability(app.db, signedIn(request.auth), request.body);
    },
  );

  app.post(
    '/changerulesandregs',
    {
      preValidation: anyone,
      schema: { body: changeRulesRequestSchema, response: { 200: messageSchema } },
    },
    async (request): Promise<MessageResponse> => {
      return changeRulesAndRegs(app.db, signedIn(request.auth), request.body);
    },
  );

  app.post(
    '/deleteowner',
    {
      preValidation: anyone,
      schema: { body: deleteOwnerRequestSchema, response: { 200: messageSchema } },
    },
    async (request): Promise<MessageResponse> => {
      const { userid } = request.body;
      return deleteOwner(app.db, signedIn(request.auth), userid);
    },
  );
}
