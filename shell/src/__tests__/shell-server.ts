// The portal's server for the shell's tests, at the HTTP boundary (@parking/shared/testing):
// every page of the shell reads the community and the header's parking summary, so those are
// answered unless a test replaces them; the test adds the routes it is about.
import type { Community } from '@parking/shared/domain';
import { fakeServer, pathOf, type FakeRequest, type Routes } from '@parking/shared/testing';
import { aCommunity } from './render-route';

export const DATA_FOR_HOA = 'GET /api/parking/data_for_hoa/demo';
export const PARKING_SUMMARY = 'POST /api/parking/get_parking_summary';

/** The shell's server; a test's own data_for_hoa route replaces the default community. */
export function serveShell(
  routes: Routes = {},
  community: Community = aCommunity(),
): FakeRequest[] {
  const ownCommunity = Object.keys(routes).some((key) =>
    key.startsWith('GET /api/parking/data_for_hoa'),
  );
  return fakeServer({
    'GET /app-config.json': { body: { defaultHoaid: community.hoaid } },
    ...(ownCommunity
      ? {}
      : { [`GET /api/parking/data_for_hoa/${community.hoaid}`]: { body: community } }),
    [PARKING_SUMMARY]: { body: { spaces: 40, allcount: 3, available: 37 } },
    ...routes,
  });
}

/** data_for_hoa for any community: 'Community {hoaid}', so a test sees which one was loaded. */
export const ANY_COMMUNITY: Routes = {
  'GET /api/parking/data_for_hoa': (request) => {
    const hoaid = decodeURIComponent(pathOf(request).split('/').at(-1) ?? '');
    return { body: aCommunity({ hoaid, name: `Community ${hoaid}` }) };
  },
};
