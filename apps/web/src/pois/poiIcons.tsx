interface IconProps {
  width: number;
  height: number;
}

/*
 * Inline SVG markers of the POI layer (offline-safe). The pin's tip, at the bottom
 * centre, marks the POI's position; a connector is a dot centred on its position.
 */

const PIN_FILL = '#dc2626';
const ENTRANCE_PIN_FILL = '#15803d';

/**
 * A POI pin (21x32, selected 31x48: docs/pois-and-navigation.md#poi-symbols); building entrances
 * are green. `fill` overrides the colour (the viewer marks the start and the destination).
 */
export function PoiPinIcon({
  width,
  height,
  entrance,
  fill,
}: IconProps & { entrance?: boolean; fill?: string }) {
  return (
    <svg
      width={width}
      height={height}
      viewBox="0 0 21 32"
      preserveAspectRatio="xMidYMax meet"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M10.5 31 C10.5 31 1 18.5 1 10.5 A9.5 9.5 0 0 1 20 10.5 C20 18.5 10.5 31 10.5 31 Z"
        fill={fill ?? (entrance ? ENTRANCE_PIN_FILL : PIN_FILL)}
        stroke="#ffffff"
        strokeWidth="1.5"
      />
      <circle cx="10.5" cy="10.5" r="3.8" fill="#ffffff" />
    </svg>
  );
}

/** A connector dot (21x21, selected 41x41). */
export function ConnectorIcon({ width, height }: IconProps) {
  return (
    <svg width={width} height={height} viewBox="0 0 21 21" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="8.5" fill="#7c3aed" stroke="#ffffff" strokeWidth="2" />
      <circle cx="10.5" cy="10.5" r="3" fill="#ffffff" />
    </svg>
  );
}

/** The temporary marker of a POI or connector not saved yet (32x32). */
export function NewPoiIcon({ width, height }: IconProps) {
  return (
    <svg width={width} height={height} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        d="M16 31 C16 31 3 19 3 11.5 A13 11 0 0 1 29 11.5 C29 19 16 31 16 31 Z"
        fill="#f59e0b"
        stroke="#ffffff"
        strokeWidth="2"
      />
      <path d="M16 5.5 V17.5 M10 11.5 H22" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
