// Guest invitations: owners create, list and revoke links; a guest opens one (public
// GET invitation/{token}) and registers a visitor vehicle (public POST accept_invitation), paying
// a due stay by card (public POST quote_invitation, then accept_invitation with a payment). The
// public calls are rate limited per address; a bad, used, expired or revoked token is a 4xx.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptInvitationRequestSchema,
  createInvitationRequestSchema,
  createInvitationResponseSchema,
  getInvitationsRequestSchema,
  invitationListSchema,
  invitationQuoteRequestSchema,
  invitationTokenParamsSchema,
  invitationViewSchema,
  paymentQuoteSchema,
  revokeInvitationRequestSchema,
  revokeInvitationResponseSchema,
  savedVehicleSchema,
  type CreateInvitationResponse,
  type Invitation,
  type InvitationView,
  type PaymentQuote,
  type RevokeInvitationResponse,
  type SavedVehicle,
} from '@parking/shared/domain';
import { resolveCommunity } from '../../services/community-scope';
import {
  acceptInvitation,
  quoteInvitation,
  viewInvitation,
} from '../../services/invitation-acceptance';
import { createInvitation, getInvitations, type InvitationDeps } from '../../services/invitations';
import { revokeInvitation } from '../../services/invitation-revoke';
import { signedIn } from '../signed-in';

export default async function invitationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps: InvitationDeps = {
    db: app.db,
    gateway: app.paymentGateway,
    sendMail: (message) => app.mailer.send(message),
    notify: app.notifications.notify,
    queueMail: (message) => app.mailer.send(message),
    publicUrl: app.config.publicUrl,
    log: app.log,
  };

  app.post(
    '/create_invitation',
    {
      preValidation: app.requireRole('owner'),
      schema: {
        body: createInvitationRequestSchema,
        response: { 201: createInvitationResponseSchema },
      },
    },
    async (request, reply): Promise<CreateInvitationResponse> => {
      const auth = signedIn(request.auth);
      const community = await resolveCommunity(app.db, auth, undefined);
      const created = await createInvitation(deps, auth, community, request.body);
      void reply.status(201);
      return created;
    },
  );

  app.post(
    '/get_invitations',
    {
      preValidation: app.requireRole('owner', 'readonly', 'admin'),
      schema: { body: getInvitationsRequestSchema, response: { 200: invitationListSchema } },
    },
    async (request): Promise<Invitation[]> => {
      const auth = signedIn(request.auth);
      const community = await resolveCommunity(app.db, auth, undefined);
      return getInvitations(app.db, auth, community);
    },
  );

  app.post(
    '/revoke_invitation',
    {
      preValidation: app.requireRole('owner', 'admin'),
      schema: {
        body: revokeInvitationRequestSchema,
        response: { 200: revokeInvitationResponseSchema },
      },
    },
    async (request): Promise<RevokeInvitationResponse> => {
      const auth = signedIn(request.auth);
      const community = await resolveCommunity(app.db, auth, undefined);
      return revokeInvitation(deps, auth, community, request.body);
    },
  );

  app.get(
    '/invitation/:token',
    {
      schema: { params: invitationTokenParamsSchema, response: { 200: invitationViewSchema } },
    },
    async (request): Promise<InvitationView> => {
      await app.rateLimits.enforce(request, [['invitationPerAddress', request.ip]]);
      return viewInvitation(app.db, request.params.token);
    },
  );

  app.post(
    '/quote_invitation',
    { schema: { body: invitationQuoteRequestSchema, response: { 200: paymentQuoteSchema } } },
    async (request): Promise<PaymentQuote> => {
      await app.rateLimits.enforce(request, [['invitationPerAddress', request.ip]]);
      return quoteInvitation(app.db, request.body);
    },
  );

  app.post(
    '/accept_invitation',
    { schema: { body: acceptInvitationRequestSchema, response: { 201: savedVehicleSchema } } },
    async (request, reply): Promise<SavedVehicle> => {
      await app.rateLimits.enforce(request, [['invitationPerAddress', request.ip]]);
      const vehicle = await acceptInvitation(deps, request.body);
      void reply.status(201);
      return vehicle;
    },
  );
}
