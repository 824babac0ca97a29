import { OAuth2Server, type TokenRequestIncomingMessage } from 'oauth2-mock-server';

export interface OidcUser {
  sub: string;
  email: string;
  name: string;
  email_verified?: boolean;
}

/**
 * An OpenID Connect provider on 127.0.0.1 (oauth2-mock-server): discovery, authorize with
 * PKCE, token, userinfo. The signed-in user is whoever `signInAs` named last; every token
 * request's code_verifier is recorded.
 */
export async function startOidcProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url;
  if (!issuer) throw new Error('the OIDC mock server has no issuer URL');

  let current: OidcUser = { sub: 'google-0', email: 'nobody@example.com', name: 'Nobody', email_verified: true };
  const codeVerifiers: string[] = [];

  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { ...current, email_verified: current.email_verified ?? true });
  });
  server.service.on('beforeResponse', (_response: unknown, req: TokenRequestIncomingMessage) => {
    if (typeof req.body.code_verifier === 'string') codeVerifiers.push(req.body.code_verifier);
  });
  server.service.on('beforeUserinfo', (response) => {
    response.body = { ...current, email_verified: current.email_verified ?? true };
  });

  return {
    issuer,
    codeVerifiers,
    signInAs(user: OidcUser) {
      current = user;
    },
    stop: () => server.stop(),
  };
}

export type OidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;
