// POST /api/users/forgot_password and /api/users/changepassword (spec §7 Users).
import type { FastifyInstance } from 'fastify';
import { SUCCESS, type MessageResponse } from '@parking/shared/domain';
import { findUserByEmail } from '../../db/queries/users';
import { sendPasswordResetMail } from '../../services/account-mail';
import { changePasswordSignedIn, resetPasswordWithToken } from '../../services/password-change';
import { parseInput } from '../../util/validate';
import { adminResetSchema } from '../parking/admin-schemas';
import { changePasswordSchema, forgotPasswordSchema } from './schemas';

export default async function passwordRoutes(app: FastifyInstance) {
  // The same answer whether or not the address has an account: no user enumeration.
  app.post('/forgot_password', async (request): Promise<MessageResponse> => {
    const input = parseInput(forgotPasswordSchema, request.body);
    await app.rateLimits.enforce(request, [['mailPerAddress', request.ip]]);
    const user = await findUserByEmail(app.db, input.hoaid, input.email);
    if (user) {
      const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };
      await sendPasswordResetMail(deps, user).catch((error: unknown) => {
        request.log.error({ err: error }, 'password reset mail failed');
      });
    }
    return { message: SUCCESS.resetEmailSent };
  });

  app.post('/changepassword', async (request): Promise<MessageResponse> => {
    // spec §5 Owner password reset (admin): its own message for an empty password.
    if (request.auth?.role === 'admin')
      parseInput(adminResetSchema(request.auth.userId), request.body);
    const input = parseInput(changePasswordSchema, request.body);
    if (input.reset_token !== undefined) {
      return resetPasswordWithToken(app.db, input.userid, input.reset_token, input.password);
    }
    return changePasswordSignedIn(app.db, request.auth, input);
  });
}
