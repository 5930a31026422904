import { AlertLevel, LayerMessages, WifiLayerMessages } from '@indoor/domain';
import { showAlert } from '../state/alerts';
import { type SignalColour, signalColours, signalColourValues } from './coverage';
import { toggleColour, useWifiLayerStore } from './wifiLayerStore';

/**
 * The colour bar (docs/wifi-layers.md#coverage-colours): five swatches; a click hides or shows the
 * coverage squares of that colour and fades the swatch, if the coverage has any of that colour.
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
      {signalColours.map((colour) => {
        const off = hidden.includes(colour);
        const tooltip = LayerMessages.colourToggleTooltip(off, colour);
        return (
          <button
            key={colour}
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
        );
      })}
    </fieldset>
  );
}
