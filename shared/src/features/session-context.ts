// What the shared screens read from the session (spec §3): the community, the signed-in user
// and the unit owner the vehicles belong to.
import { dstr } from '../domain';
import { session } from '../session';

export interface SessionContext {
  hoaid: string;
  /** The unit owner's user id (a renter acts for the owner, spec §3 alias_userid). */
  ownerid: string;
  userid: string;
  username: string;
  unitnumber: string;
  today: string;
}

export function readSessionContext(): SessionContext {
  const userid = session.get('userid') ?? '';
  return {
    hoaid: session.get('hoaid') ?? '',
    ownerid: session.get('alias_userid') ?? userid,
    userid,
    username: session.get('username') ?? '',
    unitnumber: session.get('unitnumber') ?? '',
    today: dstr(),
  };
}
