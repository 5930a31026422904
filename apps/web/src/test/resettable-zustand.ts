/**
 * zustand for the web tests that share one module graph: the same API, with every store
 * made by `create` remembered beside its first state so that the setup file can put each
 * store back after a test. Without it a store's state (the editor's history, a selection)
 * would leak from one test file into the next.
 */
import type { UseBoundStore } from 'zustand/react';
import { create as createStore } from 'zustand/react';
import type { StateCreator, StoreApi } from 'zustand/vanilla';

export * from 'zustand/react';

const stores: Array<{ store: StoreApi<unknown>; initial: unknown }> = [];

function remember<T>(store: UseBoundStore<StoreApi<T>>): UseBoundStore<StoreApi<T>> {
  stores.push({ store: store as unknown as StoreApi<unknown>, initial: store.getState() });
  return store;
}

export const create = (<T>(initializer?: StateCreator<T, [], []>) => {
  if (initializer === undefined) {
    return (later: StateCreator<T, [], []>) => remember(createStore<T>()(later));
  }
  return remember(createStore<T>(initializer));
}) as typeof createStore;

/** Every store back to the state it was created with. */
export function resetAllStores(): void {
  for (const { store, initial } of stores) store.setState(initial, true);
}
