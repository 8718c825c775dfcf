// The wire contract (contract.ts, docs/adr/0035) of the accounts and the admin's owners.
import { runWireContract } from './contract';
import { CALLS } from './accounts-owners.calls';

runWireContract('accounts and owners', CALLS);
