// POST /api/users/register: the admin's Owner Registration form (spec §2, §7), and
// POST /api/users/resendverification: the admin mails an owner a new verification link.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messageSchema,
  ownerCreatedSchema,
  passwordRequestSchemas,
  patrolCreatedSchema,
  resendVerificationRequestSchema,
  type MessageResponse,
  type OwnerCreatedResponse,
  type RegisterPatrolResponse,
} from '@parking/shared/domain';
import { findUserById } from '../../db/queries/users';
import { sendVerificationMail } from '../../services/account-mail';
import { registerOwner } from '../../services/registration';
import { registerPatrol } from '../../services/patrol';
import { resolveCommunity } from '../../services/community-scope';
import { badRequest, notFound } from '../../util/http-error';
import { signedIn } from '../signed-in';
import { passwordRuleError } from '../../services/passwords';
import { actorOf } from '../../services/audit';

export const VERIFICATION_SENT = 'Verification mail sent';
export const ALREADY_VERIFIED = 'This e-mail address is already verified';

// The server's password rule also refuses common passwords.
const { registerOwnerRequestSchema, registerPatrolRequestSchema } =
  passwordRequestSchemas(passwordRuleError);

export default async function registerRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const mailDeps = () => ({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl });

  app.post(
    '/register',
    {
      preValidation: app.requireRole('admin'),
      schema: { body: registerOwnerRequestSchema, response: { 201: ownerCreatedSchema } },
    },
    async (request, reply): Promise<OwnerCreatedResponse> => {
      const community = await resolveCommunity(app.db, request.auth, request.body.hoaid);
      const actor = actorOf(signedIn(request.auth));
      const result = await registerOwner(mailDeps(), community.hoaid, request.body, actor);
      void reply.status(201);
      return result;
    },
  );

  // The Owners panel's 'Add patrol login' (role patrol, no unit).
  app.post(
    '/register_patrol',
    {
      preValidation: app.requireRole('admin'),
      schema: { body: registerPatrolRequestSchema, response: { 201: patrolCreatedSchema } },
    },
    async (request, reply): Promise<RegisterPatrolResponse> => {
      const { hoaid, password2: _p, ...input } = request.body;
      const community = await resolveCommunity(app.db, request.auth, hoaid);
      const result = await registerPatrol(
        app.db,
        community.hoaid,
        input,
        actorOf(signedIn(request.auth)),
      );
      void reply.status(201);
      return result;
    },
  );

  app.post(
    '/resendverification',
    {
      preValidation: app.requireRole('admin'),
      schema: { body: resendVerificationRequestSchema, response: { 200: messageSchema } },
    },
    async (request): Promise<MessageResponse> => {
      const { userid } = request.body;
      const user = await findUserById(app.db, userid);
      // The community comes from the admin's token: another community's user is not found.
      if (!user || user.hoaid !== signedIn(request.auth).hoaid) throw notFound('User not found');
      if (user.email_verified) throw badRequest(ALREADY_VERIFIED, { userid: ALREADY_VERIFIED });
      await sendVerificationMail(mailDeps(), user, actorOf(signedIn(request.auth)));
      return { message: VERIFICATION_SENT };
    },
  );
}
