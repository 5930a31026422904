import {
  type ListedUser,
  UserManagementMessages as M,
  type Role,
  Roles,
  type SessionUser,
} from '@indoor/domain';

/** What a row asks the screen to do; the screen confirms where a change needs it. */
export type UserRowAction =
  | { kind: 'role'; user: ListedUser; role: Role }
  | { kind: 'planner'; user: ListedUser; plannerId: string | null }
  | { kind: 'reset' | 'disable' | 'enable' | 'delete'; user: ListedUser };

interface UserTableProps {
  users: readonly ListedUser[];
  /** Every planner (not only those the search shows): the choices of an auditor's planner. */
  planners: readonly ListedUser[];
  currentUser: SessionUser;
  /** Admins change roles and planners and delete; planners reset, disable and enable. */
  asAdmin: boolean;
  /** The user whose change is under way: their controls wait for the answer. */
  busyUserId: string | null;
  onAction: (action: UserRowAction) => void;
  caption: string;
}

const signInFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

function lastSignIn(user: ListedUser): string {
  return user.lastSignInAt ? signInFormat.format(new Date(user.lastSignInAt)) : M.neverSignedIn;
}

function Status({ user }: { user: ListedUser }) {
  if (user.disabled) {
    return <span className="status-badge status-badge--disabled">{M.statusDisabled}</span>;
  }
  if (user.mustChangePassword) {
    return <span className="status-badge status-badge--pending">{M.statusMustChangePassword}</span>;
  }
  return <span className="status-badge status-badge--active">{M.statusActive}</span>;
}

function PlannerSelect({
  user,
  planners,
  disabled,
  onAction,
}: {
  user: ListedUser;
  planners: readonly ListedUser[];
  disabled: boolean;
  onAction: (action: UserRowAction) => void;
}) {
  const value = user.assigned_planner;
  const choices = planners.filter((planner) => planner.id !== user.id);
  // A former planner still assigned stays visible, so the select never shows a wrong name.
  const stale = value && !choices.some((planner) => planner.id === value) ? value : null;
  return (
    <select
      aria-label={M.assignedPlannerOf(user.username)}
      value={value ?? ''}
      disabled={disabled}
      data-testid="planner-select"
      onChange={(event) =>
        onAction({ kind: 'planner', user, plannerId: event.target.value || null })
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

/** A button of a row: the change it asks for, its text and the name it is announced by. */
interface RowButton {
  kind: 'reset' | 'disable' | 'enable' | 'delete';
  label: string;
  accessibleName: string;
  testId: string;
  danger?: boolean;
}

const rowButton = (
  kind: RowButton['kind'],
  testId: string,
  label: string,
  accessibleName: string,
  danger = false,
): RowButton => ({ kind, testId, label, accessibleName, danger });

/** The changes the caller may ask for on this account, in the order the row shows them. */
function rowButtons(user: ListedUser, asAdmin: boolean): RowButton[] {
  const name = user.username;
  const buttons = [
    user.accountType === 'local' &&
      rowButton('reset', 'reset-password', M.resetPassword, M.resetPasswordOf(name)),
    user.disabled
      ? rowButton('enable', 'enable-user', M.enable, M.enableUser(name))
      : rowButton('disable', 'disable-user', M.disable, M.disableUser(name)),
    asAdmin && rowButton('delete', 'delete-user', M.deleteUserShort, M.deleteUser(name), true),
  ];
  return buttons.filter((button): button is RowButton => button !== false);
}

function Actions({
  user,
  self,
  asAdmin,
  disabled,
  onAction,
}: {
  user: ListedUser;
  self: boolean;
  asAdmin: boolean;
  disabled: boolean;
  onAction: (action: UserRowAction) => void;
}) {
  // One's own account is changed in the account tab; the server refuses it here too.
  if (self) return <span className="users-table__self-note">{M.selfActionsNote}</span>;
  return (
    <div className="users-table__buttons">
      {rowButtons(user, asAdmin).map((button) => (
        <button
          key={button.kind}
          type="button"
          className={button.danger ? 'button button--small button--danger' : 'button button--small'}
          aria-label={button.accessibleName}
          disabled={disabled}
          data-testid={button.testId}
          onClick={() => onAction({ kind: button.kind, user })}
        >
          {button.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The accounts as a table; on a narrow screen each row becomes a card whose cells carry
 * their column's name (styles.css), so names never wrap a letter per line.
 */
export function UserTable({
  users,
  planners,
  currentUser,
  asAdmin,
  busyUserId,
  onAction,
  caption,
}: UserTableProps) {
  return (
    <table className="users-table" data-testid="users-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{M.accountColumn}</th>
          <th scope="col">{M.roleColumn}</th>
          {asAdmin && <th scope="col">{M.assignedPlannerColumn}</th>}
          <th scope="col">{M.statusColumn}</th>
          <th scope="col">{M.lastSignInColumn}</th>
          <th scope="col">{M.actionsColumn}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const self = user.id === currentUser.id;
          const busy = busyUserId === user.id;
          return (
            <tr
              key={user.id}
              data-testid="user-row"
              data-username={user.username}
              className={user.disabled ? 'users-table__row--disabled' : undefined}
            >
              <th scope="row" className="users-table__account" data-label={M.accountColumn}>
                <span className="users-table__name">{user.name || user.username}</span>
                <span className="users-table__username">
                  {user.username}
                  {self && <span className="users-table__you"> ({M.you})</span>}
                </span>
                {user.email && <span className="users-table__email">{user.email}</span>}
              </th>
              <td data-label={M.roleColumn}>
                {asAdmin ? (
                  <select
                    aria-label={M.roleOf(user.username)}
                    value={user.role}
                    disabled={busy}
                    data-testid="role-select"
                    onChange={(event) =>
                      onAction({ kind: 'role', user, role: event.target.value as Role })
                    }
                  >
                    {Roles.map((choice) => (
                      <option key={choice} value={choice}>
                        {choice}
                      </option>
                    ))}
                  </select>
                ) : (
                  user.role
                )}
              </td>
              {asAdmin && (
                <td data-label={M.assignedPlannerColumn}>
                  {user.role === 'auditor' ? (
                    <PlannerSelect
                      user={user}
                      planners={planners}
                      disabled={busy}
                      onAction={onAction}
                    />
                  ) : (
                    <span aria-hidden="true">—</span>
                  )}
                </td>
              )}
              <td data-label={M.statusColumn}>
                <Status user={user} />
              </td>
              <td data-label={M.lastSignInColumn} data-testid="last-sign-in">
                {lastSignIn(user)}
              </td>
              <td data-label={M.actionsColumn} className="users-table__actions">
                <Actions
                  user={user}
                  self={self}
                  asAdmin={asAdmin}
                  disabled={busy}
                  onAction={onAction}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
