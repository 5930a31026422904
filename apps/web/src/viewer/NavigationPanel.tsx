import { AlertLevel, ViewerNavigationMessages as Texts, WayfindingMessages } from '@indoor/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../api/client';
import { CheckboxField } from '../components/CheckboxField';
import { FormError } from '../components/FormError';
import { Spinner } from '../components/Spinner';
import { showAlert } from '../state/alerts';
import { isNavigablePoi, legAcross, type RoomChoice, routeRequestProblem } from './navigationModel';
import { PoiCombobox } from './PoiCombobox';
import { routeLinkUrl } from './routeLink';
import type { RouteView, ViewerNavigation } from './useViewerNavigation';

interface NavigationPanelProps {
  /** The building: what a copied route link opens. */
  buid: string;
  navigation: ViewerNavigation;
  /** How a floor reads ("First floor (1)"), from the building's floor list. */
  floorName: (floorNumber: string) => string;
  /** The building's named rooms, offered as destinations (the route ends at a door). */
  rooms?: readonly RoomChoice[];
}

function RouteSummary({
  view,
  currentLeg,
  goToLeg,
  floorName,
}: {
  view: RouteView;
  currentLeg: number;
  goToLeg: (leg: number) => void;
  floorName: (floorNumber: string) => string;
}) {
  const { legs } = view.route;
  const previous = currentLeg > 0 ? legs[currentLeg - 1] : undefined;
  const next = currentLeg + 1 < legs.length ? legs[currentLeg + 1] : undefined;
  const current = legs[currentLeg];
  // The shown floor's steps scroll to the top of the list: on a phone's sheet the list
  // shows only a few lines.
  const stepList = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = stepList.current;
    const group = list?.querySelector<HTMLElement>(`[data-leg="${currentLeg}"]`);
    if (!list || !group) return;
    list.scrollTop += group.getBoundingClientRect().top - list.getBoundingClientRect().top;
  }, [currentLeg]);
  return (
    <div className="route-summary" data-testid="route-summary">
      <p className="route-summary__total" data-testid="route-total">
        {Texts.totalDistance(Math.round(view.route.totalDistanceM))}
      </p>
      {legs.length > 1 && (
        <div className="route-floor-nav">
          <button
            type="button"
            className="button route-floor-nav__button"
            data-testid="route-previous-floor"
            disabled={!previous}
            aria-label={
              previous ? `${Texts.previousFloor}: ${floorName(previous.floorNumber)}` : undefined
            }
            onClick={() => goToLeg(currentLeg - 1)}
          >
            <span aria-hidden="true">◀ </span>
            {previous ? floorName(previous.floorNumber) : Texts.previousFloorShort}
          </button>
          <button
            type="button"
            className="button route-floor-nav__button"
            data-testid="route-next-floor"
            disabled={!next}
            aria-label={next ? `${Texts.nextFloor}: ${floorName(next.floorNumber)}` : undefined}
            onClick={() => goToLeg(currentLeg + 1)}
          >
            {next ? floorName(next.floorNumber) : Texts.nextFloorShort}
            <span aria-hidden="true"> ▶</span>
          </button>
        </div>
      )}
      {!current && (
        <p className="viewer-card__note" data-testid="route-not-on-floor">
          {Texts.notOnRoute}
        </p>
      )}
      <h3 className="visually-hidden">{Texts.stepsTitle}</h3>
      <ol className="route-steps" ref={stepList}>
        {view.groups.map((group) => (
          <li
            key={group.legIndex}
            className="route-steps__group"
            data-testid="route-step-group"
            data-floor={group.floorNumber}
            data-leg={group.legIndex}
            aria-current={group.legIndex === currentLeg ? 'step' : undefined}
          >
            <div className="route-steps__floor">
              <button
                type="button"
                className="link-button"
                aria-label={Texts.showFloor(floorName(group.floorNumber))}
                onClick={() => goToLeg(group.legIndex)}
              >
                {floorName(group.floorNumber)}
              </button>
              <span className="route-steps__distance">{Texts.floorDistance(group.distanceM)}</span>
            </div>
            <ol className="route-steps__list">
              {group.steps.map((step) => (
                <li
                  key={step.number}
                  value={step.number}
                  className={`route-steps__step route-steps__step--${step.kind}`}
                  data-testid="route-step"
                  data-kind={step.kind}
                  data-floor={step.floorNumber}
                >
                  {step.kind === 'floorChange' ? (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => goToLeg(legAcross(step, group.legIndex) ?? group.legIndex)}
                    >
                      {step.text}
                    </button>
                  ) : (
                    step.text
                  )}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Directions inside the building (docs/pois-and-navigation.md#viewer): choose a start and a
 * destination by name or from a POI's popup, show the walking route, and follow it floor by floor.
 */
/**
 * "Copy link": the viewer link with this route's ends (and the step-free choice). Where the
 * clipboard refuses (no secure context), the link is shown to copy by hand.
 */
function CopyRouteLink({ url, disabled }: { url: string | null; disabled: boolean }) {
  const [manual, setManual] = useState<string | null>(null);
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setManual(null);
      showAlert({ level: AlertLevel.success, text: WayfindingMessages.linkCopied });
    } catch {
      setManual(url);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button"
        data-testid="route-copy-link"
        disabled={disabled}
        onClick={() => void copy()}
      >
        {WayfindingMessages.copyLink}
      </button>
      {manual && manual === url && (
        <label className="field viewer-navigation__link">
          <span className="field__label">{WayfindingMessages.linkCopyFailed}</span>
          <input
            className="field__input"
            readOnly
            value={manual}
            data-testid="route-link-field"
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      )}
    </>
  );
}

export function NavigationPanel({ buid, navigation, floorName, rooms = [] }: NavigationPanelProps) {
  const titleId = useId();
  const { state, dispatch, spacePois, route, poiByPuid, view, currentLeg, goToLeg } = navigation;
  const pois = spacePois.data ?? [];
  const problem = routeRequestProblem(state);
  const finding = state.shown !== null && route.isFetching;
  const failed = state.shown !== null && route.isError;

  return (
    <section
      className="viewer-card viewer-navigation"
      aria-labelledby={titleId}
      data-testid="viewer-navigation"
    >
      <h2 id={titleId} className="viewer-navigation__title">
        {Texts.panelTitle}
      </h2>
      {spacePois.isPending && <Spinner label={Texts.loadingPois} />}
      {spacePois.isError && <p className="viewer-card__note">{Texts.poisFailed}</p>}
      {spacePois.isSuccess && !pois.some(isNavigablePoi) && (
        <p className="viewer-card__note">{Texts.noPois}</p>
      )}
      <div className="viewer-navigation__ends">
        <PoiCombobox
          label={Texts.fromLabel}
          pois={pois}
          value={state.from}
          chosen={state.from ? poiByPuid.get(state.from) : undefined}
          onChange={(puid) => dispatch({ type: 'setFrom', puid })}
          floorName={floorName}
          testId="route-from"
        />
        <button
          type="button"
          className="icon-button viewer-navigation__swap"
          data-testid="route-swap"
          aria-label={Texts.swap}
          title={Texts.swap}
          disabled={state.from === null && state.to === null}
          onClick={() => dispatch({ type: 'swap' })}
        >
          <span aria-hidden="true">⇅</span>
        </button>
        <PoiCombobox
          label={Texts.toLabel}
          pois={pois}
          value={state.to}
          chosen={state.to ? poiByPuid.get(state.to) : undefined}
          onChange={(puid) => dispatch({ type: 'setTo', puid })}
          floorName={floorName}
          testId="route-to"
          rooms={rooms}
        />
      </div>
      <CheckboxField
        label={WayfindingMessages.stepFree}
        name="step-free"
        checked={state.stepFree}
        onChange={(on) => dispatch({ type: 'setStepFree', on })}
        testId="route-step-free"
      />
      {problem === 'samePoi' && <FormError message={Texts.samePoi} testId="route-error" />}
      <div className="button-row viewer-navigation__actions">
        <button
          type="button"
          className="button button--primary"
          data-testid="route-show"
          disabled={problem !== null || finding}
          onClick={() => dispatch({ type: 'show' })}
        >
          {Texts.showRoute}
        </button>
        <button
          type="button"
          className="button"
          data-testid="route-clear"
          disabled={state.from === null && state.to === null && state.shown === null}
          onClick={() => dispatch({ type: 'clear' })}
        >
          {Texts.clear}
        </button>
        <CopyRouteLink
          disabled={problem !== null}
          url={
            problem === null && state.from && state.to
              ? routeLinkUrl(window.location.origin, buid, {
                  from: state.from,
                  to: state.to,
                  stepFree: state.stepFree,
                })
              : null
          }
        />
      </div>
      {problem === 'incomplete' && state.shown === null && (
        <p className="viewer-card__note">{Texts.chooseBoth}</p>
      )}
      {finding && <Spinner label={Texts.findingRoute} />}
      {failed && (
        <FormError message={errorMessage(route.error, Texts.routeFailed)} testId="route-error" />
      )}
      {view && view.route.legs.length === 0 && (
        <FormError message={Texts.routeFailed} testId="route-error" />
      )}
      {view && view.route.legs.length > 0 && (
        <RouteSummary view={view} currentLeg={currentLeg} goToLeg={goToLeg} floorName={floorName} />
      )}
    </section>
  );
}
