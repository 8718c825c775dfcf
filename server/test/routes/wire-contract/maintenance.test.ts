// The wire contract (contract.ts, docs/adr/0035) of comments and the maintenance tools.
import { runWireContract } from './contract';
import { CALLS } from './maintenance.calls';

runWireContract('maintenance', CALLS);
