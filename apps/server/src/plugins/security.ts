// Third-party wiring for the security baseline: headers (a CSP the web app works under) and
// CORS (same origin unless CORS_ORIGINS lists others). Sign-in, sign-up and password-reset
// rate limits live in the identity plugin, stored in the database so instances share them.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { forbidden } from './errors.ts';

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React style attributes and Swagger UI need inline styles; scripts stay 'self' only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...config.corsOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...config.corsOrigins],
        upgradeInsecureRequests: null,
      },
    },
    // Google sign-in may run in a popup that must be able to talk back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(cors, {
    // false: no CORS headers at all, so browsers refuse cross-origin reads and preflights.
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
  });

  // Browsers always send Origin on cross-site writes: refuse those outright, so a form or
  // fetch from another site can never change anything, even without a preflight.
  const allowed = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
      return;
    }
    const origin = request.headers.origin;
    if (!origin || origin === 'null') return;
    const sameHost =
      request.headers.host && origin.replace(/^https?:\/\//, '') === request.headers.host;
    if (!sameHost && !allowed.has(origin)) throw forbidden('Cross-origin request refused');
  });
}
