import './connectivity.css';

/**
 * Why a pressed button did nothing: the device is offline. Announced as it appears, on a
 * line of its own under the button it explains.
 */
export function OfflineReason({ id, text, testId }: { id: string; text: string; testId?: string }) {
  return (
    <p id={id} className="offline-reason" role="alert" data-testid={testId}>
      {text}
    </p>
  );
}
