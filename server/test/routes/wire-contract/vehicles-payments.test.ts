// The wire contract (contract.ts, docs/adr/0035) of vehicles and payments.
import { runWireContract } from './contract';
import { CALLS } from './vehicles-payments.calls';

runWireContract('vehicles and payments', CALLS);
