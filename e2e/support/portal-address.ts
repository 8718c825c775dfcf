// The port of the portal under test. The global setup may replace a busy default with a free
// port; it writes the choice back to E2E_PORT, which the test workers inherit.
import { createServer } from 'node:net';

export const DEFAULT_E2E_PORT = 8090;

/** A port nothing listens on right now, as the system hands one out. */
export function anyFreePort(host = '0.0.0.0'): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
      .once('error', fail)
      .listen(0, host, () => {
        const address = probe.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        probe.close(() => done(port));
      });
  });
}

export function portalPort(): number {
  const fromEnv = Number(process.env.E2E_PORT);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_E2E_PORT;
}

export function portalUrl(path = ''): string {
  return `http://127.0.0.1:${portalPort()}${path}`;
}

/**
 * What every portal of the journeys runs with besides its port and folders. The journeys sign the
 * same demo accounts in many times (two projects, retries); the production limits
 * (docs/architecture.md, Server: rate-limited login and check-in) would refuse them. The embedded
 * database's buffer pool is 16MB: the journeys start some fifty portals, and setting up
 * PostgreSQL's default 128MB costs each start about 0.7 CPU-seconds (docs/adr/0044).
 */
export const TEST_PORTAL_SETTINGS = {
  PGLITE_SHARED_BUFFERS: '16MB',
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000',
  RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
  RATE_LIMIT_RENTER_PER_UNIT: '1000',
  RATE_LIMIT_RENTER_PER_ADDRESS: '1000',
  RATE_LIMIT_RENTER_PER_COMMUNITY: '1000',
};
