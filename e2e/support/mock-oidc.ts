// A local OpenID Connect provider standing in for Google (DESIGN.md §5): the server under test
// discovers it through GOOGLE_DISCOVERY_URL. Its /authorize answers at once (no login screen),
// and its id_token and userinfo describe GOOGLE_USER.
import { OAuth2Server } from 'oauth2-mock-server';
import { GOOGLE_USER, OIDC_PORT } from './mock-ports';

export async function startMockOidc(): Promise<() => Promise<void>> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  // Better Auth needs a verified e-mail and a stable subject to create or find the user.
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      sub: GOOGLE_USER.sub,
      email: GOOGLE_USER.email,
      email_verified: true,
      name: GOOGLE_USER.name,
    });
  });
  server.service.on('beforeUserinfo', (userinfo) => {
    userinfo.body = {
      sub: GOOGLE_USER.sub,
      email: GOOGLE_USER.email,
      email_verified: true,
      name: GOOGLE_USER.name,
    };
  });
  await server.start(OIDC_PORT, '127.0.0.1');
  return () => server.stop();
}
