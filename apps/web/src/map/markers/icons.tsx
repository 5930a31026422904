import type { SpaceType } from '@indoor/domain';
import type { ReactNode } from 'react';

interface IconProps {
  width: number;
  height: number;
}

/*
 * Inline SVG keeps the markers offline-safe (no sprite or image download). Both icons
 * share one callout shape whose tip, at the bottom centre, marks the space's position.
 */
const CALLOUT =
  'M27 53 L20 44 H8 A5 5 0 0 1 3 39 V6 A5 5 0 0 1 8 1 H46 A5 5 0 0 1 51 6 V39 A5 5 0 0 1 46 44 H34 Z';

function Callout({
  width,
  height,
  fill,
  children,
}: IconProps & { fill: string; children: ReactNode }) {
  return (
    <svg
      width={width}
      height={height}
      viewBox="0 0 54 54"
      // Sizes with another aspect ratio (the viewer's 27.5x40) keep the tip on the bottom edge.
      preserveAspectRatio="xMidYMax meet"
      aria-hidden="true"
      focusable="false"
    >
      <path d={CALLOUT} fill={fill} stroke="#ffffff" strokeWidth="2" />
      {children}
    </svg>
  );
}

export function BuildingIcon(props: IconProps) {
  return (
    <Callout {...props} fill="#1d4ed8">
      <rect x="16" y="8" width="22" height="30" rx="1.5" fill="#ffffff" />
      {[13, 20, 27].map((y) =>
        [19.5, 29.5].map((x) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="5" height="4" fill="#1d4ed8" />
        )),
      )}
      <rect x="24.5" y="32" width="5" height="6" fill="#1d4ed8" />
    </Callout>
  );
}

export function VesselIcon(props: IconProps) {
  return (
    <Callout {...props} fill="#0f766e">
      <path d="M26 8 V18 H20 V24 H34 V18 H28 V8 Z" fill="#ffffff" />
      <path d="M11 26 H43 L38 36 H16 Z" fill="#ffffff" />
      <path
        d="M10 39 Q13.5 36.5 17 39 T24 39 T31 39 T38 39 T44 39"
        fill="none"
        stroke="#ffffff"
        strokeWidth="1.6"
      />
    </Callout>
  );
}

export function SpaceIcon({ spaceType, ...size }: IconProps & { spaceType: SpaceType }) {
  return spaceType === 'vessel' ? <VesselIcon {...size} /> : <BuildingIcon {...size} />;
}
