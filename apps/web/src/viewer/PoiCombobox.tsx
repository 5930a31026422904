import {
  type Poi,
  ViewerNavigationMessages as Texts,
  ViewerNavigationConstants,
} from '@indoor/domain';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useCombobox } from '../components/useCombobox';
import {
  matchPois,
  matchRooms,
  poiChoiceLabel,
  poiTypeLabel,
  type RoomChoice,
  roomsWithoutNamesakes,
} from './navigationModel';

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
  /** Rooms offered after the POIs (the To field: docs/pois-and-navigation.md#routes-to-rooms). */
  rooms?: readonly RoomChoice[];
}

/** An option of the list: a POI, or a room. */
type Option = { kind: 'poi'; poi: Poi } | { kind: 'room'; room: RoomChoice };
const optionValue = (option: Option) =>
  option.kind === 'poi' ? option.poi.puid : option.room.choice;

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
  rooms = [],
}: PoiComboboxProps) {
  const combobox = useCombobox();
  const { open, setOpen, active, setActive, close } = combobox;

  // What the user is typing; null shows the chosen POI's label instead.
  const [draft, setDraft] = useState<string | null>(null);

  // A POI chosen elsewhere (a popup, the swap button) replaces whatever was being typed.
  useEffect(() => {
    if (value !== null) setDraft(null);
  }, [value]);

  const selected = pois.find((poi) => poi.puid === value) ?? chosen;
  const selectedRoom = rooms.find((room) => room.choice === value);
  const text =
    draft ??
    (selected
      ? poiChoiceLabel(selected)
      : selectedRoom
        ? poiChoiceLabel({ name: selectedRoom.name, floor_number: selectedRoom.floorNumber })
        : '');
  const limit = ViewerNavigationConstants.searchResultLimit;
  const poiOptions: Option[] = open
    ? matchPois(pois, draft ?? '', limit).map((poi) => ({ kind: 'poi', poi }))
    : [];
  // Rooms fill what the POIs leave of the list, after them.
  const options: Option[] = open
    ? [
        ...poiOptions,
        ...matchRooms(
          roomsWithoutNamesakes(rooms, pois),
          draft ?? '',
          limit - poiOptions.length,
        ).map((room): Option => ({ kind: 'room', room })),
      ]
    : [];
  const listOpen = open && !disabled;

  const choose = (option: Option) => {
    setDraft(null);
    close();
    onChange(optionValue(option));
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
        combobox.moveActive(event.key, options.length);
        return;
      }
      case 'Escape':
        if (!listOpen) return;
        event.preventDefault();
        // The popup or panel around must not close with the list.
        event.stopPropagation();
        close();
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
      <label className="field__label" htmlFor={combobox.inputId}>
        {label}
      </label>
      <input
        {...combobox.inputProps(listOpen)}
        id={combobox.inputId}
        data-testid={testId}
        type="text"
        className="field__input poi-combobox__input"
        placeholder={Texts.searchPlaceholder}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        value={text}
        aria-describedby={combobox.hintId}
        onChange={(event) => {
          setDraft(event.target.value);
          setOpen(true);
          setActive(-1);
          if (value !== null) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <span id={combobox.hintId} className="visually-hidden">
        {Texts.searchHint}
      </span>
      <div className="poi-combobox__results" hidden={!listOpen}>
        <div
          id={combobox.listId}
          role="listbox"
          aria-label={label}
          className="search-results__list"
        >
          {options.map((option, index) => (
            // The keyboard stays in the input (aria-activedescendant), as in the search box.
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              key={optionValue(option)}
              {...combobox.optionProps(index)}
              role="option"
              tabIndex={-1}
              className="search-results__option"
              data-testid={`${testId}-option`}
              data-puid={optionValue(option)}
              onClick={() => choose(option)}
            >
              <span className="search-results__text">
                <span className="search-results__label">
                  {option.kind === 'poi' ? option.poi.name : option.room.name}
                </span>
                <span className="search-results__detail">
                  {option.kind === 'poi'
                    ? `${poiTypeLabel(option.poi)} · ${floorName(option.poi.floor_number)}`
                    : `${Texts.roomKind} · ${floorName(option.room.floorNumber)}`}
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
