import { type ListedUser, Roles } from '@indoor/domain';

/** How the user list can be ordered. */
export const UserSorts = ['name', 'username', 'role', 'lastSignIn'] as const;
export type UserSort = (typeof UserSorts)[number];

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const byName = (a: ListedUser, b: ListedUser) =>
  collator.compare(a.name, b.name) || collator.compare(a.username, b.username);

const comparators: Record<UserSort, (a: ListedUser, b: ListedUser) => number> = {
  name: byName,
  username: (a, b) => collator.compare(a.username, b.username),
  // Most powerful first (admin … user), then by name.
  role: (a, b) => Roles.indexOf(a.role) - Roles.indexOf(b.role) || byName(a, b),
  // Most recent first; accounts that never signed in last.
  lastSignIn: (a, b) => {
    if (a.lastSignInAt === b.lastSignInAt) return byName(a, b);
    if (a.lastSignInAt === null) return 1;
    if (b.lastSignInAt === null) return -1;
    return Date.parse(b.lastSignInAt) - Date.parse(a.lastSignInAt) || byName(a, b);
  },
};

/** True when the query (any case, spaces around ignored) is part of the name, username or e-mail. */
export function matchesQuery(user: ListedUser, query: string): boolean {
  const wanted = query.trim().toLocaleLowerCase();
  if (wanted === '') return true;
  return [user.name, user.username, user.email].some((text) =>
    text.toLocaleLowerCase().includes(wanted),
  );
}

/** The users the list shows: those matching the query, in the chosen order. */
export function visibleUsers(
  users: readonly ListedUser[],
  query: string,
  sort: UserSort,
): ListedUser[] {
  return users.filter((user) => matchesQuery(user, query)).sort(comparators[sort]);
}
