import { UserManagementMessages as M } from '@indoor/domain';
import { Field } from '../components/Field';
import { type UserSort, UserSorts } from './userList';

const sortLabels: Record<UserSort, string> = {
  name: M.sortByName,
  username: M.sortByUsername,
  role: M.sortByRole,
  lastSignIn: M.sortByLastSignIn,
};

/** Search, sort, the count of accounts shown and the button that creates one. */
export function ListToolbar({
  query,
  onQuery,
  sort,
  onSort,
  count,
  createLabel,
  onCreate,
}: {
  query: string;
  onQuery: (query: string) => void;
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  count: string;
  createLabel: string;
  onCreate: () => void;
}) {
  return (
    <div className="users-toolbar">
      <Field label={M.searchLabel} className="users-toolbar__search">
        {({ id }) => (
          <input
            id={id}
            className="field__input"
            type="search"
            value={query}
            placeholder={M.searchPlaceholder}
            data-testid="users-search"
            onChange={(event) => onQuery(event.target.value)}
          />
        )}
      </Field>
      <Field label={M.sortLabel}>
        {({ id }) => (
          <select
            id={id}
            className="field__input"
            value={sort}
            data-testid="users-sort"
            onChange={(event) => onSort(event.target.value as UserSort)}
          >
            {UserSorts.map((choice) => (
              <option key={choice} value={choice}>
                {sortLabels[choice]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p className="users-toolbar__count" aria-live="polite" data-testid="users-count">
        {count}
      </p>
      <button
        type="button"
        className="button button--primary users-toolbar__create"
        data-testid="create-user"
        onClick={onCreate}
      >
        {createLabel}
      </button>
    </div>
  );
}
