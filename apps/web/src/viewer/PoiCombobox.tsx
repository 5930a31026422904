import {
  type Poi,
  ViewerNavigationMessages as Texts,
  ViewerNavigationConstants,
} from '@indoor/domain';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { matchPois, poiChoiceLabel, poiTypeLabel } from './navigationModel';

interface PoiComboboxProps {
  label: string;
  /** The POIs to choose from (the building's); connectors are never offered. */
  pois: readonly Poi[];
  /** The chosen POI's puid. */
  value: string | null;
  /** The chosen POI when `pois` does not hold it (its list is still loading). */
  chosen?: Poi;
  onChange: (puid: string | null) => void;
  floorName: (floorNumber: string) => string;
  testId: string;
  disabled?: boolean;
}

/**
 * A directions field: type part of a POI's name and choose it from the list. An ARIA
 * combobox like the search box: arrow keys move, Enter chooses, Escape closes the list.
 */
export function PoiCombobox({
  label,
  pois,
  value,
  chosen,
  onChange,
  floorName,
  testId,
  disabled = false,
}: PoiComboboxProps) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const hintId = `${baseId}-hint`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // What the user is typing; null shows the chosen POI's label instead.
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A POI chosen elsewhere (a popup, the swap button) replaces whatever was being typed.
  useEffect(() => {
    if (value !== null) setDraft(null);
  }, [value]);

  const selected = pois.find((poi) => poi.puid === value) ?? chosen;
  const text = draft ?? (selected ? poiChoiceLabel(selected) : '');
  const options = open
    ? matchPois(pois, draft ?? '', ViewerNavigationConstants.searchResultLimit)
    : [];
  const listOpen = open && !disabled;

  const choose = (poi: Poi) => {
    setDraft(null);
    setOpen(false);
    setActive(-1);
    onChange(poi.puid);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        const count = options.length;
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) =>
          current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count,
        );
        return;
      }
      case 'Escape':
        if (!listOpen) return;
        event.preventDefault();
        // The popup or panel around must not close with the list.
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
        return;
      case 'Enter': {
        const highlighted = listOpen
          ? (options[active] ?? (draft ? options[0] : undefined))
          : undefined;
        if (!highlighted) return;
        event.preventDefault();
        choose(highlighted);
        return;
      }
    }
  };

  return (
    <div className="poi-combobox">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        data-testid={testId}
        type="text"
        role="combobox"
        className="field__input poi-combobox__input"
        placeholder={Texts.searchPlaceholder}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        value={text}
        aria-describedby={hintId}
        aria-autocomplete="list"
        aria-expanded={listOpen}
        aria-controls={listId}
        aria-activedescendant={listOpen && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setOpen(true);
          setActive(-1);
          if (value !== null) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <span id={hintId} className="visually-hidden">
        {Texts.searchHint}
      </span>
      <div className="poi-combobox__results" hidden={!listOpen}>
        <div id={listId} role="listbox" aria-label={label} className="search-results__list">
          {options.map((poi, index) => (
            // The keyboard stays in the input (aria-activedescendant), as in the search box.
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              key={poi.puid}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="search-results__option"
              data-testid={`${testId}-option`}
              data-puid={poi.puid}
              // Keeps the focus in the input, so the click below still lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(poi)}
            >
              <span className="search-results__text">
                <span className="search-results__label">{poi.name}</span>
                <span className="search-results__detail">
                  {poiTypeLabel(poi)} · {floorName(poi.floor_number)}
                </span>
              </span>
            </div>
          ))}
        </div>
        {listOpen && options.length === 0 && (
          <p className="search-results__status" role="status">
            {Texts.noMatches}
          </p>
        )}
      </div>
    </div>
  );
}
