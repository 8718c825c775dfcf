// The wire contract (contract.ts, docs/adr/0035) of the mail preferences and unsubscribe links.
import { runWireContract } from './contract';
import { CALLS } from './mail-notifications.calls';

runWireContract('mail notifications', CALLS);
