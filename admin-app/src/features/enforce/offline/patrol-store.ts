// docs/adr/0027: what the patrol page keeps on the phone, in IndexedDB (database
// 'parking-patrol'): the community's authorised plates of the signed-in user (for lookups
// without signal) and the violations reported without signal, each with its idempotency key and
// original date and time, until they are sent. Logout deletes the user's list.
import type { AuthorisedPlatesResponse, InsertViolationRequest } from '@parking/shared/domain';

const DB_NAME = 'parking-patrol';
const PLATES = 'plates';
const QUEUE = 'queue';

export interface StoredPlates extends AuthorisedPlatesResponse {
  /** `${hoaid}:${userid}`: one list per user and community. */
  owner: string;
}

export interface QueuedViolation {
  client_key: string;
  /** The user and community it is sent as (another user on the phone never sends it). */
  owner: string;
  request: InsertViolationRequest & { client_key: string };
  photos: Blob[];
  queued_at: string;
}

export const ownerKey = (hoaid: string | null, userid: string | null) =>
  `${hoaid ?? ''}:${userid ?? ''}`;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('No IndexedDB'));
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore(PLATES, { keyPath: 'owner' });
      open.result.createObjectStore(QUEUE, { keyPath: 'client_key' });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB open failed'));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

async function store(name: string, mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await database()).transaction(name, mode).objectStore(name);
}

export async function savePlates(list: StoredPlates): Promise<void> {
  await request((await store(PLATES, 'readwrite')).put(list));
}

export async function loadPlates(owner: string): Promise<StoredPlates | undefined> {
  return request<StoredPlates | undefined>(
    (await store(PLATES, 'readonly')).get(owner) as IDBRequest<StoredPlates | undefined>,
  );
}

export async function deletePlates(owner: string): Promise<void> {
  await request((await store(PLATES, 'readwrite')).delete(owner));
}

export async function enqueue(item: QueuedViolation): Promise<void> {
  await request((await store(QUEUE, 'readwrite')).put(item));
}

/** The user's queued reports, oldest first. */
export async function queuedFor(owner: string): Promise<QueuedViolation[]> {
  const all = await request(
    (await store(QUEUE, 'readonly')).getAll() as IDBRequest<QueuedViolation[]>,
  );
  return all
    .filter((item) => item.owner === owner)
    .sort((a, b) => a.queued_at.localeCompare(b.queued_at));
}

export async function dequeue(clientKey: string): Promise<void> {
  await request((await store(QUEUE, 'readwrite')).delete(clientKey));
}
