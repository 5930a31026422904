import {
  type AuditResult,
  type AuditRoute,
  AuditRouteWebConstants,
  AuditRouteWebMessages,
  auditRouteRecordResult,
} from '@indoor/domain';
import { ApiError, callApi } from '../api/client';
import { selectSignedInUser, useSessionStore } from '../state/session';

/**
 * The outbox of recorded results (docs/audit.md#results-sent-again). Recording a result
 * gives it a client id and keeps it in the browser's database until the server confirms
 * it, so a result recorded without a connection (or whose answer was lost) is sent later,
 * with the same client id: the server stores it once. Results are sent one at a time in
 * the order they were recorded. A result the server refuses (4xx) stays, with the
 * server's message, until the auditor dismisses it; after a network error or a server
 * failure (5xx) the outbox waits, longer each time, and sends again. Nothing is dropped
 * without the auditor seeing it.
 */

/** A recorded result the server has not confirmed yet, or has refused. */
export interface OutboxEntry {
  client_id: string;
  /** The auditor who recorded it: only their session sends it. */
  user_id: string;
  route_id: string;
  puid: string;
  result: AuditResult;
  note: string;
  recorded_at: string;
  /** Order of recording: the queue is sent by it. */
  seq: number;
  /** The server's message when it refused the result; null while waiting to be sent. */
  refused: string | null;
}

export type NewOutboxEntry = Omit<OutboxEntry, 'client_id' | 'seq' | 'refused'>;

/** The server's answer to a sent result. */
export interface SentAnswer {
  message: string;
  route: AuditRoute;
}

/** Where the entries are kept: the browser's IndexedDB, or memory where it is missing. */
export interface OutboxStorage {
  load(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(clientId: string): Promise<void>;
}

export function memoryOutboxStorage(initial: readonly OutboxEntry[] = []): OutboxStorage {
  const entries = new Map(initial.map((e) => [e.client_id, { ...e }]));
  return {
    load: async () => [...entries.values()].map((e) => ({ ...e })),
    put: async (entry) => {
      entries.set(entry.client_id, { ...entry });
    },
    remove: async (clientId) => {
      entries.delete(clientId);
    },
  };
}

const STORE = 'results';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** The entries in IndexedDB, one object store keyed by client id. */
export function indexedDbOutboxStorage(factory: IDBFactory, name: string): OutboxStorage {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(name, 1);
      req.onupgradeneeded = () => {
        req.result.createObjectStore(STORE, { keyPath: 'client_id' });
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    return opened;
  };
  const run = async <T>(
    mode: IDBTransactionMode,
    action: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    const db = await open();
    const tx = db.transaction(STORE, mode);
    // Written only once the transaction completes.
    const done = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
    const [result] = await Promise.all([request(action(tx.objectStore(STORE))), done]);
    return result;
  };
  return {
    load: () => run('readonly', (store) => store.getAll() as IDBRequest<OutboxEntry[]>),
    put: async (entry) => {
      await run('readwrite', (store) => store.put(entry));
    },
    remove: async (clientId) => {
      await run('readwrite', (store) => store.delete(clientId));
    },
  };
}

/**
 * IndexedDB when the browser has it and lets it open; memory otherwise (tests, some
 * private windows): the queue then lasts as long as the page.
 */
export function browserOutboxStorage(): OutboxStorage {
  const factory = globalThis.indexedDB as IDBFactory | undefined;
  if (!factory) return memoryOutboxStorage();
  const stored = indexedDbOutboxStorage(factory, AuditRouteWebConstants.outboxDatabase);
  const fallback = memoryOutboxStorage();
  let usable: Promise<OutboxStorage> | null = null;
  const pick = () => {
    usable ??= stored.load().then(
      () => stored,
      () => fallback,
    );
    return usable;
  };
  return {
    load: async () => (await pick()).load(),
    put: async (entry) => (await pick()).put(entry),
    remove: async (clientId) => (await pick()).remove(clientId),
  };
}

/** A version 4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether a failed send is worth sending again: no answer, a server failure, or a wait. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { status } = error;
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

export interface OutboxOptions {
  storage: OutboxStorage;
  send: (entry: OutboxEntry) => Promise<SentAnswer>;
  /** The signed-in user: only their entries are sent. */
  currentUserId: () => string | null;
  newId?: () => string;
  /** Whether the device believes it is online; the outbox waits for `online` when not. */
  isOnline?: () => boolean;
  retryFirstMs?: number;
  retryMaxMs?: number;
}

type SentListener = (answer: SentAnswer, entry: OutboxEntry) => void;

export class ResultOutbox {
  private entries: OutboxEntry[] = [];
  private readonly loaded: Promise<void>;
  private readonly listeners = new Set<() => void>();
  private readonly sentListeners = new Set<SentListener>();
  private flushing: Promise<void> | null = null;
  private again = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private readonly options: Required<OutboxOptions>;

  constructor(options: OutboxOptions) {
    this.options = {
      newId: newClientId,
      isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
      retryFirstMs: AuditRouteWebConstants.outboxRetryFirstMs,
      retryMaxMs: AuditRouteWebConstants.outboxRetryMaxMs,
      ...options,
    };
    // Every change waits for the load, so the stored entries are all there is yet.
    this.loaded = this.options.storage.load().then(
      (stored) => {
        this.entries = [...stored].sort((a, b) => a.seq - b.seq);
        this.changed();
      },
      () => undefined,
    );
  }

  /** Every entry, in the order of recording. */
  list(): readonly OutboxEntry[] {
    return this.entries;
  }

  /** Called whenever the entries change (for useSyncExternalStore). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called with the server's answer each time a result is confirmed. */
  onSent(listener: SentListener): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }

  /**
   * Keeps a recorded result (with a new client id) and starts sending the queue, unless
   * it is waiting after a failure (a new result does not cut the wait short).
   */
  async add(result: NewOutboxEntry): Promise<OutboxEntry> {
    await this.loaded;
    const seq = Math.max(Date.now(), ...this.entries.map((e) => e.seq + 1));
    const entry: OutboxEntry = { ...result, client_id: this.options.newId(), seq, refused: null };
    await this.options.storage.put(entry);
    this.entries = [...this.entries, entry];
    this.changed();
    if (this.retryTimer === undefined) void this.flush();
    return entry;
  }

  /** Forgets a refused result once the auditor has seen it. */
  async dismiss(clientId: string): Promise<void> {
    const entry = this.entries.find((e) => e.client_id === clientId);
    if (!entry || entry.refused === null) return;
    await this.options.storage.remove(clientId);
    this.entries = this.entries.filter((e) => e.client_id !== clientId);
    this.changed();
  }

  /**
   * Sends the signed-in user's waiting results in order, one at a time, until the queue
   * is empty or a send fails for a reason that may pass (then again after a wait). A call
   * while sending makes the running pass look once more when done; a call during the
   * wait sends at once (the browser came back online, the checklist was opened).
   */
  flush(): Promise<void> {
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.flushing = (async () => {
      try {
        do {
          this.again = false;
          await this.loaded;
          await this.sendWaiting();
        } while (this.again && this.retryTimer === undefined);
      } finally {
        this.flushing = null;
      }
    })();
    return this.flushing;
  }

  /** Resolves when the pass under way (if any) is over. */
  settled(): Promise<void> {
    return this.flushing ?? Promise.resolve();
  }

  /** Stops the retry timer (tests, sign-out). */
  stop(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  private async sendWaiting(): Promise<void> {
    for (;;) {
      if (!this.options.isOnline()) return;
      const userId = this.options.currentUserId();
      const next = this.entries.find((e) => e.refused === null && e.user_id === userId);
      if (!next || userId === null) return;
      let answer: SentAnswer | null;
      try {
        answer = await this.options.send(next);
      } catch (error) {
        if (error instanceof ApiError && error.status >= 200 && error.status < 300) {
          // Stored, but the answer could not be read: the next load of the routes shows it.
          answer = null;
        } else if (isRetryable(error)) {
          this.scheduleRetry();
          return;
        } else {
          const message =
            (error instanceof ApiError ? error.serverMessage : null) ??
            AuditRouteWebMessages.refusedWithoutMessage;
          await this.replace({ ...next, refused: message });
          continue;
        }
      }
      this.failures = 0;
      await this.options.storage.remove(next.client_id);
      this.entries = this.entries.filter((e) => e.client_id !== next.client_id);
      this.changed();
      if (answer) for (const listener of this.sentListeners) listener(answer, next);
    }
  }

  private async replace(entry: OutboxEntry): Promise<void> {
    await this.options.storage.put(entry);
    this.entries = this.entries.map((e) => (e.client_id === entry.client_id ? entry : e));
    this.changed();
  }

  private scheduleRetry(): void {
    const { retryFirstMs, retryMaxMs } = this.options;
    const wait = Math.min(retryMaxMs, retryFirstMs * 2 ** this.failures);
    this.failures += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.flush();
    }, wait);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}

let shared: ResultOutbox | null = null;

/** The app's outbox: IndexedDB where available, sending through the contract's endpoint. */
export function resultOutbox(): ResultOutbox {
  shared ??= new ResultOutbox({
    storage: browserOutboxStorage(),
    currentUserId: () => selectSignedInUser(useSessionStore.getState())?.id ?? null,
    send: (entry) =>
      callApi(auditRouteRecordResult, {
        params: { id: entry.route_id },
        body: {
          puid: entry.puid,
          result: entry.result,
          note: entry.note,
          recorded_at: entry.recorded_at,
          client_id: entry.client_id,
        },
      }),
  });
  return shared;
}

/** Forgets the app's outbox (tests): the next call builds a new one. */
export function resetResultOutbox(): void {
  shared?.stop();
  shared = null;
}
