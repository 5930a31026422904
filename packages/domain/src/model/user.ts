import { z } from 'zod';

export const Roles = ['admin', 'moderator', 'planner', 'auditor', 'user'] as const;
export type Role = (typeof Roles)[number];
export const roleSchema = z.enum(Roles);

/** Local accounts are 'local'; federated ones carry the provider's name (e.g. 'google'). */
export type AccountType = string;

/** Usernames the client-side role resolution treats specially; nobody may register them. */
export const ReservedUsernames = ['admin', 'planner'] as const;

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9_.@-]+$/, 'may contain only letters, digits and _ . @ -');

/**
 * A signed-in user as the login, refresh and federated-login calls answer it
 * (docs/accounts.md#signing-in).
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  owner_id: z.string(),
  userId: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  type: z.string(),
  accountType: z.string(),
  access_token: z.string(),
  /**
   * The account signed in with a one-time password: until it chooses a new one, the
   * server answers every other call of this session 403 and the app shows only the
   * form to change it. Absent in profiles stored before the flag existed.
   */
  mustChangePassword: z.boolean().default(false),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A user as user administration lists it (docs/accounts.md#account-administration). */
export const listedUserSchema = z.object({
  id: z.string(),
  userId: z.string(),
  owner_id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  type: z.string(),
  accountType: z.string(),
  assigned_planner: z.string().nullable(),
  /** A disabled account cannot sign in and its tokens are refused; its data stays. */
  disabled: z.boolean(),
  /** Signed in last with a one-time password it has not changed yet (or never since a reset). */
  mustChangePassword: z.boolean(),
  /** ISO time of the last sign-in (password or federated); null when it never signed in. */
  lastSignInAt: z.string().nullable(),
  /** What deleting the account hands over to the admin who deletes it. */
  ownedSpaces: z.number().int(),
  ownedCampuses: z.number().int(),
  /** Auditors whose assigned planner this user is (they lose their planner on deletion). */
  auditorCount: z.number().int(),
});
export type ListedUser = z.infer<typeof listedUserSchema>;

/** Claims of an access token. */
export interface AccessTokenClaims {
  userId: string;
  username: string;
  role: Role;
}
