import { z } from 'zod';
import { SessionConstants } from '../constants.js';
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
