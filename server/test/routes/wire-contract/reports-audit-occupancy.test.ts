// The wire contract (contract.ts, docs/adr/0035) of the audit log, occupancy and the reports.
import { runWireContract } from './contract';
import { CALLS } from './reports-audit-occupancy.calls';

runWireContract('reports, audit and occupancy', CALLS);
