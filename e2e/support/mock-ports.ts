// Fixed loopback addresses of the stand-ins for Google and for the mail provider, shared by
// playwright.config.ts (the server under test is pointed at them), the global setup (which
// starts them) and the specs (which read what they captured). Runs side by side on another
// E2E_PORT shift them by the same amount, so two runs never share a mock; E2E_SMTP_PORT and
// E2E_OIDC_PORT set them outright.
import os from 'node:os';
import path from 'node:path';

const shift = Number(process.env.E2E_PORT ?? 3100) - 3100;

export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525 + shift);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 8089 + shift);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;

/** Every message the mock SMTP server receives is written here as one JSON file. */
export const MAILBOX_DIR = path.join(os.tmpdir(), `harit-e2e-mailbox-${SMTP_PORT}`);

/** The server under test's Google client, registered with nobody: the mock accepts any. */
export const GOOGLE_CLIENT = { id: 'harit-e2e-client', secret: 'harit-e2e-secret' };

/** Who "Google" says is signing in. */
export const GOOGLE_USER = {
  sub: 'google-e2e-108234567890',
  email: 'meera.google@example.in',
  name: 'Meera Google',
};
