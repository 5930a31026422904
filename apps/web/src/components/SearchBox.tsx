import {
  MapDefaults,
  type Poi,
  RoomWebMessages,
  SearchConstants,
  SearchMessages,
  type Space,
} from '@indoor/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { MapCamera } from '../map/viewState';
import type { RoomSearchEntry } from '../rooms/roomSearch';
import { createDebouncedSearch, type SearchSnapshot } from '../search/debouncedSearch';
import { classifySearchText } from '../search/searchQuery';
import {
  cameraFor,
  type SearchOutcome,
  type SearchResult,
  searchAllSources,
} from '../search/searchSources';
import { useCombobox } from './useCombobox';

interface SearchBoxProps {
  onPan: (target: MapCamera) => void;
  /** A space was chosen from the results: it becomes the selected space. */
  onChooseSpace?: (space: Space) => void;
  /** A POI chosen from the list: its building, floor and info window are selected. */
  onChoosePoi?: (poi: Poi) => void;
  /** The configured Nominatim-compatible geocoder; no places are searched without one. */
  geocoderUrl: string | null;
  /** A room chosen from the list: its floor is selected (the camera flies to it as to any result). */
  onChooseRoom?: (room: RoomSearchEntry) => void;
  /** The selected space's rooms whose names hold the text; without it no rooms are searched. */
  searchRooms?: (text: string) => Promise<RoomSearchEntry[]>;
  /** The spaces on the map: they name the building of POIs found under the same name. */
  spaces?: readonly Space[];
  /** The search itself; tests replace it. */
  search?: (
    text: string,
    signal: AbortSignal,
    geocoderUrl: string | null,
    buildingName: (buid: string) => string | undefined,
    searchRooms?: (text: string) => Promise<RoomSearchEntry[]>,
  ) => Promise<SearchOutcome>;
}

const KIND_LABEL: Record<SearchResult['kind'], string> = {
  ...SearchMessages.kindLabels,
  room: RoomWebMessages.searchKind,
};

const defaultSearch = (
  text: string,
  signal: AbortSignal,
  geocoderUrl: string | null,
  buildingName: (buid: string) => string | undefined,
  searchRooms?: (text: string) => Promise<RoomSearchEntry[]>,
) => searchAllSources(text, { signal, geocoderUrl, buildingName, searchRooms });

const noSpaces: readonly Space[] = [];

const idleSnapshot: SearchSnapshot = { query: { kind: 'empty' }, status: 'idle', results: [] };

/**
 * The search box (see docs/map-and-editor.md#search): Enter pans to typed coordinates at zoom 17;
 * other text lists matching spaces, POIs and places after a pause in typing. The list is an ARIA
 * combobox: arrow keys move, Enter chooses, Escape closes.
 */
export function SearchBox({
  onPan,
  onChooseSpace,
  onChoosePoi,
  onChooseRoom,
  searchRooms,
  geocoderUrl,
  spaces = noSpaces,
  search = defaultSearch,
}: SearchBoxProps) {
  const combobox = useCombobox();
  const { open, setOpen, active, setActive, close } = combobox;

  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [snapshot, setSnapshot] = useState<SearchSnapshot>(idleSnapshot);
  // The last finished results stay listed while the next search is under way.
  const [results, setResults] = useState<SearchResult[]>([]);

  const searchRef = useRef({ search, geocoderUrl, spaces, searchRooms });
  useEffect(() => {
    searchRef.current = { search, geocoderUrl, spaces, searchRooms };
  }, [search, geocoderUrl, spaces, searchRooms]);
  const [controller] = useState(() =>
    createDebouncedSearch({
      delayMs: SearchConstants.debounceMs,
      search: (query, signal) => {
        const {
          search: run,
          geocoderUrl: geocoder,
          spaces: known,
          searchRooms: rooms,
        } = searchRef.current;
        return run(
          query,
          signal,
          geocoder,
          (buid) => known.find((s) => s.buid === buid)?.name,
          rooms,
        );
      },
      onChange: (next) => {
        setSnapshot(next);
        if (next.status === 'idle') setResults([]);
        if (next.status === 'done' || next.status === 'failed') {
          setResults(next.results);
          setActive(-1);
        }
      },
    }),
  );
  useEffect(() => () => controller.cancel(), [controller]);

  const searching = snapshot.status === 'waiting' || snapshot.status === 'loading';
  const listOpen = open && snapshot.status !== 'idle';

  const choose = (result: SearchResult) => {
    controller.cancel();
    close();
    setText(result.label);
    onPan(cameraFor(result));
    if (result.kind === 'space') onChooseSpace?.(result.space);
    if (result.kind === 'poi') onChoosePoi?.(result.poi);
    if (result.kind === 'room') onChooseRoom?.(result.room);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        combobox.moveActive(event.key, count);
        return;
      }
      case 'Escape':
        if (!listOpen) return;
        event.preventDefault();
        close();
        return;
      case 'Enter': {
        event.preventDefault();
        const highlighted = listOpen ? results[active] : undefined;
        if (highlighted) {
          choose(highlighted);
          return;
        }
        const query = classifySearchText(text);
        // Invalid coordinates give no pan and no alert; assistive technology hears the hint.
        setInvalid(query.kind === 'invalidCoordinates');
        if (query.kind === 'coordinates') {
          controller.cancel();
          setOpen(false);
          onPan({ ...query.position, zoom: MapDefaults.searchPanZoom });
        } else if (query.kind === 'text' && listOpen && results[0]) {
          choose(results[0]);
        }
        return;
      }
    }
  };

  return (
    <search className="search-box">
      <label className="visually-hidden" htmlFor={combobox.inputId}>
        {SearchMessages.inputLabel}
      </label>
      <input
        {...combobox.inputProps(listOpen)}
        id={combobox.inputId}
        data-testid="search-box"
        type="text"
        className="search-box__input"
        placeholder={SearchMessages.placeholder}
        autoComplete="off"
        spellCheck={false}
        value={text}
        aria-invalid={invalid}
        aria-describedby={combobox.hintId}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
          setOpen(true);
          controller.update(event.target.value);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <span id={combobox.hintId} className="visually-hidden">
        {invalid ? SearchMessages.invalidCoordinates : SearchMessages.hint}
      </span>
      <div className="search-results" hidden={!listOpen} data-testid="search-results">
        <div
          id={combobox.listId}
          role="listbox"
          aria-label={SearchMessages.resultsLabel}
          className="search-results__list"
        >
          {results.map((result, index) => (
            // The keyboard works in the combobox input (aria-activedescendant), as WAI-ARIA's
            // combobox pattern has it: the options themselves never take the focus.
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              key={result.id}
              {...combobox.optionProps(index)}
              role="option"
              tabIndex={-1}
              className="search-results__option"
              data-testid="search-result"
              data-kind={result.kind}
              onClick={() => choose(result)}
            >
              <span className="search-results__kind">{KIND_LABEL[result.kind]}</span>
              <span className="search-results__text">
                <span className="search-results__label">{result.label}</span>
                {result.detail && <span className="search-results__detail">{result.detail}</span>}
              </span>
            </div>
          ))}
        </div>
        <p className="search-results__status" role="status">
          {searching
            ? SearchMessages.searching
            : snapshot.status === 'failed'
              ? SearchMessages.failed
              : snapshot.status === 'done' && results.length === 0 && snapshot.query.kind === 'text'
                ? SearchMessages.noResults(snapshot.query.text)
                : ''}
        </p>
      </div>
    </search>
  );
}
