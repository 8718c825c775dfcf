// POST /api/users/login and /api/users/loginrenter (spec §7 Users). Only failed attempts count
// against the sign-in limits (plugins/rate-limit.ts); a success clears its own pair.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  loginResponseSchema,
  renterLoginRequestSchema,
  renterLoginResponseSchema,
  type LoginResponse,
  type RenterLoginResponse,
} from '@parking/shared/domain';
import type { SignInSubject } from '../../plugins/rate-limit';
import { loginOwner, loginRenter } from '../../services/login';
import { HttpError } from '../../util/http-error';

export default async function loginRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  async function limited<T>(
    request: FastifyRequest,
    subject: SignInSubject,
    attempt: () => Promise<T>,
  ): Promise<T> {
    const limit = await app.rateLimits.signIn(request, subject);
    try {
      const result = await attempt();
      await limit.succeeded();
      return result;
    } catch (error) {
      // A wrong password or PIN; not an unverified e-mail or an unavailable unit.
      if (error instanceof HttpError && error.statusCode === 401) await limit.failed();
      throw error;
    }
  }

  app.post(
    '/login',
    { schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } },
    async (request): Promise<LoginResponse> => {
      const input = request.body;
      const subject = { kind: 'login', hoaid: input.hoaid, account: input.email } as const;
      return limited(request, subject, () => loginOwner(app.db, app.sessionTokens, input));
    },
  );

  // ARCHITECTURE "Auth": PIN check-in is limited per unit and address, and slowed community-wide.
  app.post(
    '/loginrenter',
    {
      schema: { body: renterLoginRequestSchema, response: { 200: renterLoginResponseSchema } },
    },
    async (request): Promise<RenterLoginResponse> => {
      const input = request.body;
      const subject = { kind: 'renter', hoaid: input.hoaid, account: input.unitnumber } as const;
      return limited(request, subject, () => loginRenter(app.db, app.sessionTokens, input));
    },
  );
}
