import { AccountMessages, type ListedUser, UserManagementMessages as M } from '@indoor/domain';

/** A planner sees the auditors assigned to them; only admins change roles. */
export function PlannerAuditorsTable({ users }: { users: readonly ListedUser[] }) {
  if (users.length === 0) {
    return (
      <p className="page__note" data-testid="users-empty">
        {AccountMessages.noAuditorsAssigned}
      </p>
    );
  }
  return (
    <table className="users-table" data-testid="users-table">
      <caption className="visually-hidden">{M.assignedAuditorsCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{M.usernameColumn}</th>
          <th scope="col">{M.nameColumn}</th>
          <th scope="col">{M.emailColumn}</th>
          <th scope="col">{M.roleColumn}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id} data-testid="user-row" data-username={user.username}>
            <td>{user.username}</td>
            <td>{user.name}</td>
            <td>{user.email}</td>
            <td>{user.role}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
