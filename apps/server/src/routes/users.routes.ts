import { contract } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

export function usersRoutes(app: FastifyInstance, services: Services, authPerMinute: number): void {
  // Sign-in and registration are limited per client address; failed sign-ins are throttled
  // per username and address together (auth/login-throttle.ts).
  const limited = { rateLimitPerMinute: authPerMinute };
  registerEndpoint(app, contract.userRegister, ({ body }) => services.auth.register(body), limited);
  registerEndpoint(
    app,
    contract.userLogin,
    ({ body, request }) => services.auth.login(body.username, body.password, request.ip),
    limited,
  );
  registerEndpoint(app, contract.userRefresh, ({ body }) =>
    services.auth.refresh(body.access_token),
  );
  registerEndpoint(
    app,
    contract.userLoginGoogle,
    ({ body }) => services.auth.loginFederated(body.access_token, body.name),
    limited,
  );
  registerEndpoint(app, contract.permissionsUsers, ({ user }) =>
    services.users.listManageable(user),
  );
  registerEndpoint(app, contract.authUsersRole, ({ user, body }) =>
    services.users.changeRole(user, body),
  );
  // Account administration: one's own account, and the accounts admins and planners run.
  registerEndpoint(app, contract.accountProfileUpdate, ({ user, body }) =>
    services.auth.updateOwnProfile(user, body),
  );
  // Wrong current passwords are throttled like failed sign-ins.
  registerEndpoint(
    app,
    contract.accountPasswordChange,
    ({ user, body, request }) => services.auth.changeOwnPassword(user, body, request.ip),
    limited,
  );
  registerEndpoint(app, contract.authUsersCreate, ({ user, body }) =>
    services.users.create(user, body),
  );
  registerEndpoint(app, contract.authUsersResetPassword, ({ user, body }) =>
    services.users.resetPassword(user, body.userId),
  );
  registerEndpoint(app, contract.authUsersDisabled, ({ user, body }) =>
    services.users.setDisabled(user, body.userId, body.disabled),
  );
  registerEndpoint(app, contract.authUsersDelete, ({ user, body }) =>
    services.users.delete(user, body.userId),
  );
}
