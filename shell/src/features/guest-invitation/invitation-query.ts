// The invitation behind a guest's link, asked by the page and by the server's render of it
// (shell/src/ssr/server-render.tsx), so the page paints with it.
import { getInvitation } from '@parking/shared/api';
import { queryOptions } from '@tanstack/react-query';

/** The invitation behind a link; the server's render of the page asks it too. */
export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => getInvitation(token, { signal }),
    retry: false,
  });
}
