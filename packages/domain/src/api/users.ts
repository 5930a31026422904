import { z } from 'zod';
import { SessionConstants } from '../accounts/constants.js';
import { identifier } from '../model/common.js';
import { singleLineText } from '../model/text.js';
import { listedUserSchema, roleSchema, sessionUserSchema, usernameSchema } from '../model/user.js';
import { defineEndpoint } from './endpoint.js';

const password = z
  .string()
  .min(
    SessionConstants.minPasswordLength,
    `must be at least ${SessionConstants.minPasswordLength} characters`,
  )
  .max(256, 'must be at most 256 characters');

export const userRegister = defineEndpoint({
  id: 'userRegister',
  method: 'POST',
  path: '/api/user/register',
  auth: 'public',
  summary: 'Create a local account (role user); answers the signed-in user',
  tags: ['accounts'],
  body: z.object({
    name: singleLineText(128).min(1, 'is required'),
    email: z.email('must be an e-mail address').max(254),
    username: usernameSchema,
    password,
  }),
  response: z.object({ message: z.string(), user: sessionUserSchema }),
});

export const userLogin = defineEndpoint({
  id: 'userLogin',
  method: 'POST',
  path: '/api/user/login',
  auth: 'public',
  summary: 'Sign in with a local account',
  tags: ['accounts'],
  body: z.object({ username: z.string().max(64), password: z.string().max(256) }),
  response: z.object({ user: sessionUserSchema }),
});

export const userRefresh = defineEndpoint({
  id: 'userRefresh',
  method: 'POST',
  path: '/api/user/refresh',
  auth: 'public',
  summary: 'Exchange a valid access token for a fresh one',
  tags: ['accounts'],
  body: z.object({ access_token: z.string().min(1).max(4096) }),
  response: z.object({ user: sessionUserSchema }),
});

export const userLoginGoogle = defineEndpoint({
  id: 'userLoginGoogle',
  method: 'POST',
  path: '/api/user/login/google',
  auth: 'public',
  summary:
    "Sign in with the federated provider's id token (verified: signature, issuer, audience, expiry)",
  tags: ['accounts'],
  body: z.object({
    name: z.string().max(128).optional(),
    external: z.string().max(64).optional(),
    access_token: z.string().min(1).max(8192),
  }),
  response: z.object({ user: sessionUserSchema }),
});

export const permissionsUsers = defineEndpoint({
  id: 'permissionsUsers',
  method: 'GET',
  path: '/api/permissions/users',
  auth: 'bearer',
  summary: 'Users the caller may manage: admins all users, planners their auditors',
  tags: ['accounts'],
  response: z.object({ status: z.literal('success'), users: z.array(listedUserSchema) }),
});

export const authUsersRole = defineEndpoint({
  id: 'authUsersRole',
  method: 'POST',
  path: '/api/auth/users/role',
  auth: 'bearer',
  summary: "Change a user's role and assigned planner (admin only)",
  tags: ['accounts'],
  body: z.object({
    userId: identifier,
    role: roleSchema,
    assigned_planner: identifier.nullable().optional(),
  }),
  response: z.object({ message: z.string(), user: listedUserSchema }),
});

/* Account administration: one's own account, and the accounts admins (and planners, for
   their own auditors) run. */

/** An e-mail address, or none (accounts made by an admin may have none). */
const optionalEmail = z.union([z.literal(''), z.email('must be an e-mail address').max(254)]);

/** An answer that hands out a one-time password: shown once, never stored in clear. */
const oneTimePasswordAnswer = z.object({
  message: z.string(),
  user: listedUserSchema,
  one_time_password: z.string(),
});

export const accountProfileUpdate = defineEndpoint({
  id: 'accountProfileUpdate',
  method: 'POST',
  path: '/api/auth/account/profile',
  auth: 'bearer',
  summary: "Change the caller's own name and e-mail; answers the signed-in user",
  tags: ['accounts'],
  body: z.object({
    name: singleLineText(128).min(1, 'is required'),
    email: optionalEmail,
  }),
  response: z.object({ message: z.string(), user: sessionUserSchema }),
});

export const accountPasswordChange = defineEndpoint({
  id: 'accountPasswordChange',
  method: 'POST',
  path: '/api/auth/account/password',
  auth: 'bearer',
  summary:
    "Change the caller's own password (the current one is required); every other session of the account ends, and the answer carries this session's fresh token",
  tags: ['accounts'],
  body: z.object({ current_password: z.string().min(1).max(256), new_password: password }),
  response: z.object({ message: z.string(), user: sessionUserSchema }),
});

export const authUsersCreate = defineEndpoint({
  id: 'authUsersCreate',
  method: 'POST',
  path: '/api/auth/users/create',
  auth: 'bearer',
  summary:
    'Create a local account with a one-time password, which must be changed at the first sign-in (admins: any role; planners: auditors who work for them)',
  tags: ['accounts'],
  body: z.object({
    username: usernameSchema,
    name: singleLineText(128).min(1, 'is required'),
    email: optionalEmail.optional(),
    role: roleSchema,
    assigned_planner: identifier.nullable().optional(),
  }),
  response: oneTimePasswordAnswer,
});

export const authUsersResetPassword = defineEndpoint({
  id: 'authUsersResetPassword',
  method: 'POST',
  path: '/api/auth/users/reset-password',
  auth: 'bearer',
  summary:
    "Replace a local account's password with a one-time password and end its sessions (admins; planners for their own auditors)",
  tags: ['accounts'],
  body: z.object({ userId: identifier }),
  response: oneTimePasswordAnswer,
});

export const authUsersDisabled = defineEndpoint({
  id: 'authUsersDisabled',
  method: 'POST',
  path: '/api/auth/users/disabled',
  auth: 'bearer',
  summary:
    'Disable an account (it cannot sign in and its tokens stop working) or enable it again (admins; planners for their own auditors)',
  tags: ['accounts'],
  body: z.object({ userId: identifier, disabled: z.boolean() }),
  response: z.object({ message: z.string(), user: listedUserSchema }),
});

export const authUsersDelete = defineEndpoint({
  id: 'authUsersDelete',
  method: 'POST',
  path: '/api/auth/users/delete',
  auth: 'bearer',
  summary:
    'Delete an account (admins only): its spaces, campuses and audit routes pass to the deleting admin; audit results keep its username',
  tags: ['accounts'],
  body: z.object({ userId: identifier }),
  response: z.object({
    message: z.string(),
    transferred: z.object({
      spaces: z.number().int(),
      campuses: z.number().int(),
      audit_routes: z.number().int(),
    }),
  }),
});
