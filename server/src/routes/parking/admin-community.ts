// Admin edits of the community record (spec §2 HOA Settings / Help publishing, §7):
// updatehoa, update_contact_info, updatehoahelp.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SUCCESS,
  communityUpdateResponseSchema,
  settingsSaveResponseSchema,
  updateContactInfoRequestSchema,
  updateHoaHelpRequestSchema,
  updateHoaRequestSchema,
  type Community,
  type MessageResponse,
  type SettingsSaveResponse,
} from '@parking/shared/domain';
import { findCommunity } from '../../db/queries/communities';
import { saveHoaSettings } from '../../services/admin/hoa-settings';
import { COMMUNITY_NOT_FOUND, resolveCommunity } from '../../services/community-scope';
import { publishHelp, saveContacts } from '../../services/admin/community-texts';
import { actorOf } from '../../services/audit';
import { notFound } from '../../util/http-error';
import { adminOnly, caller } from './admin-guards';

/** The community with the spec §8 message, for calls that return the updated record. */
export type CommunityUpdateResponse = Community & MessageResponse;

export default async function adminCommunityRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const admin = [app.requireRole('admin', 'readonly', 'owner', 'renter'), adminOnly()];

  async function reread(hoaid: string, message: string): Promise<CommunityUpdateResponse> {
    const community = await findCommunity(app.db, hoaid);
    if (!community) throw notFound(COMMUNITY_NOT_FOUND);
    return { ...community, message };
  }

  app.post(
    '/updatehoa',
    {
      preValidation: admin,
      schema: { body: updateHoaRequestSchema, response: { 200: settingsSaveResponseSchema } },
    },
    async (request): Promise<SettingsSaveResponse> => {
      const { hoaid, preview, ...settings } = request.body;
      const community = await resolveCommunity(app.db, caller(request.auth), hoaid);
      const actor = actorOf(caller(request.auth));
      return saveHoaSettings(app.db, actor, community, settings, preview);
    },
  );

  app.post(
    '/update_contact_info',
    {
      preValidation: admin,
      schema: {
        body: updateContactInfoRequestSchema,
        response: { 200: communityUpdateResponseSchema },
      },
    },
    async (request): Promise<CommunityUpdateResponse> => {
      const input = request.body;
      const community = await resolveCommunity(app.db, caller(request.auth), input.hoaid);
      const actor = actorOf(caller(request.auth));
      await saveContacts(app.db, actor, community, input.contact_information);
      return reread(community.hoaid, SUCCESS.contactUpdate);
    },
  );

  app.post(
    '/updatehoahelp',
    {
      preValidation: admin,
      schema: {
        body: updateHoaHelpRequestSchema,
        response: { 200: communityUpdateResponseSchema },
      },
    },
    async (request): Promise<CommunityUpdateResponse> => {
      const input = request.body;
      const community = await resolveCommunity(app.db, caller(request.auth), input.hoaid);
      const actor = actorOf(caller(request.auth));
      await publishHelp(app.db, actor, community, input.which, input.helpdata);
      return reread(community.hoaid, SUCCESS.helpTextPublished(input.which));
    },
  );
}
