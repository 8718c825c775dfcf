// Owner profile calls (spec §2 Owner profile, §7 Users): changepin, changename,
// changeavailability, changerulesandregs and deleteowner.
import type { FastifyInstance } from 'fastify';
import type { MessageResponse } from '@parking/shared/domain';
import {
  changeAvailability,
  changeName,
  changePin,
  changeRulesAndRegs,
  deleteOwner,
} from '../../services/profile';
import { parseInput } from '../../util/validate';
import { signedIn } from '../signed-in';
import { messageResponseSchema } from './response-schemas';
import {
  changeAvailabilitySchema,
  changeNameSchema,
  changePinSchema,
  changeRulesSchema,
  deleteOwnerSchema,
} from './profile-schemas';

export default async function profileRoutes(app: FastifyInstance) {
  // Every role is let through to the service, which answers with the spec §6 alert texts.
  const anyone = app.requireRole('owner', 'renter', 'admin', 'readonly');

  app.post(
    '/changepin',
    { preHandler: anyone, schema: { response: messageResponseSchema } },
    async (request): Promise<MessageResponse> => {
      const input = parseInput(changePinSchema, request.body);
      return changePin(app.db, signedIn(request.auth), input);
    },
  );

  app.post(
    '/changename',
    { preHandler: anyone, schema: { response: messageResponseSchema } },
    async (request): Promise<MessageResponse> => {
      const { which: _which, ...input } = parseInput(changeNameSchema, request.body);
      return changeName(app.db, signedIn(request.auth), input);
    },
  );

  app.post(
    '/changeavailability',
    { preHandler: anyone, schema: { response: messageResponseSchema } },
    async (request): Promise<MessageResponse> => {
      const input = parseInput(changeAvailabilitySchema, request.body);
      return changeAvailability(app.db, signedIn(request.auth), input);
    },
  );

  app.post(
    '/changerulesandregs',
    { preHandler: anyone, schema: { response: messageResponseSchema } },
    async (request): Promise<MessageResponse> => {
      const input = parseInput(changeRulesSchema, request.body);
      return changeRulesAndRegs(app.db, signedIn(request.auth), input);
    },
  );

  app.post(
    '/deleteowner',
    { preHandler: anyone, schema: { response: messageResponseSchema } },
    async (request): Promise<MessageResponse> => {
      const { userid } = parseInput(deleteOwnerSchema, request.body);
      return deleteOwner(app.db, signedIn(request.auth), userid);
    },
  );
}
