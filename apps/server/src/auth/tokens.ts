import { type AccessTokenClaims, Roles, SessionConstants } from '@indoor/domain';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'indoor-planner';
const ALGORITHM = 'HS256';

export type TokenProblem = 'expired' | 'invalid';

export class TokenError extends Error {
  constructor(readonly problem: TokenProblem) {
    super(`access token ${problem}`);
  }
}

/** Short-lived signed access tokens (claims userId, username, role). */
export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number = SessionConstants.accessTokenTtlSeconds,
  ) {}

  async issue(claims: AccessTokenClaims): Promise<string> {
    return new SignJWT({ userId: claims.userId, username: claims.username, role: claims.role })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.secret);
  }

  async verify(token: string): Promise<AccessTokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        issuer: ISSUER,
        algorithms: [ALGORITHM],
        requiredClaims: ['exp', 'sub'],
      });
      const { userId, username, role } = payload;
      if (
        typeof userId !== 'string' ||
        typeof username !== 'string' ||
        typeof role !== 'string' ||
        !(Roles as readonly string[]).includes(role) ||
        payload.sub !== userId
      ) {
        throw new TokenError('invalid');
      }
      return { userId, username, role: role as AccessTokenClaims['role'] };
    } catch (error) {
      if (error instanceof TokenError) throw error;
      if (error instanceof errors.JWTExpired) throw new TokenError('expired');
      throw new TokenError('invalid');
    }
  }
}
