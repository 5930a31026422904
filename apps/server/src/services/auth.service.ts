import { randomUUID } from 'node:crypto';
import {
  RequestMessages,
  ReservedUsernames,
  type Role,
  SessionMessages,
  type SessionUser,
} from '@indoor/domain';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import type { IdTokenVerifier } from '../auth/federated.js';
import { waitSeconds } from '../auth/login-backoff.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { TokenService } from '../auth/tokens.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import type { UserRow } from '../db/schema.js';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../http/http-error.js';
import { sessionUserToWire } from '../wire/user.wire.js';

export interface RegisterInput {
  name: string;
  email: string;
  username: string;
  password: string;
}

/** Verifying against this keeps a login for an unknown username as slow as a wrong password. */
let timingDecoyHash: Promise<string> | null = null;
const decoyHash = () => {
  timingDecoyHash ??= hashPassword(randomUUID());
  return timingDecoyHash;
};

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export class AuthService {
  private readonly users: Repositories['users'];

  constructor(
    data: DataAccess,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
    private readonly federated: { verifier: IdTokenVerifier; providerName: string } | null,
    /** False when only admins create accounts (REGISTRATION=closed). */
    private readonly registrationOpen = true,
  ) {
    this.users = data.repos.users;
  }

  /** A session of the stored account: its token carries the account's token version. */
  private async session(row: UserRow): Promise<SessionUser> {
    const token = await this.tokens.issue(
      { userId: row.id, username: row.username, role: row.role as Role },
      row.token_version,
    );
    return sessionUserToWire(row, token);
  }

  /** A sign-in that proved who it is: refused for a disabled account, else recorded. */
  private async signedIn(row: UserRow): Promise<{ user: SessionUser }> {
    if (row.disabled_at !== null) throw forbidden(SessionMessages.accountDisabled);
    return { user: await this.session(await this.users.recordSignIn(row.id)) };
  }

  async register(input: RegisterInput): Promise<{ message: string; user: SessionUser }> {
    if (!this.registrationOpen) throw forbidden(SessionMessages.registrationClosed);
    const lower = input.username.toLowerCase();
    if ((ReservedUsernames as readonly string[]).includes(lower)) {
      throw badRequest(SessionMessages.reservedUsername);
    }
    if (await this.users.findByUsername(input.username))
      throw conflict(SessionMessages.usernameTaken);
    try {
      const row = await this.users.insert({
        id: randomUUID(),
        username: input.username,
        name: input.name,
        email: input.email,
        password_hash: await hashPassword(input.password),
        role: 'user',
        account_type: 'local',
        last_sign_in_at: new Date(),
      });
      return { message: SessionMessages.registered, user: await this.session(row) };
    } catch (error) {
      // Two registrations of one name at once: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(SessionMessages.usernameTaken);
      throw error;
    }
  }

  /** `address` is the client's address: failures are throttled per username and address. */
  async login(username: string, password: string, address: string): Promise<{ user: SessionUser }> {
    const wait = await this.throttle.waitMs(username, address);
    if (wait > 0) {
      const seconds = waitSeconds(wait);
      throw new HttpError(429, RequestMessages.loginWait(seconds), {
        'retry-after': String(seconds),
      });
    }
    const row = await this.users.findByUsername(username);
    const ok = await verifyPassword(row?.password_hash ?? (await decoyHash()), password);
    if (!row?.password_hash || !ok) {
      await this.throttle.recordFailure(username, address);
      throw unauthorized(SessionMessages.loginFailed);
    }
    await this.throttle.recordSuccess(username, address);
    // Only someone who knows the password learns that the account is disabled.
    return this.signedIn(row);
  }

  /**
   * A fresh token for a token still valid: its account exists, is enabled, and its token
   * version has not moved on since (a password change or reset, or disabling, ends it).
   */
  async refresh(accessToken: string): Promise<{ user: SessionUser }> {
    let row: UserRow | undefined;
    let tokenVersion: number;
    try {
      const claims = await this.tokens.verify(accessToken);
      tokenVersion = claims.tokenVersion;
      row = await this.users.findById(claims.userId);
    } catch {
      throw unauthorized(SessionMessages.refreshFailed);
    }
    if (row?.disabled_at != null) throw unauthorized(SessionMessages.accountDisabled);
    if (!row || row.token_version !== tokenVersion) {
      throw unauthorized(SessionMessages.refreshFailed);
    }
    return { user: await this.session(row) };
  }

  /** The caller's own name and e-mail; the answer is the session with a fresh token. */
  async updateOwnProfile(
    caller: AuthenticatedUser,
    input: { name: string; email: string },
  ): Promise<{ message: string; user: SessionUser }> {
    const row = await this.users.updateProfile(caller.id, input.name, input.email);
    return { message: SessionMessages.profileUpdated, user: await this.session(row) };
  }

  /**
   * The caller's own password, checked against the current one (failures are throttled
   * like sign-ins). Every token issued before ends; the answer carries this session's
   * fresh one. Federated accounts have no password here to change.
   */
  async changeOwnPassword(
    caller: AuthenticatedUser,
    input: { current_password: string; new_password: string },
    address: string,
  ): Promise<{ message: string; user: SessionUser }> {
    const row = await this.users.findById(caller.id);
    if (!row) throw unauthorized(SessionMessages.refreshFailed);
    if (!row.password_hash) throw badRequest(SessionMessages.noPasswordToChange);
    const wait = await this.throttle.waitMs(row.username, address);
    if (wait > 0) {
      const seconds = waitSeconds(wait);
      throw new HttpError(429, RequestMessages.loginWait(seconds), {
        'retry-after': String(seconds),
      });
    }
    if (!(await verifyPassword(row.password_hash, input.current_password))) {
      await this.throttle.recordFailure(row.username, address);
      throw forbidden(SessionMessages.currentPasswordWrong);
    }
    await this.throttle.recordSuccess(row.username, address);
    if (input.new_password === input.current_password) {
      throw badRequest(SessionMessages.newPasswordSameAsCurrent);
    }
    const hash = await hashPassword(input.new_password);
    // Written only if this session is still current (no reset or change meanwhile).
    const updated = await this.users.setPassword(row.id, hash, false, caller.tokenVersion);
    if (!updated) throw unauthorized(SessionMessages.refreshFailed);
    return { message: SessionMessages.passwordChanged, user: await this.session(updated) };
  }

  async loginFederated(idToken: string, displayName?: string): Promise<{ user: SessionUser }> {
    if (!this.federated) throw badRequest(SessionMessages.federatedDisabled);
    const { verifier, providerName } = this.federated;
    let identity: Awaited<ReturnType<IdTokenVerifier['verify']>>;
    try {
      identity = await verifier.verify(idToken);
    } catch {
      throw unauthorized(SessionMessages.loginFailed);
    }
    const existing = await this.users.findByExternal(providerName, identity.subject);
    if (existing) return this.signedIn(existing);
    // A first federated sign-in creates an account: with registration closed, only admins do.
    if (!this.registrationOpen) throw forbidden(SessionMessages.registrationClosed);
    const row = await this.insertFederated(providerName, identity, displayName);
    return this.signedIn(row);
  }

  private async insertFederated(
    providerName: string,
    identity: { subject: string; email: string; name: string },
    displayName?: string,
  ): Promise<UserRow> {
    const base = (identity.email.split('@')[0] || `${providerName}_${identity.subject}`)
      .replace(/[^A-Za-z0-9_.-]/g, '_')
      .slice(0, 48);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const candidate = attempt === 0 ? base : `${base}_${attempt + 1}`;
      const reserved = (ReservedUsernames as readonly string[]).includes(candidate.toLowerCase());
      if (reserved || (await this.users.findByUsername(candidate))) continue;
      try {
        return await this.users.insert({
          id: randomUUID(),
          username: candidate,
          name: displayName?.trim() || identity.name,
          email: identity.email,
          password_hash: null,
          role: 'user',
          account_type: providerName,
          external_subject: identity.subject,
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same identity signing in twice at once: the first insert wins.
        const raced = await this.users.findByExternal(providerName, identity.subject);
        if (raced) return raced;
      }
    }
    throw conflict(SessionMessages.usernameTaken);
  }
}
