import { describe, expect, it } from 'vitest';
import { makeListedUser } from '../test/factories';
import { matchesQuery, visibleUsers } from './userList';

const ada = makeListedUser({
  id: 'a',
  username: 'ada',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  role: 'planner',
  lastSignInAt: '2024-03-01T10:00:00.000Z',
});
const bob = makeListedUser({
  id: 'b',
  username: 'bob',
  name: 'bob Builder',
  email: 'builder@site.test',
  role: 'admin',
  lastSignInAt: null,
});
const cy = makeListedUser({
  id: 'c',
  username: 'cy',
  name: 'Cyrus',
  email: '',
  role: 'auditor',
  lastSignInAt: '2024-05-01T10:00:00.000Z',
});
const all = [cy, bob, ada];
const ids = (users: { id: string }[]) => users.map((u) => u.id);

describe('the user list', () => {
  it('finds by name, username or e-mail, in any case, ignoring spaces around the query', () => {
    expect(matchesQuery(ada, ' LOVE ')).toBe(true);
    expect(matchesQuery(bob, 'site.test')).toBe(true);
    expect(matchesQuery(cy, 'CY')).toBe(true);
    expect(matchesQuery(ada, 'builder')).toBe(false);
    expect(ids(visibleUsers(all, 'b', 'name'))).toEqual(['b']);
    expect(ids(visibleUsers(all, '   ', 'name'))).toEqual(['a', 'b', 'c']);
  });

  it('sorts by name (any case), username, role (admin first) and last sign-in (recent first, never last)', () => {
    expect(ids(visibleUsers(all, '', 'name'))).toEqual(['a', 'b', 'c']);
    expect(ids(visibleUsers(all, '', 'username'))).toEqual(['a', 'b', 'c']);
    expect(ids(visibleUsers(all, '', 'role'))).toEqual(['b', 'a', 'c']);
    expect(ids(visibleUsers(all, '', 'lastSignIn'))).toEqual(['c', 'a', 'b']);
  });

  it('leaves the list it was given as it was', () => {
    const given = [...all];
    visibleUsers(given, '', 'name');
    expect(ids(given)).toEqual(['c', 'b', 'a']);
  });
});
