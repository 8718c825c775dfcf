// The port of the portal under test. The global setup may replace a busy default with a free
// port; it writes the choice back to E2E_PORT, which the test workers inherit.
export const DEFAULT_E2E_PORT = 8090;

export function portalPort(): number {
  const fromEnv = Number(process.env.E2E_PORT);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_E2E_PORT;
}

export function portalUrl(path = ''): string {
  return `http://127.0.0.1:${portalPort()}${path}`;
}
