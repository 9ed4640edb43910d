// Environment → typed configuration, validated once at start. A bad value stops the server
// with a message naming the variable, rather than failing later in some request.
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSecureContext } from 'node:tls';
import { gstinProblem } from '@harit/core/gstin';
import { type IndianState, isIndianState } from '@harit/core/india';
import { INVOICE_PREFIX_MAX } from '@harit/core/seller';
import { z } from 'zod';
import type { Executor } from './db/transaction.ts';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** postgres://… switches from the embedded PGlite to PostgreSQL. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * Comma-separated postgres:// URLs of streaming replicas of DATABASE_URL (decision
   * 039): public reads go to them, writes and the caller's own data to DATABASE_URL.
   */
  DATABASE_READ_URL: z
    .string()
    .regex(
      /^\s*postgres(ql)?:\/\/[^,]+(,\s*postgres(ql)?:\/\/[^,]+)*$/,
      'must be one or more postgres:// URLs separated by commas',
    )
    .optional(),
  /** Where the embedded database, the dev auth secret and the mail outbox live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** The address people reach the shop at; links in e-mails and identity tokens use it. */
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Comma-separated origins allowed to call the API from another site. Empty: same origin only. */
  CORS_ORIGINS: z.string().default(''),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Harit <no-reply@harit.in>'),
  /** The mail outbox's first retry wait (ms); each later one is 4× longer (decision 023). */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).max(86_400_000).default(30_000),
  /** Attempts to send one mail before it is marked failed. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** How often the mail worker looks for due mail besides being notified (ms). */
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(5_000),
  /**
   * How long a claimed mail is kept from other workers (ms), renewed every third of it while it
   * is sent: a worker killed mid-send delays its mail by at most this (decision 023).
   */
  MAIL_LEASE_MS: z.coerce.number().int().min(300).max(3_600_000).default(60_000),
  /** Test hook: the mail worker sends nothing for this long after start (ms). */
  MAIL_OUTBOX_START_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(0),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** OpenID discovery document of the Google-compatible issuer (tests point it at a local one). */
  GOOGLE_DISCOVERY_URL: z
    .url()
    .default('https://accounts.google.com/.well-known/openid-configuration'),
  /**
   * Seed the demo accounts (demo@harit.in, and merchant@harit.in who is an admin). Default: on
   * for the embedded database only.
   */
  SEED_DEMO: booleanish.optional(),
  /** Comma-separated e-mails that are admins: the first admin of a new shop. */
  ADMIN_EMAILS: z.string().default(''),
  /** Sign-in, sign-up and password-reset attempts per client address per window (10 s / 60 s). */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(1000).default(3),
  /**
   * Worker threads that hash passwords (default: one per core but one, at least 1); 0 hashes on
   * libuv's shared thread pool as Better Auth does by itself.
   */
  PASSWORD_HASH_THREADS: z.coerce.number().int().min(0).max(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** pretty: readable lines; json: one JSON object a line. Default: pretty at a terminal or in development. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** An S3-compatible bucket for uploaded pictures; unset: DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Another S3-compatible service (MinIO, R2, …); path-style requests. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Prepended to every object key, e.g. "harit/". */
  S3_PREFIX: z.string().max(200).default(''),
  /** Built web app to serve; default apps/web/dist next to this package. */
  WEB_DIST: z.string().optional(),
  /**
   * The seller printed on GST tax invoices. The defaults describe the embedded demo's
   * fictional company; a real shop sets its own registration.
   */
  SELLER_LEGAL_NAME: z.string().min(1).max(200).default('Harit Retail Private Limited'),
  SELLER_ADDRESS: z
    .string()
    .min(1)
    .max(300)
    .default('12 Indiranagar 100 Feet Road, Bengaluru 560038'),
  /**
   * 15 characters: state code, PAN, entity number, Z, check character. The check character and
   * the state code (against SELLER_STATE) are checked below, with core's gstinProblem.
   */
  SELLER_GSTIN: z
    .string()
    .regex(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN')
    .default('29AAHCH1234K1ZH'),
  /** One of the 28 states and 8 union territories, as the checkout's State list writes it. */
  SELLER_STATE: z.string().min(1).default('Karnataka'),
  /**
   * The tax invoices' prefix (decision 061's "HRT2627-000123"): letters and digits, short enough
   * that a number stays within Rule 46(b)'s 16 characters. Credit notes keep CN.
   */
  SELLER_INVOICE_PREFIX: z
    .string()
    .regex(
      new RegExp(`^[A-Z0-9]{1,${INVOICE_PREFIX_MAX}}$`),
      `must be 1 to ${INVOICE_PREFIX_MAX} capital letters or digits`,
    )
    .refine((prefix) => prefix !== 'CN', 'CN is the credit notes’ prefix')
    .default('HRT'),
  /** Who signs for the seller: printed over "Authorised signatory" (Rule 46(q), decision 083). */
  SELLER_SIGNATORY: z.string().min(1).max(100).default('Director'),
  /**
   * A PKCS#12 file (.p12/.pfx) with the certificate and key that sign tax invoice and credit
   * note PDFs (decision 083); its password in SELLER_SIGNING_CERT_PASSWORD. Unset: unsigned.
   */
  SELLER_SIGNING_CERT: z.string().min(1).optional(),
  SELLER_SIGNING_CERT_PASSWORD: z.string().optional(),
  /** Razorpay (decision 033): all three set switch payments from the test gateway. */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * The built-in test gateway (decisions 033 and 056): card and UPI orders "paid" with no money
   * moving. Default: on for the embedded database (the demo), off with DATABASE_URL, where
   * without Razorpay only cash on delivery is offered. Razorpay's keys turn it off regardless.
   */
  PAYMENTS_TEST_GATEWAY: booleanish.optional(),
  /** Razorpay's API; tests point it at a local stand-in. */
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  /** A card or UPI order not paid within this many seconds is cancelled (default 15 minutes). */
  PAYMENT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** How often each instance's sweeper looks for expired orders and refunds to send (ms). */
  PAYMENT_SWEEP_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
  /** Card and UPI orders one account may hold unpaid at once. */
  PAYMENT_MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(1000).default(3),
  /**
   * Prometheus metrics on a listener of their own (decision 070); unset: no metrics listener.
   * Never the public PORT (checked below).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * Comma-separated addresses or CIDR ranges of the reverse proxies in front (nginx: 127.0.0.1):
   * their X-Forwarded-For names the client, so rate limits count shoppers, not the proxy
   * (decision 070). Unset: the socket's address is the client.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^\s*[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*\s*$/,
      'must be addresses or CIDR ranges separated by commas',
    )
    .optional(),
  /** Interface of the metrics listener: loopback unless the scraper is on another machine. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * After SIGTERM, how long /api/health/ready answers 503 while requests are still taken, so
   * the load balancer sees it and sends no more (its check interval; decision 070).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(5_000),
  /** Then, how long requests in flight may take to finish before the server closes anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * Apply the migrations at start (default). false: a deploy runs `npm run migrate` once, and a
   * server finding migrations pending refuses to start (decision 070).
   */
  MIGRATE_ON_START: booleanish.default(true),
});

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  prefix: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database:
    | { kind: 'pglite'; dataDir: string | null }
    /** readUrls: the replicas public reads go to (empty: everything on url) */
    | { kind: 'postgres'; url: string; readUrls: string[] };
  dataDir: string | null;
  publicUrl: string;
  /**
   * PUBLIC_URL was not set (the embedded default): besides publicUrl, the shop trusts the local
   * address it is reached at, e.g. http://192.168.1.20:3000 from a phone (plugins/origins.ts).
   */
  publicUrlIsDefault: boolean;
  authSecret: string;
  corsOrigins: string[];
  smtpUrl: string | null;
  mailFrom: string;
  /** the mail outbox's worker (mail/outbox.ts) */
  mailOutbox: {
    retryBaseMs: number;
    maxAttempts: number;
    pollMs: number;
    leaseMs: number;
    startDelayMs: number;
  };
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | null;
  seedDemo: boolean;
  /** lower-case e-mails made admins at sign-up and at every start */
  adminEmails: string[];
  authRateLimit: number;
  /** null: the default for this machine's cores */
  passwordHashThreads: number | null;
  logLevel: string;
  logFormat: 'pretty' | 'json';
  webDist: string;
  /** null: uploaded pictures live under DATA_DIR/uploads (or in memory) */
  s3: S3Config | null;
  /**
   * who sells, until an admin saves the console's seller settings (decision 083): printed on
   * tax invoices; its state decides CGST + SGST or IGST
   */
  seller: SellerConfig;
  /** null: invoice and credit note PDFs are not digitally signed (decision 083) */
  signing: SigningConfig | null;
  /** card and UPI payments (decisions 032 and 033) */
  payments: PaymentsConfig;
  /** proxies whose X-Forwarded-For is believed (empty: none) */
  trustProxy: string[];
  /** null: no metrics listener (decision 070) */
  metrics: { port: number; host: string } | null;
  /** SIGTERM's drain: not ready for drainMs, then in-flight requests get up to timeoutMs */
  shutdown: { drainMs: number; timeoutMs: number };
  /** false: migrations are a deploy step (`npm run migrate`), not the start's */
  migrateOnStart: boolean;
}

export interface PaymentsConfig {
  /** an unpaid card or UPI order is cancelled this long after it was placed */
  windowMs: number;
  sweepMs: number;
  maxUnpaidOrders: number;
  /** null: the built-in test gateway takes the payments, if `testGateway`, else none does */
  razorpay: RazorpayConfig | null;
  /**
   * Without Razorpay, whether the test gateway takes card and UPI payments (PAYMENTS_TEST_GATEWAY;
   * decision 056). Off: card and UPI orders are refused, cash on delivery only.
   */
  testGateway: boolean;
  /** signs the test gateway's return values and webhooks */
  testGatewaySecret: string;
  /**
   * The environment this configuration was read from: a payment provider added later reads its
   * own settings from it with its own schema, in its folder (decision 065).
   */
  env: Readonly<Record<string, string | undefined>>;
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
}

export interface SellerConfig {
  legalName: string;
  address: string;
  gstin: string;
  state: IndianState;
  /** the tax invoices' number prefix ("HRT"); credit notes' is CN */
  invoicePrefix: string;
  /** the person who signs for the seller, printed over "Authorised signatory" */
  signatory: string;
}

/**
 * The seller in force (decision 083): the console's saved settings, or the SELLER_* variables
 * until an admin saves them. Read with the caller's executor (its transaction, if any).
 */
export type SellerOf = (ex: Executor) => Promise<SellerConfig>;

/** The PKCS#12 certificate that signs tax invoice and credit note PDFs (decision 083). */
export interface SigningConfig {
  p12: Buffer;
  password: string;
}

/**
 * Reads SELLER_SIGNING_CERT and checks that its password opens it and that it holds a
 * certificate and its private key; a ConfigError saying which is wrong otherwise.
 */
function signingConfig(file: string | undefined, password: string | undefined) {
  if (!file) {
    if (password !== undefined) {
      throw new ConfigError(
        'Invalid configuration:\n  SELLER_SIGNING_CERT_PASSWORD: only valid together with SELLER_SIGNING_CERT',
      );
    }
    return null;
  }
  let p12: Buffer;
  try {
    p12 = readFileSync(file);
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  SELLER_SIGNING_CERT: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`,
    );
  }
  try {
    // OpenSSL reads it as the TLS stack would: a wrong password fails its MAC check, and a file
    // without a certificate or without its key is refused.
    createSecureContext({ pfx: p12, passphrase: password ?? '' });
  } catch (error) {
    const reason = (error as Error).message;
    throw new ConfigError(
      /mac verify|password/i.test(reason)
        ? 'Invalid configuration:\n  SELLER_SIGNING_CERT_PASSWORD: does not open SELLER_SIGNING_CERT'
        : `Invalid configuration:\n  SELLER_SIGNING_CERT: not a PKCS#12 file with a certificate and its private key (${reason})`,
    );
  }
  return { p12, password: password ?? '' };
}

export class ConfigError extends Error {}

/** DATA_DIR=memory:// keeps the embedded database in memory (tests, throwaway runs). */
export const IN_MEMORY = 'memory://';

/**
 * @param terminal whether stdout is a terminal: a person reading the logs, not a log collector.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  terminal: boolean = process.stdout.isTTY === true,
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const inMemory = e.DATA_DIR === IN_MEMORY;
  const dataDir = inMemory ? null : path.resolve(e.DATA_DIR);
  if (dataDir) mkdirSync(dataDir, { recursive: true });

  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  AUTH_SECRET: required in production with DATABASE_URL (every instance must share it)',
    );
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_READ_URL: only valid together with DATABASE_URL (the embedded database has no replicas)',
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  if (!isIndianState(e.SELLER_STATE)) {
    throw new ConfigError(
      'Invalid configuration:\n  SELLER_STATE: must be one of the 28 states and 8 union territories',
    );
  }
  const gstinWrong = gstinProblem(e.SELLER_GSTIN, e.SELLER_STATE);
  if (gstinWrong) {
    throw new ConfigError(`Invalid configuration:\n  SELLER_GSTIN: ${gstinWrong}`);
  }
  const razorpayKeys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  if (razorpayKeys.some(Boolean) && !razorpayKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together',
    );
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    );
  }

  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      'Invalid configuration:\n  METRICS_PORT: must not be PORT (metrics are never served on the public port)',
    );
  }

  const authSecret = e.AUTH_SECRET ?? devSecret(dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          readUrls: (e.DATABASE_READ_URL ?? '')
            .split(',')
            .map((url) => url.trim())
            .filter(Boolean),
        }
      : { kind: 'pglite', dataDir: dataDir ? path.join(dataDir, 'pglite') : null },
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlIsDefault: e.PUBLIC_URL === undefined,
    authSecret,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    mailOutbox: {
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      pollMs: e.MAIL_POLL_MS,
      leaseMs: e.MAIL_LEASE_MS,
      startDelayMs: e.MAIL_OUTBOX_START_DELAY_MS,
    },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            discoveryUrl: e.GOOGLE_DISCOVERY_URL,
          }
        : null,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    authRateLimit: e.AUTH_RATE_LIMIT,
    passwordHashThreads: e.PASSWORD_HASH_THREADS ?? null,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (terminal || e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT ?? null,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
          prefix: e.S3_PREFIX,
        }
      : null,
    seller: {
      legalName: e.SELLER_LEGAL_NAME,
      address: e.SELLER_ADDRESS,
      gstin: e.SELLER_GSTIN,
      state: e.SELLER_STATE,
      invoicePrefix: e.SELLER_INVOICE_PREFIX,
      signatory: e.SELLER_SIGNATORY,
    },
    signing: signingConfig(e.SELLER_SIGNING_CERT, e.SELLER_SIGNING_CERT_PASSWORD),
    payments: {
      windowMs: e.PAYMENT_WINDOW_SECONDS * 1000,
      sweepMs: e.PAYMENT_SWEEP_MS,
      maxUnpaidOrders: e.PAYMENT_MAX_UNPAID_ORDERS,
      razorpay:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: e.RAZORPAY_KEY_ID,
              keySecret: e.RAZORPAY_KEY_SECRET,
              webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
              apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ''),
            }
          : null,
      testGateway: e.PAYMENTS_TEST_GATEWAY ?? !e.DATABASE_URL,
      testGatewaySecret: createHmac('sha256', authSecret)
        .update('harit-test-gateway')
        .digest('hex'),
      env,
    },
    trustProxy: (e.TRUST_PROXY ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    metrics: e.METRICS_PORT === undefined ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    migrateOnStart: e.MIGRATE_ON_START,
  };
}

/**
 * Without AUTH_SECRET, a random secret is kept in the data dir so sessions survive restarts
 * of the embedded shop. With several instances, set AUTH_SECRET instead.
 */
function devSecret(dataDir: string | null): string {
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
