import { AuditRouteWebMessages } from '@indoor/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { makeRoute } from './auditTestData';
import {
  memoryOutboxStorage,
  type NewOutboxEntry,
  newClientId,
  type OutboxEntry,
  type OutboxStorage,
  ResultOutbox,
  type SentAnswer,
} from './resultOutbox';

const answer: SentAnswer = { message: 'Result recorded.', route: makeRoute() };

const recorded = (puid: string, overrides: Partial<NewOutboxEntry> = {}): NewOutboxEntry => ({
  user_id: 'aud_0',
  route_id: 'route_1',
  puid,
  result: 'found',
  note: '',
  recorded_at: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

const unreachable = () => new ApiError('auditRouteRecordResult', 0, 'Could not reach the server');
const status = (code: number, message: string | null = null) =>
  new ApiError('auditRouteRecordResult', code, message ?? `failed with ${code}`, message);

/** An outbox whose sends answer, in turn, with the given outcomes (then success). */
function outboxWith(
  outcomes: (SentAnswer | Error)[] = [],
  options: { storage?: OutboxStorage; user?: string | null; online?: () => boolean } = {},
) {
  const sent: OutboxEntry[] = [];
  const send = vi.fn(async (entry: OutboxEntry) => {
    sent.push({ ...entry });
    const outcome = outcomes.shift() ?? answer;
    if (outcome instanceof Error) throw outcome;
    return outcome;
  });
  let id = 0;
  const storage = options.storage ?? memoryOutboxStorage();
  const outbox = new ResultOutbox({
    storage,
    send,
    currentUserId: () => (options.user === undefined ? 'aud_0' : options.user),
    newId: () => `00000000-0000-4000-8000-00000000000${++id}`,
    isOnline: options.online ?? (() => true),
    retryFirstMs: 1000,
    retryMaxMs: 4000,
  });
  const confirmed: string[] = [];
  outbox.onSent((_answer, entry) => confirmed.push(entry.puid));
  return { outbox, send, sent, storage, confirmed };
}

describe('the result outbox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the results one at a time in the order they were recorded', async () => {
    const { outbox, sent, storage, confirmed } = outboxWith();
    await outbox.add(recorded('p_1', { result: 'missing' }));
    await outbox.add(recorded('p_2'));
    await outbox.add(recorded('p_1', { result: 'found', note: 'Found after all' }));
    await outbox.flush();
    expect(sent.map((e) => [e.puid, e.result])).toEqual([
      ['p_1', 'missing'],
      ['p_2', 'found'],
      ['p_1', 'found'],
    ]);
    expect(new Set(sent.map((e) => e.client_id)).size).toBe(3);
    expect(confirmed).toEqual(['p_1', 'p_2', 'p_1']);
    expect(outbox.list()).toEqual([]);
    expect(await storage.load()).toEqual([]);
  });

  it('keeps a result through a 503 and sends it again after the wait, doubling it each time', async () => {
    const { outbox, sent, storage } = outboxWith([status(503), status(503)]);
    await outbox.add(recorded('p_1'));
    await outbox.add(recorded('p_2'));
    await outbox.settled();
    expect(sent).toHaveLength(1);
    // The first is still waiting, and nothing after it overtakes it.
    expect(outbox.list().map((e) => [e.puid, e.refused])).toEqual([
      ['p_1', null],
      ['p_2', null],
    ]);
    expect(await storage.load()).toHaveLength(2);
    const wait = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      await outbox.settled();
    };
    await wait(999);
    expect(sent).toHaveLength(1);
    await wait(1);
    expect(sent).toHaveLength(2);
    // The second failure waits twice as long.
    await wait(1999);
    expect(sent).toHaveLength(2);
    await wait(1);
    expect(sent.map((e) => e.puid)).toEqual(['p_1', 'p_1', 'p_1', 'p_2']);
    expect(outbox.list()).toEqual([]);
  });

  it('keeps a refused result with the server’s message until dismissed, and sends the rest', async () => {
    const refusal = 'Only the auditors assigned to this route can record its results.';
    const { outbox, sent, storage } = outboxWith([status(403, refusal), status(400)]);
    await outbox.add(recorded('p_1'));
    await outbox.add(recorded('p_2'));
    await outbox.add(recorded('p_3'));
    await outbox.flush();
    expect(sent.map((e) => e.puid)).toEqual(['p_1', 'p_2', 'p_3']);
    expect(outbox.list().map((e) => [e.puid, e.refused])).toEqual([
      ['p_1', refusal],
      ['p_2', AuditRouteWebMessages.refusedWithoutMessage],
    ]);
    // A refusal is final: later flushes do not send it again; it survives a reload.
    await outbox.flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(3);
    expect((await storage.load()).map((e) => e.refused)).toEqual([
      refusal,
      AuditRouteWebMessages.refusedWithoutMessage,
    ]);
    const [first] = outbox.list() as [OutboxEntry];
    await outbox.dismiss(first.client_id);
    expect(outbox.list().map((e) => e.puid)).toEqual(['p_2']);
    expect((await storage.load()).map((e) => e.puid)).toEqual(['p_2']);
  });

  it('sends the same client id again when the answer was lost', async () => {
    const { outbox, sent, confirmed } = outboxWith([unreachable()]);
    const entry = await outbox.add(recorded('p_1', { result: 'damaged', note: 'Seal broken' }));
    await outbox.settled();
    expect(sent).toHaveLength(1);
    expect(outbox.list()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    await outbox.settled();
    expect(sent).toHaveLength(2);
    expect(sent.map((e) => e.client_id)).toEqual([entry.client_id, entry.client_id]);
    expect(sent[1]).toMatchObject({
      result: 'damaged',
      note: 'Seal broken',
      recorded_at: entry.recorded_at,
    });
    expect(confirmed).toEqual(['p_1']);
    expect(outbox.list()).toEqual([]);
  });

  it('sends what an earlier page kept, and waits for the connection when offline', async () => {
    const storage = memoryOutboxStorage();
    let online = false;
    const before = outboxWith([], { storage, online: () => online });
    await before.outbox.add(recorded('p_1'));
    await before.outbox.add(recorded('p_2'));
    await before.outbox.flush();
    expect(before.sent).toEqual([]);
    before.outbox.stop();

    // The page is reloaded: a new outbox over the same storage finds both, in order.
    online = true;
    const after = outboxWith([], { storage, online: () => online });
    await after.outbox.flush();
    expect(after.sent.map((e) => e.puid)).toEqual(['p_1', 'p_2']);
    expect(await storage.load()).toEqual([]);
  });

  it('sends only the signed-in auditor’s results', async () => {
    const storage = memoryOutboxStorage();
    const mine = outboxWith([], { storage, user: null });
    await mine.outbox.add(recorded('p_1', { user_id: 'aud_0' }));
    await mine.outbox.add(recorded('p_2', { user_id: 'aud_1' }));
    await mine.outbox.flush();
    expect(mine.sent).toEqual([]);
    const signedIn = outboxWith([], { storage, user: 'aud_1' });
    await signedIn.outbox.flush();
    expect(signedIn.sent.map((e) => e.puid)).toEqual(['p_2']);
    expect(signedIn.outbox.list().map((e) => e.puid)).toEqual(['p_1']);
  });

  it('gives each result a version 4 UUID', () => {
    const id = newClientId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientId()).not.toBe(id);
  });
});
