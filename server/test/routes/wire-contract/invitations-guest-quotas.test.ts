// The wire contract (contract.ts, docs/adr/0035) of guest quotas and invitations.
import { runWireContract } from './contract';
import { CALLS } from './invitations-guest-quotas.calls';

runWireContract('guest quotas and invitations', CALLS);
