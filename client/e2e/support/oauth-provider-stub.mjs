// A local stand-in for Google's and Facebook's OAuth 2 endpoints on 127.0.0.1, for the journeys that click "Continue
// with Google/Facebook". The JavaScript twin of test/support/oauth-provider-stub.ts (the server's Jest tests), speaking
// the same real authorization-code protocol: the authorize endpoint (which the BROWSER visits) redirects back to the
// server's callback with `code` and `state`, or with `error=access_denied` when consent is refused; the token endpoint
// checks the client, the code, the redirect URI and the PKCE verifier; the profile endpoints answer for that token only
// (Facebook's also checks `appsecret_proof`). Like a real provider it only redirects to the callback URIs it was told
// about (`allowRedirectUri`), once one is. A journey picks what the next consent returns with `google.next(...)` /
// `facebook.next(...)`, and reads `calls` to see who called which endpoint.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

export const STUB_CLIENTS = {
  google: { id: 'stub-google-client.apps.googleusercontent.com', secret: 'stub-google-secret' },
  facebook: { id: '1234567890', secret: 'stub-facebook-secret' },
};

const pkceChallenge = (verifier) => createHash('sha256').update(verifier).digest('base64url');

function send(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));
}

async function readBody(req) {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
}

/**
 * Starts the stub. Answers { url, env, google, facebook, calls, allowRedirectUri(uri), close() }:
 * - `env`: the server's environment for both providers pointed at this stub;
 * - `google.next({ profile, deny?, tokenError?, profileError? })` (and `facebook.next`): what the next consents do
 *   (kept until changed). A Google profile is userinfo's ({ sub, email, email_verified, given_name, family_name, name }),
 *   a Facebook one the Graph API's ({ id, email, first_name, last_name, name });
 * - `calls`: every request answered, in order: { provider, endpoint: 'authorize'|'token'|'profile', status, userAgent, url }.
 */
export async function startOAuthProviderStub() {
  const scenarios = {
    google: { profile: { sub: 'google-default', email: 'default@gmail.com', email_verified: true, name: 'Default User' } },
    facebook: { profile: { id: 'facebook-default', email: 'default@facebook.example', name: 'Default User' } },
  };
  const grants = new Map();
  const tokens = new Map();
  const calls = [];
  const redirectUris = new Set();

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://stub');
    const [, provider, ...rest] = url.pathname.split('/');
    const path = rest.join('/');
    const log = (endpoint, status) =>
      calls.push({ provider, endpoint, status, userAgent: req.headers['user-agent'] ?? '', url: `${url.pathname}${url.search}` });

    if ((provider === 'google' && path === 'authorize') || (provider === 'facebook' && path === 'dialog/oauth')) {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri');
      if (
        q.get('client_id') !== STUB_CLIENTS[provider].id ||
        q.get('response_type') !== 'code' ||
        !redirectUri ||
        (redirectUris.size > 0 && !redirectUris.has(redirectUri))
      ) {
        log('authorize', 400);
        return send(res, 400, {
          error: redirectUri && redirectUris.size > 0 && !redirectUris.has(redirectUri) ? 'redirect_uri_mismatch' : 'invalid_request',
        });
      }
      const back = new URL(redirectUri);
      const state = q.get('state');
      const scenario = scenarios[provider];
      if (scenario.deny) {
        back.searchParams.set('error', 'access_denied');
        if (provider === 'facebook') {
          back.searchParams.set('error_code', '200');
          back.searchParams.set('error_reason', 'user_denied');
        }
        back.searchParams.set('error_description', provider === 'facebook' ? 'Permissions error' : 'The user denied access');
      } else {
        const code = randomBytes(16).toString('hex');
        grants.set(code, { provider, scenario, redirectUri, codeChallenge: q.get('code_challenge') });
        back.searchParams.set('code', code);
      }
      if (state !== null) back.searchParams.set('state', state);
      log('authorize', 302);
      res.writeHead(302, { Location: back.toString(), 'Cache-Control': 'no-store' }).end();
      return;
    }

    if ((provider === 'google' && path === 'token') || (provider === 'facebook' && path === 'oauth/access_token')) {
      const form = new URLSearchParams(req.method === 'POST' ? await readBody(req) : url.search);
      const code = form.get('code') ?? '';
      const grant = grants.get(code);
      grants.delete(code); // authorization codes are single-use
      const problem =
        form.get('client_id') !== STUB_CLIENTS[provider].id || form.get('client_secret') !== STUB_CLIENTS[provider].secret
          ? 'invalid_client'
          : !grant || grant.provider !== provider || form.get('redirect_uri') !== grant.redirectUri
            ? 'invalid_grant'
            : grant.codeChallenge && pkceChallenge(form.get('code_verifier') ?? '') !== grant.codeChallenge
              ? 'invalid_grant'
              : grant.scenario.tokenError
                ? 'invalid_grant'
                : null;
      if (problem) {
        log('token', 400);
        return provider === 'facebook'
          ? send(res, 400, {
              error: { message: 'Invalid verification code format.', type: 'OAuthException', code: 100, fbtrace_id: 'stub' },
            })
          : send(res, 400, { error: problem, error_description: 'Bad Request' });
      }
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, { provider, scenario: grant.scenario });
      log('token', 200);
      return send(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3599, scope: 'openid email profile' });
    }

    if ((provider === 'google' && path === 'userinfo') || (provider === 'facebook' && path === 'me')) {
      const header = req.headers.authorization;
      const accessToken = header?.startsWith('Bearer ') ? header.slice(7) : (url.searchParams.get('access_token') ?? '');
      const issued = tokens.get(accessToken);
      const proofOk =
        provider !== 'facebook' ||
        url.searchParams.get('appsecret_proof') === createHmac('sha256', STUB_CLIENTS.facebook.secret).update(accessToken).digest('hex');
      if (!issued || issued.provider !== provider || !proofOk || issued.scenario.profileError) {
        log('profile', 401);
        return provider === 'facebook'
          ? send(res, 400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190, fbtrace_id: 'stub' } })
          : send(res, 401, { error: 'invalid_token', error_description: 'Invalid Credentials' });
      }
      log('profile', 200);
      if (provider === 'google') return send(res, 200, issued.scenario.profile);
      // Graph API: only the requested fields, and no `email` key at all when there is none.
      const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
      const me = issued.scenario.profile;
      return send(res, 200, Object.fromEntries(fields.filter((f) => me[f] !== undefined).map((f) => [f, me[f]])));
    }

    send(res, 404, { error: 'not_found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => send(res, 500, { error: 'server_error', error_description: String(error) }));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${server.address().port}`;

  return {
    url,
    env: {
      GOOGLE_CLIENT_ID: STUB_CLIENTS.google.id,
      GOOGLE_CLIENT_SECRET: STUB_CLIENTS.google.secret,
      GOOGLE_AUTHORIZATION_URL: `${url}/google/authorize`,
      GOOGLE_TOKEN_URL: `${url}/google/token`,
      GOOGLE_PROFILE_URL: `${url}/google/userinfo`,
      FACEBOOK_APP_ID: STUB_CLIENTS.facebook.id,
      FACEBOOK_APP_SECRET: STUB_CLIENTS.facebook.secret,
      FACEBOOK_AUTHORIZATION_URL: `${url}/facebook/dialog/oauth`,
      FACEBOOK_TOKEN_URL: `${url}/facebook/oauth/access_token`,
      FACEBOOK_PROFILE_URL: `${url}/facebook/me`,
    },
    google: { next: (scenario) => void (scenarios.google = scenario) },
    facebook: { next: (scenario) => void (scenarios.facebook = scenario) },
    calls,
    /** From now on the authorize endpoints redirect only to the URIs allowed so far (a real provider's registered ones). */
    allowRedirectUri: (uri) => void redirectUris.add(uri),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections?.();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
