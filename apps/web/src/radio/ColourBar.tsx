import { AlertLevel, coverageColourRanges, LayerMessages, WifiLayerMessages } from '@indoor/domain';
import { showAlert } from '../state/alerts';
import { type SignalColour, signalColours, signalColourValues } from './coverage';
import { toggleColour, useWifiLayerStore } from './wifiLayerStore';

/** Each colour's range of average RSS, from the same rule that colours the squares. */
const colourRanges = coverageColourRanges();

/**
 * The colour bar (docs/wifi-layers.md#coverage-colours): five swatches, each with its range of
 * average RSS beside it; a click on a swatch hides or shows the coverage squares of that colour
 * and fades the swatch and its range, if the coverage has any of that colour.
 */
export function ColourBar() {
  const hidden = useWifiLayerStore((state) => state.hiddenColours);
  const counts = useWifiLayerStore((state) => state.colourCounts) ?? {};
  const onClick = (colour: SignalColour) => {
    if (!counts[colour]) {
      showAlert({ level: AlertLevel.warning, text: LayerMessages.noSquaresOfColour(colour) });
      return;
    }
    toggleColour(colour);
  };
  return (
    <fieldset className="colour-bar" aria-label={WifiLayerMessages.colourBarLabel}>
      <legend className="colour-bar__legend">{WifiLayerMessages.colourLegendLabel}</legend>
      {signalColours.map((colour) => {
        const off = hidden.includes(colour);
        const tooltip = LayerMessages.colourToggleTooltip(off, colour);
        return (
          <div
            key={colour}
            className={`colour-bar__entry${off ? ' colour-bar__entry--hidden' : ''}`}
          >
            <button
              type="button"
              className={`colour-bar__swatch${off ? ' colour-bar__swatch--hidden' : ''}`}
              style={{ background: signalColourValues[colour] }}
              title={tooltip}
              aria-label={tooltip}
              aria-pressed={!off}
              data-testid={`colour-swatch-${colour}`}
              data-count={counts[colour] ?? 0}
              onClick={() => onClick(colour)}
            />
            <span className="colour-bar__range" data-testid={`colour-range-${colour}`}>
              {WifiLayerMessages.colourRanges(colourRanges[colour])}
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}
