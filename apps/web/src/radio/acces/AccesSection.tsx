import './acces.css';
import { AccesColourRule, AccesLayerConstants, AccesLayerMessages } from '@indoor/domain';
import { useId } from 'react';
import { saveFile } from '../../assets/downloads';
import { Spinner } from '../../components/Spinner';
import { useSelectionStore } from '../../state/selection';
import { type AccesAnswer, type AccesBandWire, accesBandOfAnswer } from './accesModel';
import { setSurveyNextShown, useAccesStore } from './accesStore';
import { surveyNextGeoJson, surveyNextGpx } from './surveyNextRoute';
import { useShownAcces } from './useShownAcces';

/**
 * While the server computes the floor's map (its fingerprints changed): how far it got, asked
 * again every second until it is ready; the previous map stays drawn meanwhile
 * (docs/wifi-layers.md#acces-map).
 */
export function AccesComputing({ testIdPrefix }: { testIdPrefix: string }) {
  const { computing } = useShownAcces();
  if (!computing) return null;
  const { done, total, showingPrevious } = computing;
  return (
    <div className="acces__computing" data-testid={`${testIdPrefix}-computing`}>
      <progress
        aria-label={AccesLayerMessages.computingLabel}
        {...(total > 0 ? { value: done, max: total } : {})}
      />
      <p className="panel__note" role="status">
        {AccesLayerMessages.computing(done, total)}
        {showingPrevious && ` ${AccesLayerMessages.computingPrevious}`}
      </p>
    </div>
  );
}

/**
 * The legend: each colour with the range of predicted error it stands for, from the answer's
 * bands, smallest errors first; black only when some grid point has no valid prediction.
 */
export function AccesLegend({ answer }: { answer: AccesAnswer }) {
  const titleId = useId();
  const bands: readonly AccesBandWire[] = [...answer.bands].sort((a, b) => a.aboveM - b.aboveM);
  const invalid = answer.crlb.some((value) => accesBandOfAnswer(answer.bands, value) === null);
  return (
    <div className="acces__legend" data-testid="acces-legend">
      <p id={titleId} className="acces__legend-title">
        {AccesLayerMessages.legendLabel}
      </p>
      <ul className="acces__bands" aria-labelledby={titleId}>
        {bands.map((band) => (
          <li key={band.colour} className="acces__band" data-testid={`acces-band-${band.colour}`}>
            <span className="acces__swatch" style={{ background: band.hex }} aria-hidden />
            <span>{AccesLayerMessages.bandRange(band.aboveM, band.upToM)}</span>
          </li>
        ))}
        {invalid && (
          <li className="acces__band" data-testid="acces-band-invalid">
            <span
              className="acces__swatch"
              style={{ background: AccesColourRule.invalid.hex }}
              aria-hidden
            />
            <span>{AccesLayerMessages.invalidRange}</span>
          </li>
        )}
      </ul>
      <p className="panel__note" data-testid="acces-calibration">
        {AccesLayerMessages.calibration(answer.held_out_locations)}{' '}
        {AccesLayerMessages.pointCount(answer.crlb.length, answer.step_m)}
      </p>
    </div>
  );
}

/** The survey-next route: shown on the map on demand, and downloadable as GPX or GeoJSON. */
function SurveyNext({ answer, spaceName }: { answer: AccesAnswer; spaceName: string | null }) {
  const buid = useSelectionStore((state) => state.selectedBuid) ?? '';
  const floor = useSelectionStore((state) => state.selectedFloor) ?? '';
  const shown = useAccesStore((state) => state.surveyNext);
  const points = answer.survey_next;
  const routeName = AccesLayerMessages.gpxRouteName(spaceName ?? buid, floor);
  const fileName = (extension: 'gpx' | 'geojson') =>
    AccesLayerConstants.surveyNextFileName(buid, floor, extension);
  if (points.length === 0) {
    return (
      <p className="panel__note" data-testid="acces-survey-next-none">
        {AccesLayerMessages.surveyNextNone}
      </p>
    );
  }
  return (
    <div className="acces__survey-next">
      <label className="field--checkbox">
        <input
          type="checkbox"
          checked={shown}
          onChange={(event) => setSurveyNextShown(event.target.checked)}
          data-testid="acces-survey-next-toggle"
        />
        <span>{AccesLayerMessages.surveyNext}</span>
      </label>
      <p className="panel__note">{AccesLayerMessages.surveyNextHint(points.length)}</p>
      <div className="button-row">
        <button
          type="button"
          className="button"
          data-testid="acces-download-gpx"
          onClick={() =>
            saveFile(
              new Blob([surveyNextGpx(points, routeName)], { type: 'application/gpx+xml' }),
              fileName('gpx'),
            )
          }
        >
          {AccesLayerMessages.downloadGpx}
        </button>
        <button
          type="button"
          className="button"
          data-testid="acces-download-geojson"
          onClick={() =>
            saveFile(
              new Blob([JSON.stringify(surveyNextGeoJson(points, routeName), null, 2)], {
                type: 'application/geo+json',
              }),
              fileName('geojson'),
            )
          }
        >
          {AccesLayerMessages.downloadGeoJson}
        </button>
      </div>
    </div>
  );
}

/**
 * What goes with the ACCES toggle in tab 5 while the map is on (docs/wifi-layers.md#acces-map):
 * the progress while it is computed, the legend, and where to survey next.
 */
export function AccesSection({ spaceName }: { spaceName: string | null }) {
  const titleId = useId();
  const { on, query, answer } = useShownAcces();
  if (!on) return null;
  const drawn = answer && answer.crlb.length > 0 ? answer : null;
  return (
    <section className="acces" aria-labelledby={titleId} data-testid="acces-section">
      <h3 id={titleId} className="panel__subtitle">
        {AccesLayerMessages.title}
      </h3>
      {query.isPending && <Spinner label={AccesLayerMessages.loading} />}
      <AccesComputing testIdPrefix="acces" />
      {drawn && <AccesLegend answer={drawn} />}
      {drawn && <SurveyNext answer={drawn} spaceName={spaceName} />}
    </section>
  );
}
