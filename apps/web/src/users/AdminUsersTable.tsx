import {
  AccountMessages,
  AlertLevel,
  authUsersRole,
  type BodyOf,
  type ListedUser,
  UserManagementMessages as M,
  type Role,
  Roles,
  type SessionUser,
} from '@indoor/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, errorMessage } from '../api/client';
import { verifySession } from '../session/sessionActions';
import { showAlert } from '../state/alerts';
import { userKeys } from './userQueries';

type RoleChange = BodyOf<typeof authUsersRole>;

interface RowProps {
  user: ListedUser;
  planners: readonly ListedUser[];
  /** The change on its way for this row, shown until the server answers. */
  pending: RoleChange | null;
  onChange: (change: RoleChange) => void;
}

function PlannerSelect({ user, planners, pending, onChange }: RowProps) {
  const value = pending
    ? (pending.assigned_planner ?? user.assigned_planner)
    : user.assigned_planner;
  const choices = planners.filter((planner) => planner.id !== user.id);
  // A former planner still assigned stays visible, so the select never shows a wrong name.
  const stale = value && !choices.some((planner) => planner.id === value) ? value : null;
  return (
    <select
      aria-label={M.assignedPlannerOf(user.username)}
      value={value ?? ''}
      disabled={pending !== null}
      data-testid="planner-select"
      onChange={(event) =>
        onChange({ userId: user.id, role: user.role, assigned_planner: event.target.value || null })
      }
    >
      <option value="">{M.noPlanner}</option>
      {choices.map((planner) => (
        <option key={planner.id} value={planner.id}>
          {planner.name} ({planner.username})
        </option>
      ))}
      {stale && <option value={stale}>{M.notAPlanner(stale)}</option>}
    </select>
  );
}

function AdminUserRow(props: RowProps) {
  const { user, pending, onChange } = props;
  const role = pending?.role ?? user.role;
  return (
    <tr data-testid="user-row" data-username={user.username}>
      <td>{user.username}</td>
      <td>{user.name}</td>
      <td>{user.email}</td>
      <td>
        <select
          aria-label={M.roleOf(user.username)}
          value={role}
          disabled={pending !== null}
          data-testid="role-select"
          onChange={(event) => onChange({ userId: user.id, role: event.target.value as Role })}
        >
          {Roles.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </td>
      <td>
        {role === 'auditor' ? <PlannerSelect {...props} /> : <span aria-hidden="true">—</span>}
      </td>
    </tr>
  );
}

/** Admins change roles and assign auditors to planners; the server answers with the stored user. */
export function AdminUsersTable({
  users,
  currentUser,
}: {
  users: readonly ListedUser[];
  currentUser: SessionUser;
}) {
  const queryClient = useQueryClient();
  const listKey = userKeys.manageable(currentUser.id);
  const change = useMutation({
    mutationFn: (body: RoleChange) => callApi(authUsersRole, { body }),
    onSuccess: async (answer) => {
      showAlert({ level: AlertLevel.success, text: answer.message });
      queryClient.setQueryData(
        listKey,
        (old: { status: 'success'; users: ListedUser[] } | undefined) =>
          old && {
            ...old,
            users: old.users.map((u) => (u.id === answer.user.id ? answer.user : u)),
          },
      );
      // The caller's own role is in their token: renew it, so the interface follows.
      if (answer.user.id === currentUser.id) await verifySession();
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError: (error) => {
      showAlert({
        level: AlertLevel.danger,
        text: errorMessage(error, AccountMessages.roleUpdateFailed),
      });
    },
  });
  const planners = users.filter((user) => user.role === 'planner');
  const pendingFor = (user: ListedUser) =>
    change.isPending && change.variables?.userId === user.id ? change.variables : null;

  return (
    <table className="users-table" data-testid="users-table">
      <caption className="visually-hidden">{M.allUsersCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{M.usernameColumn}</th>
          <th scope="col">{M.nameColumn}</th>
          <th scope="col">{M.emailColumn}</th>
          <th scope="col">{M.roleColumn}</th>
          <th scope="col">{M.assignedPlannerColumn}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <AdminUserRow
            key={user.id}
            user={user}
            planners={planners}
            pending={pendingFor(user)}
            onChange={(body) => change.mutate(body)}
          />
        ))}
      </tbody>
    </table>
  );
}
