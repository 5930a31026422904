import type { AuditResult } from '@indoor/domain';

/** One shape per result, so results differ by more than colour: a check, a cross, an arrow, a "!". */
const RESULT_PATHS: Record<AuditResult, string> = {
  found: 'M3 8.5 6.5 12 13 4.5',
  missing: 'M4 4l8 8M12 4l-8 8',
  'wrong-location': 'M4 12 12 4M6.5 4H12v5.5',
  damaged: 'M8 2.5v6.5M8 12.6v.9',
};

/** A result's symbol, drawn in the text colour; decorative (the label says the same). */
export function ResultIcon({ result }: { result: AuditResult }) {
  return (
    <svg
      className="result-icon"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={RESULT_PATHS[result]} />
    </svg>
  );
}
