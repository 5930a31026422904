import {
  AccountMessages,
  CommonUiMessages,
  canManageUsers,
  SessionMessages,
  type SessionUser,
  UserManagementMessages,
} from '@indoor/domain';
import { type MouseEvent, type ReactNode, useEffect } from 'react';
import { AccountDialog } from '../account/AccountDialog';
import { ApiError, errorMessage } from '../api/client';
import { AlertArea } from '../components/AlertArea';
import { Spinner } from '../components/Spinner';
import { navigate } from '../router';
import { selectSignedInUser, useSessionStore } from '../state/session';
import { useUiStore } from '../state/ui';
import { AdminUsersTable } from './AdminUsersTable';
import { PlannerAuditorsTable } from './PlannerAuditorsTable';
import { useManageableUsers } from './userQueries';

const USERS_PATH = '/users';

function AccessDenied() {
  return (
    <p className="page__note page__note--danger" data-testid="users-access-denied">
      {SessionMessages.accessDenied}
    </p>
  );
}

function ManageableUsers({ user }: { user: SessionUser }) {
  const users = useManageableUsers(user.id);
  if (users.isPending) return <Spinner label={UserManagementMessages.loadingUsers} />;
  if (users.isError) {
    // The role may have changed since the token was issued: the server has the last word.
    if (users.error instanceof ApiError && users.error.status === 403) return <AccessDenied />;
    return (
      <div className="page__note" data-testid="users-load-failed">
        <p>{errorMessage(users.error, AccountMessages.usersLoadFailed)}</p>
        <button type="button" className="button" onClick={() => users.refetch()}>
          {CommonUiMessages.tryAgain}
        </button>
      </div>
    );
  }
  return user.role === 'admin' ? (
    <AdminUsersTable users={users.data} currentUser={user} />
  ) : (
    <PlannerAuditorsTable users={users.data} />
  );
}

function SignInPrompt() {
  const openAccountDialog = useUiStore((state) => state.openAccountDialog);
  return (
    <div className="page__note" data-testid="users-sign-in">
      <p>{AccountMessages.signInToManageUsers}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => openAccountDialog('signIn')}
      >
        {CommonUiMessages.signIn}
      </button>
    </div>
  );
}

/**
 * User management (SPEC section 6): admins see and change every user's role, planners
 * see their auditors, everybody else is refused.
 */
export function UsersScreen() {
  const user = useSessionStore(selectSignedInUser);
  const restoring = useSessionStore((state) => state.restoring);

  useEffect(() => {
    // The account tab's redirect carries the session in the query (token included):
    // the page itself reads the session from the browser, so the address drops it.
    if (window.location.search !== '') navigate(USERS_PATH, { replace: true });
  }, []);

  const openMap = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate('/');
  };

  let content: ReactNode;
  if (!user)
    content = restoring ? <Spinner label={CommonUiMessages.restoringSession} /> : <SignInPrompt />;
  else if (!canManageUsers({ id: user.id, username: user.username, role: user.role }))
    content = <AccessDenied />;
  else content = <ManageableUsers user={user} />;

  return (
    <div className="page" data-testid="users-page">
      <header className="page__header">
        <h1 className="page__title">{UserManagementMessages.title}</h1>
        {user && (
          <span className="page__user" data-testid="users-page-user">
            {user.name} ({user.role})
          </span>
        )}
        <a className="page__back" href="/" onClick={openMap}>
          {CommonUiMessages.backToMap}
        </a>
      </header>
      <main className="page__content">{content}</main>
      <AlertArea />
      <AccountDialog />
    </div>
  );
}
