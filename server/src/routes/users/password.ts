// POST /api/users/forgot_password and /api/users/changepassword (spec §7 Users).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SUCCESS,
  forgotPasswordRequestSchema,
  messageSchema,
  passwordRequestSchemas,
  type MessageResponse,
} from '@parking/shared/domain';
import { findUserByEmail } from '../../db/queries/users';
import { sendPasswordResetMail } from '../../services/account-mail';
import { changePasswordSignedIn, resetPasswordWithToken } from '../../services/password-change';
import { parseInput } from '../../util/validate';
import { adminResetSchema } from '../parking/admin-schemas';
import { passwordRuleError } from '../../services/passwords';
import { anonymousActor } from '../../services/audit';

declare module '../../jobs/types' {
  interface JobPayloads {
    /** forgot_password: looked up off the request, so its timing reveals no account. */
    'password-reset-request': { hoaid: string; email: string };
  }
}

// The server's password rule also refuses common passwords.
const { changePasswordRequestSchema } = passwordRequestSchemas(passwordRuleError);

export default async function passwordRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // The same answer, in the same time, whether or not the address has an account: the request
  // only queues the lookup; the job mails a reset link when the account exists.
  app.jobs.handle('password-reset-request', async ({ hoaid, email }) => {
    const user = await findUserByEmail(app.db, hoaid, email);
    if (!user) return { mailed: false };
    const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };
    // Whoever asked is not signed in: the audit log names the e-mail asked for.
    await sendPasswordResetMail(deps, user, anonymousActor(hoaid, 'guest', email));
    return { mailed: true };
  });

  app.post(
    '/forgot_password',
    { schema: { body: forgotPasswordRequestSchema, response: { 200: messageSchema } } },
    async (request): Promise<MessageResponse> => {
      const input = request.body;
      await app.rateLimits.enforce(request, [['mailPerAddress', request.ip]]);
      await app.jobs.enqueue('password-reset-request', { hoaid: input.hoaid, email: input.email });
      return { message: SUCCESS.resetEmailSent };
    },
  );

  app.post(
    '/changepassword',
    {
      // spec §5 Owner password reset (admin): its own message for an empty password, checked
      // before the body schema's.
      preValidation: async (request) => {
        if (request.auth?.role === 'admin')
          parseInput(adminResetSchema(request.auth.userId), request.body);
      },
      schema: { body: changePasswordRequestSchema, response: { 200: messageSchema } },
    },
    async (request): Promise<MessageResponse> => {
      const input = request.body;
      if (input.reset_token !== undefined) {
        return resetPasswordWithToken(app.db, input.userid, input.reset_token, input.password);
      }
      return changePasswordSignedIn(app.db, request.auth, input);
    },
  );
}
