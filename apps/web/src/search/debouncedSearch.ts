import { classifySearchText, type SearchQuery } from './searchQuery';
import type { SearchOutcome, SearchResult } from './searchSources';

export type SearchStatus =
  /** Nothing to search: empty, too short, or coordinates (Enter pans instead). */
  | 'idle'
  /** Typing: the search starts once the text has been still for the debounce delay. */
  | 'waiting'
  | 'loading'
  | 'done'
  | 'failed';

export interface SearchSnapshot {
  query: SearchQuery;
  status: SearchStatus;
  /** The results of the last finished search, for the text it was run with. */
  results: SearchResult[];
}

export interface DebouncedSearchOptions {
  delayMs: number;
  search: (text: string, signal: AbortSignal) => Promise<SearchOutcome>;
  onChange: (snapshot: SearchSnapshot) => void;
}

export interface DebouncedSearch {
  /** The text changed: classify it and (re)start the delay. */
  update: (text: string) => void;
  /** Stops a waiting or running search (unmount). */
  cancel: () => void;
}

/**
 * The search box's timing: one search per pause in typing (the delay restarts with every
 * change), the previous request aborted when a new one starts, and answers to an older
 * text never shown.
 */
export function createDebouncedSearch({
  delayMs,
  search,
  onChange,
}: DebouncedSearchOptions): DebouncedSearch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | null = null;

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    running?.abort();
    running = null;
  };

  const run = async (query: Extract<SearchQuery, { kind: 'text' }>) => {
    const controller = new AbortController();
    running = controller;
    onChange({ query, status: 'loading', results: [] });
    try {
      const outcome = await search(query.text, controller.signal);
      if (controller.signal.aborted) return;
      onChange({
        query,
        status: outcome.failed ? 'failed' : 'done',
        results: outcome.results,
      });
    } catch {
      if (controller.signal.aborted) return;
      onChange({ query, status: 'failed', results: [] });
    } finally {
      if (running === controller) running = null;
    }
  };

  return {
    update: (text) => {
      stop();
      const query = classifySearchText(text);
      if (query.kind !== 'text') {
        onChange({ query, status: 'idle', results: [] });
        return;
      }
      onChange({ query, status: 'waiting', results: [] });
      timer = setTimeout(() => void run(query), delayMs);
    },
    cancel: stop,
  };
}
