// The wire contract (contract.ts, docs/adr/0035) of violations and patrol.
import { runWireContract } from './contract';
import { CALLS } from './violations-patrol.calls';

runWireContract('violations and patrol', CALLS);
