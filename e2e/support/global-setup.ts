// Starts the local stand-ins for Google (OIDC) and for the mail provider (SMTP) before the
// specs run, and stops them afterwards. The server under test only contacts them when a test
// signs in with Google or asks for a reset mail, so whether Playwright starts it before or
// after this setup does not matter.
import { startMockOidc } from './mock-oidc';
import { startMockSmtp } from './mock-smtp';

export default async function globalSetup() {
  const stopSmtp = await startMockSmtp();
  const stopOidc = await startMockOidc();
  return async () => {
    await stopOidc();
    await stopSmtp();
  };
}
