// POST /api/users/login and /api/users/loginrenter (spec §7 Users).
import type { FastifyInstance } from 'fastify';
import type { LoginResponse, RenterLoginResponse } from '@parking/shared/domain';
import { loginOwner, loginRenter } from '../../services/login';
import { parseInput } from '../../util/validate';
import { loginSchema, renterLoginSchema } from './schemas';

export default async function loginRoutes(app: FastifyInstance) {
  app.post('/login', async (request): Promise<LoginResponse> => {
    const input = parseInput(loginSchema, request.body);
    app.rateLimits.enforce(request, [
      ['loginPerAccount', `${input.hoaid}:${input.email}`],
      ['loginPerAddress', request.ip],
    ]);
    return loginOwner(app.db, app.sessionTokens, input);
  });

  // ARCHITECTURE "Auth": PIN check-in is limited per unit, per address and per community.
  app.post('/loginrenter', async (request): Promise<RenterLoginResponse> => {
    const input = parseInput(renterLoginSchema, request.body);
    app.rateLimits.enforce(request, [
      ['renterPerUnit', `${input.hoaid}:${input.unitnumber}`],
      ['renterPerAddress', request.ip],
      ['renterPerCommunity', input.hoaid],
    ]);
    return loginRenter(app.db, app.sessionTokens, input);
  });
}
