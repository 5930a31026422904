import {
  AccountMessages,
  AlertLevel,
  authUsersCreate,
  authUsersDelete,
  authUsersDisabled,
  authUsersResetPassword,
  authUsersRole,
  CommonUiMessages,
  canManageUsers,
  type ListedUser,
  UserManagementMessages as M,
  type Role,
  SessionMessages,
  type SessionUser,
} from '@indoor/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { ApiError, callApi, errorMessage } from '../api/client';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { LoadFailed, SignedInPage } from '../components/SignedInPage';
import { Spinner } from '../components/Spinner';
import { verifySession } from '../session/sessionActions';
import { showAlert } from '../state/alerts';
import {
  CreateUserDialog,
  deletionConsequences,
  type NewAccountInput,
  OneTimePasswordDialog,
} from './UserDialogs';
import { ListToolbar } from './UserListToolbar';
import { type UserRowAction, UserTable } from './UserTable';
import { type UserSort, visibleUsers } from './userList';
import { useManageableUsers, useUserChange } from './userQueries';

const USERS_PATH = '/users';

/** The dialog open over the list, if any. */
type OpenDialog =
  | { kind: 'create' }
  | { kind: 'role'; user: ListedUser; role: Role }
  | { kind: 'reset' | 'disable' | 'delete'; user: ListedUser }
  | { kind: 'oneTime'; username: string; password: string };

function AccessDenied() {
  return (
    <p className="page__note page__note--danger" data-testid="users-access-denied">
      {SessionMessages.accessDenied}
    </p>
  );
}

function ManageableUsers({ currentUser }: { currentUser: SessionUser }) {
  const users = useManageableUsers(currentUser.id);
  const asAdmin = currentUser.role === 'admin';
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<UserSort>('name');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  const succeed = (message: string) => showAlert({ level: AlertLevel.success, text: message });
  const roleChange = useUserChange(
    currentUser.id,
    (body: { userId: string; role: Role; assigned_planner?: string | null }) =>
      callApi(authUsersRole, { body }),
  );
  const create = useUserChange(currentUser.id, (body: NewAccountInput) =>
    callApi(authUsersCreate, { body }),
  );
  const reset = useUserChange(currentUser.id, (userId: string) =>
    callApi(authUsersResetPassword, { body: { userId } }),
  );
  const access = useUserChange(currentUser.id, (body: { userId: string; disabled: boolean }) =>
    callApi(authUsersDisabled, { body }),
  );
  const remove = useUserChange(currentUser.id, (userId: string) =>
    callApi(authUsersDelete, { body: { userId } }),
  );

  const all = users.data ?? [];
  const planners = useMemo(() => all.filter((user) => user.role === 'planner'), [all]);
  const shown = useMemo(() => visibleUsers(all, query, sort), [all, query, sort]);

  if (users.isPending) return <Spinner label={M.loadingUsers} />;
  if (users.isError) {
    // The role may have changed since the token was issued: the server has the last word.
    if (users.error instanceof ApiError && users.error.status === 403) return <AccessDenied />;
    return (
      <LoadFailed
        message={errorMessage(users.error, AccountMessages.usersLoadFailed)}
        testId="users-load-failed"
        onRetry={() => void users.refetch()}
      />
    );
  }

  const open = (next: OpenDialog) => {
    for (const mutation of [roleChange, reset, access, remove]) mutation.reset();
    setDialog(next);
  };
  const close = () => setDialog(null);

  const changeRole = async (user: ListedUser, role: Role) => {
    const answer = await roleChange.mutateAsync({ userId: user.id, role });
    succeed(answer.message);
    close();
    // The caller's own role is in their token: renew it, so the interface follows.
    if (user.id === currentUser.id) await verifySession();
  };

  const onAction = (action: UserRowAction) => {
    switch (action.kind) {
      case 'role':
        if (action.role !== action.user.role) open(action);
        return;
      case 'planner':
        roleChange.mutate(
          { userId: action.user.id, role: action.user.role, assigned_planner: action.plannerId },
          {
            onSuccess: (answer) => succeed(answer.message),
            onError: (error) =>
              showAlert({
                level: AlertLevel.danger,
                text: errorMessage(error, AccountMessages.roleUpdateFailed),
              }),
          },
        );
        return;
      case 'enable':
        // Nothing is lost by enabling: no question asked.
        access.mutate(
          { userId: action.user.id, disabled: false },
          {
            onSuccess: (answer) => succeed(answer.message),
            onError: (error) =>
              showAlert({
                level: AlertLevel.danger,
                text: errorMessage(error, M.statusChangeFailed),
              }),
          },
        );
        return;
      default:
        open({ kind: action.kind, user: action.user });
    }
  };

  const busyUserId =
    (roleChange.isPending && roleChange.variables?.userId) ||
    (access.isPending && access.variables?.userId) ||
    null;

  let dialogView: ReactNode = null;
  if (dialog?.kind === 'create') {
    dialogView = (
      <CreateUserDialog
        asAdmin={asAdmin}
        planners={planners}
        onClose={close}
        onCreate={async (input) => {
          const answer = await create.mutateAsync(input);
          succeed(answer.message);
          setDialog({
            kind: 'oneTime',
            username: answer.user.username,
            password: answer.one_time_password,
          });
        }}
      />
    );
  } else if (dialog?.kind === 'oneTime') {
    dialogView = (
      <OneTimePasswordDialog
        username={dialog.username}
        password={dialog.password}
        onClose={close}
      />
    );
  } else if (dialog?.kind === 'role') {
    const { user, role } = dialog;
    const self = user.id === currentUser.id;
    const givingUpAdmin = self && user.role === 'admin' && role !== 'admin';
    dialogView = (
      <ConfirmDialog
        title={givingUpAdmin ? M.ownRoleChangeTitle : M.roleChangeTitle(user.username)}
        confirmLabel={givingUpAdmin ? M.giveUpAdmin : M.changeRole}
        busyLabel={CommonUiMessages.saving}
        danger={givingUpAdmin}
        pending={roleChange.isPending}
        error={roleChange.error && errorMessage(roleChange.error, AccountMessages.roleUpdateFailed)}
        testId="role-change"
        onCancel={close}
        onConfirm={() => void changeRole(user, role).catch(() => undefined)}
      >
        <p>
          {givingUpAdmin
            ? M.ownRoleChangeExplain(role)
            : M.roleChangeExplain(user.username, user.role, role)}
        </p>
      </ConfirmDialog>
    );
  } else if (dialog?.kind === 'reset') {
    const { user } = dialog;
    dialogView = (
      <ConfirmDialog
        title={M.resetTitle(user.username)}
        confirmLabel={M.resetPassword}
        busyLabel={M.resetting}
        pending={reset.isPending}
        error={reset.error && errorMessage(reset.error, M.resetFailed)}
        testId="reset-password"
        onCancel={close}
        onConfirm={() =>
          reset.mutate(user.id, {
            onSuccess: (answer) => {
              succeed(answer.message);
              setDialog({
                kind: 'oneTime',
                username: user.username,
                password: answer.one_time_password,
              });
            },
          })
        }
      >
        <p>{M.resetExplain}</p>
      </ConfirmDialog>
    );
  } else if (dialog?.kind === 'disable') {
    const { user } = dialog;
    dialogView = (
      <ConfirmDialog
        title={M.disableTitle(user.username)}
        confirmLabel={M.disable}
        busyLabel={M.disabling}
        danger
        pending={access.isPending}
        error={access.error && errorMessage(access.error, M.statusChangeFailed)}
        testId="disable-user"
        onCancel={close}
        onConfirm={() =>
          access.mutate(
            { userId: user.id, disabled: true },
            {
              onSuccess: (answer) => {
                succeed(answer.message);
                close();
              },
            },
          )
        }
      >
        <p>{M.disableExplain}</p>
      </ConfirmDialog>
    );
  } else if (dialog?.kind === 'delete') {
    const { user } = dialog;
    dialogView = (
      <ConfirmDialog
        title={M.deleteTitle(user.username)}
        confirmLabel={CommonUiMessages.delete}
        busyLabel={CommonUiMessages.deleting}
        danger
        pending={remove.isPending}
        error={remove.error && errorMessage(remove.error, M.deleteFailed)}
        testId="delete-user"
        onCancel={close}
        onConfirm={() =>
          remove.mutate(user.id, {
            onSuccess: (answer) => {
              succeed(answer.message);
              close();
            },
          })
        }
      >
        {deletionConsequences(user).map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </ConfirmDialog>
    );
  }

  return (
    <>
      <ListToolbar
        query={query}
        onQuery={setQuery}
        sort={sort}
        onSort={setSort}
        count={M.userCount(shown.length, all.length)}
        createLabel={asAdmin ? M.createUser : M.createAuditor}
        onCreate={() => open({ kind: 'create' })}
      />
      {all.length === 0 ? (
        <p className="page__note" data-testid="users-empty">
          {AccountMessages.noAuditorsAssigned}
        </p>
      ) : shown.length === 0 ? (
        <p className="page__note" data-testid="users-no-match">
          {M.noMatches}
        </p>
      ) : (
        <UserTable
          users={shown}
          planners={planners}
          currentUser={currentUser}
          asAdmin={asAdmin}
          busyUserId={busyUserId}
          onAction={onAction}
          caption={asAdmin ? M.allUsersCaption : M.assignedAuditorsCaption}
        />
      )}
      {dialogView}
    </>
  );
}

/**
 * User management: admins run every account (create, roles, password
 * resets, disable, enable, delete); planners the auditors who work for them (create,
 * reset, disable, enable); everybody else is refused. The server checks every change.
 */
export function UsersScreen() {
  return (
    <SignedInPage
      path={USERS_PATH}
      title={M.title}
      signInPrompt={AccountMessages.signInToManageUsers}
      testId="users"
    >
      {(user) =>
        canManageUsers({ id: user.id, username: user.username, role: user.role }) ? (
          <ManageableUsers key={user.id} currentUser={user} />
        ) : (
          <AccessDenied />
        )
      }
    </SignedInPage>
  );
}
