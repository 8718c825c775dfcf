// Builds the Fastify app (used by index.ts and by the tests through app.inject).
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import type { AppConfig } from './config';
import { seedDemoData } from './db/seed/seed';
import { seedDemoHistory } from './db/seed/history';
import { resanitizeStoredHelp } from './services/help-html';
import apiDocsPlugin from './plugins/api-docs';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import errorHandlerPlugin from './plugins/error-handler';
import inputGuardPlugin from './plugins/input-guard';
import jobsPlugin from './plugins/jobs';
import mailerPlugin from './plugins/mailer';
import mailTransportPlugin from './plugins/mail-transport';
import notificationsPlugin from './plugins/notifications';
import rateLimitPlugin from './plugins/rate-limit';
import readCachePlugin from './plugins/read-cache';
import securityHeadersPlugin from './plugins/security-headers';
import { RemoteList } from './plugins/remote-list';
import redisPlugin from './plugins/redis';
import rowCachePlugin from './plugins/row-cache';
import webPlugin from './plugins/web';
import { createPaymentGateway } from './payments/provider';
import { loggerOptions } from './util/log-options';
import { responseSerializerCompiler } from './util/serialize';
import { zodValidatorCompiler } from './util/validate';
import type { PaymentGateway } from './services/payment-gateway';
import healthRoutes from './routes/health';
import parkingRoutes from './routes/parking';
import userRoutes from './routes/users';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The card provider chosen by PAYMENT_PROVIDER, built once (spec §9 Card payment). */
    paymentGateway: PaymentGateway;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
}

// Bodies are small JSON forms; CSV uploads (multipart) set their own limit.
const BODY_LIMIT = 1024 * 1024;
/** How long one plugin may take to start (the database's migrations included). */
const PLUGIN_TIMEOUT_MS = 120_000;

/** A hop count trusts that many proxies in front of the server (README TRUST_PROXY). */
function trustProxyOption(value: AppConfig['trustProxy']) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

export async function buildApp({ config, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // The database plugin opens PGlite and runs the migrations: on a busy 2-core machine that
    // took longer than Fastify's 10 s default, and the server (or a test's app) failed to start.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    // No log line per request by default (errors are still logged); LOG_LEVEL=debug
    // or `--verbose` logs every request and its completion.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
  });
  try {
    app.decorate('config', config);
    app.decorate('paymentGateway', createPaymentGateway(config.paymentProvider));
    await app.register(errorHandlerPlugin);
    await app.register(inputGuardPlugin);
    // Routes declare zod bodies, params and querystrings, checked before the handler
    // with the JSON errors parseInput gives; responses are serialised by fast-json-stringify
    // from their zod schema (or a closed JSON Schema not yet moved), so only declared fields
    // leave (docs/adr/0035). Both go to /api/docs.
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    await app.register(apiDocsPlugin);
    // One remote list for /remotes.json and the CSP's remote origins (docs/adr/0024).
    const remoteList = new RemoteList(config.webRoot, config.remoteUrls);
    await app.register(securityHeadersPlugin, { remoteList });
    await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
    await app.register(databasePlugin, {
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      pgliteSharedBuffers: config.pgliteSharedBuffers,
    });
    // Before the job queue: closed after it (plugins/mail-transport.ts).
    await app.register(mailTransportPlugin, {
      smtpUrl: config.smtpUrl,
      outbox: config.mailOutbox,
      from: config.mailFrom,
    });
    await app.register(redisPlugin, { redisUrl: config.redisUrl });
    await app.register(rowCachePlugin, { multiInstance: config.databaseUrl !== undefined });
    await app.register(jobsPlugin, { databaseUrl: config.databaseUrl });
    await app.register(mailerPlugin);
    await app.register(notificationsPlugin, { tickSeconds: config.notifyTickSeconds });
    await app.register(rateLimitPlugin, {
      rules: config.rateLimits,
      slowdownMs: config.rateLimitSlowdownMs,
    });
    await app.register(authPlugin, { jwtSecret: config.jwtSecret });
    // Repeated signed-in reads answered from memory while nothing was written: only where this
    // process sees every write (the embedded database; docs/adr/0039).
    if (app.databaseDriver === 'pglite') await app.register(readCachePlugin);
    await app.register(healthRoutes);
    await app.register(userRoutes, { prefix: '/api/users' });
    await app.register(parkingRoutes, { prefix: '/api/parking' });
    await app.register(webPlugin, {
      webRoot: config.webRoot,
      remoteList,
      defaultHoaid: config.defaultHoaid,
    });
    await app.ready();
    await resanitizeStoredHelp(app.db);
    if (config.demoSeed) await seedDemoData(app.db);
    if (config.demoSeed && config.demoHistory) await seedDemoHistory(app.db);
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}
