import {
  publishLogin,
  publishLogout,
  publishSessionExpired,
  sessionEvents$,
  sessionEventsOfType,
  type SessionEvent,
} from '../index';

describe('session events', () => {
  it('publishes login, logout and session-expired with shell: names', () => {
    const seen: SessionEvent[] = [];
    const sub = sessionEvents$.subscribe((e) => seen.push(e));
    publishLogin({ role: 'owner', userid: 'u1', hoaid: 'demo' });
    publishLogout();
    publishSessionExpired('/api/parking/get_all_owners');
    sub.unsubscribe();
    expect(seen).toEqual([
      { type: 'shell:login', role: 'owner', userid: 'u1', hoaid: 'demo' },
      { type: 'shell:logout' },
      { type: 'shell:session-expired', path: '/api/parking/get_all_owners' },
    ]);
  });

  it('filters the events of one type', () => {
    const expired: SessionEvent[] = [];
    const sub = sessionEventsOfType('shell:session-expired').subscribe((e) => expired.push(e));
    publishLogout();
    publishSessionExpired();
    sub.unsubscribe();
    expect(expired).toEqual([{ type: 'shell:session-expired' }]);
  });
});
