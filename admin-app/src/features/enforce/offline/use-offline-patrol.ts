// docs/adr/0027: the patrol page without signal. While online the community's authorised plates
// are fetched (on opening, when the signal returns, every 5 minutes) and kept on the phone;
// reports made without signal wait in a queue and are sent, oldest first and once each (their
// idempotency key), when the signal returns. A logout deletes the user's list.
import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  addViolationPhoto,
  getAuthorisedPlates,
  insertViolation,
  isApiError,
} from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import type { InsertViolationRequest } from '@parking/shared/domain';
import { publishError, publishSuccess, sessionEventsOfType } from '@parking/shared/events';
import { session } from '@parking/shared/session';
import {
  deletePlates,
  dequeue,
  enqueue,
  loadPlates,
  ownerKey,
  queuedFor,
  savePlates,
  type QueuedViolation,
  type StoredPlates,
} from './patrol-store';

export const LIST_REFRESH_MS = 5 * 60 * 1000;
export const QUEUED_MESSAGE =
  'No signal: the violation is saved on this phone and sent when the signal returns';
export const SENT_MESSAGE = (n: number) =>
  n === 1 ? 'The queued violation was sent' : `${n} queued violations were sent`;
export const QUEUE_REFUSED = 'A queued violation was refused by the server and dropped:';

const currentOwner = () => ownerKey(session.get('hoaid'), session.get('userid'));

// A patrol logout deletes the list of the user signing out (the events are the shell's).
let signedInAs = currentOwner();
sessionEventsOfType('shell:login').subscribe(() => {
  signedInAs = currentOwner();
});
sessionEventsOfType('shell:logout').subscribe(() => {
  void deletePlates(signedInAs).catch(() => undefined);
});

/** A random idempotency key (32 hex characters). */
export function newClientKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** No answer arrived: the network, not the server, said no. */
export const isNoSignal = (failure: unknown) =>
  !navigator.onLine || (isApiError(failure) && failure.status === 0);

let syncing = false;

export function useOfflinePatrol() {
  const owner = currentOwner();
  const client = useQueryClient();
  const [list, setList] = useState<StoredPlates | undefined>();
  const [online, setOnline] = useState(() => navigator.onLine);
  const [queued, setQueued] = useState(0);

  const count = useCallback(async () => {
    setQueued((await queuedFor(owner).catch(() => [])).length);
  }, [owner]);

  const refresh = useCallback(async () => {
    try {
      const stored: StoredPlates = { ...(await getAuthorisedPlates()), owner };
      setList(stored);
      await savePlates(stored);
    } catch {
      // Without signal the stored list stays; the page says how old it is.
    }
  }, [owner]);

  const sync = useCallback(async () => {
    if (syncing || !navigator.onLine) return;
    syncing = true;
    let sent = 0;
    try {
      for (const item of await queuedFor(owner).catch(() => [])) {
        try {
          const saved = await insertViolation(item.request);
          const photos = [...item.photos];
          while (photos.length > 0) {
            await addViolationPhoto({ violationid: saved._id, file: photos[0]! });
            photos.shift();
            await enqueue({ ...item, photos });
          }
          await dequeue(item.client_key);
          sent += 1;
        } catch (failure) {
          if (isNoSignal(failure)) break;
          // The server refused it (it will refuse it again): say so and drop it.
          await dequeue(item.client_key);
          publishError(`${QUEUE_REFUSED} ${item.request.violation_plate}`);
        }
      }
    } finally {
      syncing = false;
    }
    await count();
    if (sent > 0) {
      publishSuccess(SENT_MESSAGE(sent));
      void client.invalidateQueries({ queryKey: queryKeys.violations.all });
    }
  }, [owner, count, client]);

  useEffect(() => {
    void loadPlates(owner)
      .then((stored) => setList((current) => current ?? stored))
      .catch(() => undefined);
    void count();
    const up = () => {
      setOnline(true);
      void refresh();
      void sync();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    if (navigator.onLine) up();
    const timer = window.setInterval(() => {
      if (navigator.onLine) up();
    }, LIST_REFRESH_MS);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.clearInterval(timer);
    };
  }, [owner, refresh, sync, count]);

  const queue = useCallback(
    async (request: InsertViolationRequest & { client_key: string }, photos: Blob[]) => {
      const item: QueuedViolation = {
        client_key: request.client_key,
        owner,
        request,
        photos,
        queued_at: new Date().toISOString(),
      };
      await enqueue(item);
      await count();
    },
    [owner, count],
  );

  return { list, online, queued, queue, sync };
}
