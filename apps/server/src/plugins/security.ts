// The security baseline: headers (a CSP the web app works under) and
// CORS (same origin unless CORS_ORIGINS lists others). Sign-in, sign-up and password-reset
// rate limits live in the identity plugin, stored in the database so instances share them.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { forbidden } from './errors.ts';
import { isTrustedOrigin, untrustedOriginMessage } from './origins.ts';

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  // Security headers, as helmet's defaults with a CSP the web app works under. Built once and
  // set in one hook: registering @fastify/helmet cost ~40 % of catalogue throughput (bench/).
  // Razorpay Checkout (decision 033), only when configured: its script, the frames
  // it opens and the calls it makes.
  const razorpay = config.payments.razorpay !== null;
  const csp = [
    "default-src 'self'",
    "base-uri 'self'",
    `script-src 'self'${razorpay ? ' https://checkout.razorpay.com' : ''}`,
    "script-src-attr 'none'",
    // The service worker (/sw.js, decision 036) and the web app manifest: this site's own only.
    "worker-src 'self'",
    "manifest-src 'self'",
    // React style attributes and Swagger UI need inline styles; scripts stay 'self' only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src ${["'self'", ...config.corsOrigins, ...(razorpay ? ['https://*.razorpay.com'] : [])].join(' ')}`,
    ...(razorpay ? ['frame-src https://api.razorpay.com https://checkout.razorpay.com'] : []),
    "font-src 'self' data:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    `form-action ${["'self'", ...config.corsOrigins].join(' ')}`,
  ].join(';');
  const headers = {
    'content-security-policy': csp,
    // Google sign-in may run in a popup that must be able to talk back to its opener.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  await app.register(cors, {
    // false: no CORS headers at all, so browsers refuse cross-origin reads and preflights.
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
  });

  // Browsers always send Origin on cross-site writes: refuse those outright, so a form or
  // fetch from another site can never change anything, even without a preflight. The identity
  // service trusts the same origins (origins.ts).
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
      return;
    }
    const origin = request.headers.origin;
    if (!origin || origin === 'null') return;
    if (!isTrustedOrigin(config, origin, request.headers.host)) {
      throw forbidden(untrustedOriginMessage(config, origin));
    }
  });
}
