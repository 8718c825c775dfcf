// Environment read and checked once at boot (STYLE §7). Everything else receives AppConfig.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAIL_FROM } from './mail/mailer';

/** The repository root: server/src or server/dist sit two levels below it. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitConfig {
  loginPerAccount: RateLimitRule;
  loginPerAddress: RateLimitRule;
  renterPerUnit: RateLimitRule;
  renterPerAddress: RateLimitRule;
  renterPerCommunity: RateLimitRule;
  mailPerAddress: RateLimitRule;
  feedbackPerAddress: RateLimitRule;
  /** The public guest invitation calls (view and accept). */
  invitationPerAddress: RateLimitRule;
}

export interface AppConfig {
  port: number;
  host: string;
  /** Unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * PGlite's shared_buffers (PGLITE_SHARED_BUFFERS): PostgreSQL's 128MB by default. Starting
   * PGlite costs about 6 ms of CPU per MB of it (the buffer pool is set up in WebAssembly memory
   * at every start), so the test harnesses, which start a database per file, ask for 16MB
   * (docs/adr/0044).
   */
  pgliteSharedBuffers: string;
  /** Set: the Redis that several instances share (ARCHITECTURE "Several instances"). */
  redisUrl: string | undefined;
  jwtSecret: string;
  defaultHoaid: string;
  demoSeed: boolean;
  /** With demoSeed: the demo community's 90 days of history (db/seed/history.ts). */
  demoHistory: boolean;
  mailOutbox: string;
  smtpUrl: string | undefined;
  /** The sender of every mail (MAIL_FROM). */
  mailFrom: string;
  /** How often each instance checks for due reminders and summaries; 0 turns it off. */
  notifyTickSeconds: number;
  publicUrl: string;
  /** Folder holding shell/, owner-app/, renter-app/, admin-app/ each with a dist/ inside. */
  webRoot: string;
  remoteUrls: { owner: string; renter: string; admin: string };
  rateLimits: RateLimitConfig;
  /** How long each sign-in attempt waits while guessing is spread over many addresses. */
  rateLimitSlowdownMs: number;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For gives the client address. */
  trustProxy: boolean | number | string;
  logLevel: string;
  /** spec §9 Card payment: 'sandbox' (offline test cards) or 'none' (every charge declined). */
  paymentProvider: PaymentProviderName;
}

/** spec §9 Card payment providers; a real provider's adapter adds its name here. */
export const PAYMENT_PROVIDERS = ['sandbox', 'none'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

const FIFTEEN_MINUTES = 15 * 60 * 1000;

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9]\d{0,5}(kB|MB|GB)$/, 'must be a size such as 16MB')
    .default('128MB'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DEFAULT_HOAID: z.string().min(1).default('demo'),
  DEMO_SEED: flag.default(true),
  // docs/adr/0030: 90 days of history for the demo community (npm start turns it on).
  DEMO_HISTORY: flag.default(false),
  MAIL_OUTBOX: z.string().min(1).default('./outbox'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp://')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^([^<>@]*<)?[^\s<>@]+@[^\s<>@]+>?$/, 'must be an address or "Name <address>"')
    .optional(),
  NOTIFY_TICK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  PUBLIC_URL: z.url().optional(),
  WEB_ROOT: z.string().min(1).optional(),
  REMOTE_OWNER_URL: z.string().min(1).optional(),
  REMOTE_RENTER_URL: z.string().min(1).optional(),
  REMOTE_ADMIN_URL: z.string().min(1).optional(),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_LOGIN_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  RATE_LIMIT_RENTER_PER_UNIT: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_RENTER_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_RENTER_PER_COMMUNITY: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(FIFTEEN_MINUTES),
  RATE_LIMIT_SLOWDOWN_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  TRUST_PROXY: z.string().trim().min(1).optional(),
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export class ConfigError extends Error {}

/** TRUST_PROXY: unset/false (direct clients), true (any proxy), a hop count, or addresses/CIDRs. */
function trustProxyOf(value: string | undefined): boolean | number | string {
  if (value === undefined || /^(false|0|no|off)$/i.test(value)) return false;
  if (/^(true|yes|on)$/i.test(value)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Keeps tokens valid across restarts: a generated secret is stored beside the database. */
function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR);
  const window = e.RATE_LIMIT_WINDOW_MS;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateJwtSecret(dataDir),
    defaultHoaid: e.DEFAULT_HOAID,
    demoSeed: e.DEMO_SEED,
    demoHistory: e.DEMO_HISTORY,
    mailOutbox: path.resolve(REPO_ROOT, e.MAIL_OUTBOX),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    notifyTickSeconds: e.NOTIFY_TICK_SECONDS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webRoot: path.resolve(REPO_ROOT, e.WEB_ROOT ?? '.'),
    remoteUrls: {
      owner: e.REMOTE_OWNER_URL ?? '/remotes/owner/remoteEntry.js',
      renter: e.REMOTE_RENTER_URL ?? '/remotes/renter/remoteEntry.js',
      admin: e.REMOTE_ADMIN_URL ?? '/remotes/admin/remoteEntry.js',
    },
    rateLimits: {
      loginPerAccount: { max: e.RATE_LIMIT_LOGIN_PER_ACCOUNT, windowMs: window },
      loginPerAddress: { max: e.RATE_LIMIT_LOGIN_PER_ADDRESS, windowMs: window },
      renterPerUnit: { max: e.RATE_LIMIT_RENTER_PER_UNIT, windowMs: window },
      renterPerAddress: { max: e.RATE_LIMIT_RENTER_PER_ADDRESS, windowMs: window },
      renterPerCommunity: { max: e.RATE_LIMIT_RENTER_PER_COMMUNITY, windowMs: window },
      mailPerAddress: { max: 10, windowMs: window },
      feedbackPerAddress: { max: 30, windowMs: window },
      invitationPerAddress: { max: 60, windowMs: window },
    },
    rateLimitSlowdownMs: e.RATE_LIMIT_SLOWDOWN_MS,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    paymentProvider: e.PAYMENT_PROVIDER,
  };
}
