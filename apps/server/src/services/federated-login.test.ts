import { contract, SessionMessages, type SessionUser } from '@indoor/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcIdTokenVerifier } from '../auth/federated.js';
import { insertUser } from '../test/factories.js';
import {
  OIDC_CLIENT_ID,
  OTHER_CLIENT_ID,
  startTestOidcProvider,
  type TestOidcProvider,
} from '../test/oidc-test-provider.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const signIn = (t: TestApp, idToken: string) =>
  t.app.inject({
    method: 'POST',
    url: contract.userLoginGoogle.path,
    payload: { name: '', external: 'google', access_token: idToken },
  });

describe('federated sign-in against a real OpenID Connect provider', () => {
  let provider: TestOidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startTestOidcProvider();
    t = await createTestApp('pglite', {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID,
      OIDC_PROVIDER_NAME: 'google',
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('tells the web app where to send users to sign in', async () => {
    const res = await t.app.inject({ method: 'GET', url: contract.getClientConfig.path });
    expect(res.json().federatedSignIn).toEqual({
      providerName: 'google',
      clientId: OIDC_CLIENT_ID,
      authorizationEndpoint: `${provider.issuer}/auth`,
    });
  });

  it('verifies a genuine id token, creates the user once, and signs them in', async () => {
    const token = await provider.idTokenFor('google-sub-1001');
    const first = await signIn(t, token);
    expect(first.statusCode).toBe(200);
    const { user } = first.json() as { user: SessionUser };
    expect(user).toMatchObject({
      username: 'irene.pappas',
      name: 'Irene Pappas',
      email: 'irene.pappas@example.org',
      role: 'user',
      accountType: 'google',
    });
    expect(user.access_token.split('.')).toHaveLength(3);
    const again = (await signIn(t, await provider.idTokenFor('google-sub-1001'))).json() as {
      user: SessionUser;
    };
    expect(again.user.id).toBe(user.id);
  });

  it('refuses a disabled federated account with a message, and records sign-ins', async () => {
    const { user } = (await signIn(t, await provider.idTokenFor('google-sub-1003'))).json() as {
      user: SessionUser;
    };
    const row = await t.db
      .selectFrom('users')
      .select('last_sign_in_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.last_sign_in_at).toBeInstanceOf(Date);
    await t.db
      .updateTable('users')
      .set({ disabled_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    const refused = await signIn(t, await provider.idTokenFor('google-sub-1003'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: SessionMessages.accountDisabled });
  });

  it('never derives a reserved username or a role from the provider', async () => {
    const { user } = (await signIn(t, await provider.idTokenFor('google-sub-1002'))).json() as {
      user: SessionUser;
    };
    expect(user.username).not.toBe('admin');
    expect(user.role).toBe('user');
  });

  it('refuses a forged token (payload changed, signature kept)', async () => {
    const [header, payload, signature] = (await provider.idTokenFor('google-sub-1001')).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'google-sub-9999' })).toString(
      'base64url',
    );
    const res = await signIn(t, `${header}.${forged}.${signature}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: SessionMessages.loginFailed });
  });

  it('refuses a token issued to another application (audience)', async () => {
    const res = await signIn(t, await provider.idTokenFor('google-sub-1001', OTHER_CLIENT_ID));
    expect(res.statusCode).toBe(401);
  });

  it('refuses a token from another issuer signed with other keys', async () => {
    const stranger = await startTestOidcProvider();
    try {
      const res = await signIn(t, await stranger.idTokenFor('google-sub-1001'));
      expect(res.statusCode).toBe(401);
    } finally {
      await stranger.close();
    }
  });

  it('refuses an expired token', async () => {
    const shortLived = await startTestOidcProvider({ idTokenTtlSeconds: 1 });
    try {
      const token = await shortLived.idTokenFor('google-sub-1001');
      await new Promise((r) => setTimeout(r, 2100));
      const verifier = new OidcIdTokenVerifier(shortLived.issuer, OIDC_CLIENT_ID);
      await expect(verifier.verify(token)).rejects.toThrow(/exp/);
    } finally {
      await shortLived.close();
    }
  });
});

describe('federated sign-in with registration closed', () => {
  let provider: TestOidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startTestOidcProvider();
    t = await createTestApp('pglite', {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID,
      OIDC_PROVIDER_NAME: 'google',
      REGISTRATION: 'closed',
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('signs in known federated accounts and creates no new ones', async () => {
    const stranger = await signIn(t, await provider.idTokenFor('google-sub-2001'));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ message: SessionMessages.registrationClosed });
    expect(
      await t.db
        .selectFrom('users')
        .select('id')
        .where('external_subject', '=', 'google-sub-2001')
        .execute(),
    ).toEqual([]);
    await insertUser(t.db, {
      username: 'known.person',
      account_type: 'google',
      external_subject: 'google-sub-2002',
    });
    const known = await signIn(t, await provider.idTokenFor('google-sub-2002'));
    expect(known.statusCode, known.body).toBe(200);
    expect((known.json() as { user: SessionUser }).user.username).toBe('known.person');
  });
});

describe('federated sign-in when not configured', () => {
  it('answers 400 with a message', async () => {
    const t = await createTestApp('pglite');
    try {
      const config = await t.app.inject({ method: 'GET', url: contract.getClientConfig.path });
      expect(config.json().federatedSignIn).toBeNull();
      const res = await signIn(t, 'a.b.c');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: SessionMessages.federatedDisabled });
    } finally {
      await t.close();
    }
  });
});
