import { ServerMessages, shortLinkPattern } from '@indoor/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import type { ObjectStorage } from '../storage/file-storage.js';
import {
  actorOf,
  emptyStore,
  type FakeDataAccess,
  type FakeStore,
  fakeDataAccess,
  refusalOf,
  seed,
} from '../test/fake-repositories.js';
import { CampusesService } from './campuses.service.js';
import { ShortLinksService } from './short-links.service.js';
import { SpacesService } from './spaces.service.js';

describe('short link rules (in-memory repositories)', () => {
  let store: FakeStore;
  let data: FakeDataAccess;
  let links: ShortLinksService;
  let owner: UserRow;

  beforeEach(() => {
    store = emptyStore();
    data = fakeDataAccess(store);
    // Short links never touch stored files.
    const spaces = new SpacesService(data, {} as ObjectStorage);
    links = new ShortLinksService(data, spaces, new CampusesService(data));
    owner = seed.user(store, { id: 'owner' });
    seed.space(store, owner.id, { buid: 'hall' });
    seed.space(store, owner.id, { buid: 'draft', is_published: false });
    store.campuses.set('cuid_uni', {
      cuid: 'cuid_uni',
      name: 'University',
      description: '-',
      greeklish: false,
      owner_id: owner.id,
      created_at: new Date(),
      updated_at: new Date(),
      buids: ['draft'],
    });
  });

  it('links to the viewer of a space and floor with a code of the short-link alphabet', async () => {
    const link = await links.create(null, { buid: 'hall', floor: '2' });
    expect(link.target).toBe('/viewer/?buid=hall&floor=2');
    expect(link.code).toMatch(shortLinkPattern);
    expect(link.path).toBe(`/s/${link.code}`);
    expect(await links.resolve(link.code)).toBe(link.target);
  });

  it('answers the same code for the same target, a new one for another floor', async () => {
    const first = await links.create(null, { buid: 'hall', floor: '2' });
    const again = await links.create(actorOf(owner), { buid: 'hall', floor: '2' });
    expect(again.code).toBe(first.code);
    const other = await links.create(null, { buid: 'hall' });
    expect(other.target).toBe('/viewer/?buid=hall');
    expect(other.code).not.toBe(first.code);
    expect(store.shortLinks.size).toBe(2);
  });

  it('draws again when a drawn code is taken', async () => {
    const insert = data.repos.shortLinks.insert;
    let attempts = 0;
    data.repos.shortLinks.insert = async (code, target, createdBy) => {
      attempts += 1;
      return attempts === 1 ? false : insert(code, target, createdBy);
    };
    const link = await links.create(null, { buid: 'hall' });
    expect(attempts).toBe(2);
    expect(await links.resolve(link.code)).toBe('/viewer/?buid=hall');
  });

  it('shares only what the caller can see: a hidden space or campus is not found', async () => {
    expect(await refusalOf(links.create(null, { buid: 'draft' }))).toEqual({
      status: 404,
      message: ServerMessages.spaceNotFound,
    });
    expect(await refusalOf(links.create(null, { cuid: 'cuid_uni' }))).toEqual({
      status: 404,
      message: ServerMessages.campusNotFound,
    });
    expect(await refusalOf(links.create(null, { buid: 'nowhere' }))).toEqual({
      status: 404,
      message: ServerMessages.spaceNotFound,
    });
    expect(store.shortLinks.size).toBe(0);
    const own = await links.create(actorOf(owner), { cuid: 'cuid_uni' });
    expect(own.target).toBe('/viewer/?cuid=cuid_uni');
  });

  it('resolves nothing for codes that are unknown or not of the alphabet', async () => {
    expect(await links.resolve('zzzzzzzz')).toBeNull();
    store.shortLinks.set('0000000O', '/viewer/?buid=hall');
    // 0 and O are not in the alphabet: such a code is never looked up.
    expect(await links.resolve('0000000O')).toBeNull();
    expect(await links.resolve('short')).toBeNull();
  });
});
