// The wire contract's calls of the notification mails (schemas/mail-notifications.ts): the mail
// preferences and the unsubscribe link asked for JSON.
import type { NotificationKind } from '@parking/shared/domain';
import { unsubscribeToken } from '../../../src/services/notifications/unsubscribe';
import type { TestApp } from '../../helpers/test-app';
import { login } from '../../helpers/requests';
import { usersPost, type Call } from './contract';

/** The unsubscribe link of a mail to the demo owner (services/notifications/unsubscribe.ts). */
async function unsubscribeLink(t: TestApp, kind: NotificationKind): Promise<string> {
  const owner = await login(t.app, 'owner@demo.test');
  return unsubscribeToken(t.app.config.jwtSecret, owner.userid, kind);
}

/** The unsubscribe link asked for JSON: a mail's real link (200), or one that is not (400). */
function unsubscribeCall(method: 'GET' | 'POST', status: 200 | 400, kind?: NotificationKind): Call {
  return {
    route: `${method} /api/users/unsubscribe/:token`,
    status,
    run: async (t) =>
      t.app.inject({
        method,
        url: `/api/users/unsubscribe/${kind ? await unsubscribeLink(t, kind) : 'not-a-token'}`,
        headers: { accept: 'application/json' },
      }),
  };
}

export const CALLS: Call[] = [
  ...(
    [
      ['get_notification_preferences', {}],
      ['set_notification_preferences', { summary: true }],
    ] as const
  ).map(([call, payload]): Call => ({
    route: `POST /api/users/${call}`,
    status: 200,
    run: (t, token) => usersPost(t, call, payload, token),
  })),
  unsubscribeCall('GET', 200, 'reminder'),
  unsubscribeCall('GET', 400),
  unsubscribeCall('POST', 200, 'onsite'),
  unsubscribeCall('POST', 400),
];
