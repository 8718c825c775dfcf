import {
  STATUS_LIFETIME_MS,
  clearStatus,
  currentStatus,
  publishError,
  publishInfo,
  publishSuccess,
  status$,
  type StatusMessage,
} from '../index';

describe('status bus', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    clearStatus();
  });
  afterEach(() => jest.useRealTimers());

  it('uses the spec lifetime of 4000 ms', () => {
    // spec §9: status message lifetime 4000 ms
    expect(STATUS_LIFETIME_MS).toBe(4000);
  });

  it('shows a published message to every subscriber and clears it after 4000 ms', () => {
    const first: (StatusMessage | null)[] = [];
    const second: (StatusMessage | null)[] = [];
    const subs = [
      status$.subscribe((s) => first.push(s)),
      status$.subscribe((s) => second.push(s)),
    ];

    publishSuccess('Vehicle Insert Successful');
    expect(currentStatus()).toMatchObject({ kind: 'success', text: 'Vehicle Insert Successful' });

    jest.advanceTimersByTime(STATUS_LIFETIME_MS - 1);
    expect(currentStatus()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(currentStatus()).toBeNull();

    expect(first).toEqual(second);
    expect(first.map((s) => s?.text ?? null)).toEqual([null, 'Vehicle Insert Successful', null]);
    subs.forEach((s) => s.unsubscribe());
  });

  it('gives a late subscriber the message on show', () => {
    publishError('Vehicle Update Failed');
    const seen: (StatusMessage | null)[] = [];
    const sub = status$.subscribe((s) => seen.push(s));
    expect(seen).toEqual([
      expect.objectContaining({ kind: 'error', text: 'Vehicle Update Failed' }),
    ]);
    sub.unsubscribe();
  });

  it('restarts the lifetime when a newer message replaces the old one', () => {
    publishInfo('first');
    jest.advanceTimersByTime(3000);
    const second = publishInfo('second');
    jest.advanceTimersByTime(3000);
    expect(currentStatus()).toEqual(second);
    jest.advanceTimersByTime(1000);
    expect(currentStatus()).toBeNull();
  });

  it('numbers repeated texts as new messages', () => {
    const a = publishSuccess('same');
    const b = publishSuccess('same');
    expect(b.id).toBeGreaterThan(a.id);
  });

  it('clears at once when cleared manually', () => {
    publishError('oops');
    clearStatus();
    expect(currentStatus()).toBeNull();
    jest.advanceTimersByTime(STATUS_LIFETIME_MS);
    expect(currentStatus()).toBeNull();
  });
});
