import { MapDefaults, parseCoordinateQuery } from '@indoor/domain';
import { type KeyboardEvent, useId, useState } from 'react';
import type { MapCamera } from '../map/viewState';

interface SearchBoxProps {
  onPan: (target: MapCamera) => void;
}

/** Coordinates search (SPEC section 5): Enter pans to valid "lat lon" / "lat,lon" text at zoom 17. */
export function SearchBox({ onPan }: SearchBoxProps) {
  const hintId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const position = parseCoordinateQuery(text);
    // Invalid text gives no pan and no alert; only assistive technology hears about it.
    setInvalid(position === null);
    if (position) onPan({ ...position, zoom: MapDefaults.searchPanZoom });
  };

  return (
    <search className="search-box">
      <label className="visually-hidden" htmlFor={`${hintId}-input`}>
        Search coordinates
      </label>
      <input
        id={`${hintId}-input`}
        data-testid="search-box"
        type="search"
        className="search-box__input"
        placeholder="Latitude, longitude"
        autoComplete="off"
        spellCheck={false}
        value={text}
        aria-invalid={invalid}
        aria-describedby={hintId}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={onKeyDown}
      />
      <span id={hintId} className="visually-hidden">
        {invalid
          ? 'Not a valid position. Type a latitude and a longitude, for example 57.0 21.0, and press Enter.'
          : 'Type a latitude and a longitude, for example 57.0 21.0, and press Enter.'}
      </span>
    </search>
  );
}
