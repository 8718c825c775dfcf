// The wire contract (contract.ts, docs/adr/0035) of the community's data, counts and settings.
import { runWireContract } from './contract';
import { CALLS } from './community.calls';

runWireContract('community', CALLS);
