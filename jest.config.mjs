// The front-end suites (jsdom) of every workspace in one jest run (`npm run test:web`), so their
// files share the workers and one summary counts them all. Each project keeps its own
// jest.config (`npm test -w shell` runs one workspace). The server's suites need a database
// template and run on their own (`npm run test:server`).
export default {
  projects: ['shared', 'shell', 'owner-app', 'renter-app', 'admin-app'].map(
    (workspace) => `<rootDir>/${workspace}`,
  ),
  // Jest reads the test timeout from this top-level config when it runs projects; see
  // config/jest.base.cjs for why it is 120 s.
  testTimeout: 120_000,
};
