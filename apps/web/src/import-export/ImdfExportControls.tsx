import {
  ImdfExportMessages,
  type ImdfFinding,
  ImdfImportConstants,
  ImdfImportMessages,
} from '@indoor/domain';
import type { FetchedFile } from '../api/client';
import { ActionButton } from '../components/ActionButton';
import { FormError } from '../components/FormError';
import { Spinner } from '../components/Spinner';
import { useImdfExport } from './imdfExport';

interface ImdfExportControlsProps {
  /** The button's text. */
  label: string;
  /** The prefix of the test ids: `{testId}`, `{testId}-result`, `{testId}-findings` … */
  testId: string;
  disabled: boolean;
  fetchArchive: () => Promise<FetchedFile>;
  /** The file name when the server gives none. */
  fallbackName: string;
}

/** The validator's findings, errors first, as many as the import lists, then how many more. */
function Findings({ findings, testId }: { findings: ImdfFinding[]; testId: string }) {
  if (findings.length === 0) return null;
  const listed = findings.slice(0, ImdfImportConstants.findingsListed);
  return (
    <>
      <h4 className="panel__subtitle">{ImdfExportMessages.findingsTitle}</h4>
      <ul className="server-import__refused" data-testid={`${testId}-findings`}>
        {listed.map((finding) => (
          <li key={`${finding.rule}|${finding.file}|${finding.featureId ?? ''}|${finding.message}`}>
            {`${ImdfExportMessages.severity(finding.severity)}: ${ImdfImportMessages.finding(finding)}`}
          </li>
        ))}
        {findings.length > listed.length && (
          <li>{ImdfImportMessages.moreFindings(findings.length - listed.length)}</li>
        )}
      </ul>
    </>
  );
}

/**
 * An IMDF export's button and outcome (docs/imdf.md#export-in-the-planner): the archive is
 * checked before it is saved; one that breaks a rule is held back with its findings and a
 * button to save it as it is.
 */
export function ImdfExportControls({
  label,
  testId,
  disabled,
  fetchArchive,
  fallbackName,
}: ImdfExportControlsProps) {
  const { state, run, saveAnyway } = useImdfExport(fetchArchive, fallbackName);
  const checking = state.name === 'checking';
  return (
    <div className="imdf-export__controls" aria-busy={checking}>
      <div className="button-row">
        <ActionButton
          label={label}
          disabled={disabled || checking}
          testId={testId}
          onClick={() => void run()}
        />
        {checking && <Spinner label={ImdfExportMessages.checking} />}
      </div>
      {state.name === 'saved' && (
        <p className="restore__result" role="status" data-testid={`${testId}-result`}>
          {state.anyway
            ? ImdfExportMessages.savedAnyway(state.archive.fileName)
            : ImdfExportMessages.saved(state.archive.fileName, state.archive.findings.length)}
        </p>
      )}
      {state.name === 'invalid' && (
        <>
          <FormError
            message={ImdfExportMessages.invalid(state.archive.errors)}
            testId={`${testId}-invalid`}
          />
          <div className="button-row">
            <ActionButton
              label={ImdfExportMessages.saveAnyway}
              testId={`${testId}-save-anyway`}
              onClick={saveAnyway}
            />
          </div>
        </>
      )}
      {(state.name === 'saved' || state.name === 'invalid') && (
        <Findings findings={state.archive.findings} testId={testId} />
      )}
      {state.name === 'failed' && <FormError message={state.message} testId={`${testId}-error`} />}
    </div>
  );
}
