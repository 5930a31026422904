import { Alerts, CommonUiMessages } from '@indoor/domain';
import { useAlertStore } from '../state/alerts';

/** Shows the latest alert only; the store owns the timers, this component only renders them. */
export function AlertArea() {
  const alert = useAlertStore((state) => state.alert);
  const closeAlert = useAlertStore((state) => state.closeAlert);

  return (
    <div className="alert-area" data-testid="alert-area">
      {alert && (
        <div
          key={alert.id}
          role="alert"
          className={`alert alert--${alert.level}${alert.hiding ? ' alert--hiding' : ''}`}
          data-level={alert.level}
          style={{ transitionDuration: `${Alerts.fadeMs}ms` }}
        >
          <span className="alert__text">{alert.text}</span>
          {/* The × is drawn by CSS so the alert's text content stays exactly the message. */}
          <button
            type="button"
            className="alert__close"
            aria-label={CommonUiMessages.closeAlert}
            onClick={closeAlert}
          />
        </div>
      )}
    </div>
  );
}
