import { ImdfImportConstants, ImdfImportMessages } from '@indoor/domain';
import { type FormEvent, useRef, useState } from 'react';
import { FileField } from '../components/FileField';
import { FormError } from '../components/FormError';
import { Spinner } from '../components/Spinner';
import { SubmitButton } from '../components/SubmitButton';
import { selectSignedInUser, useSessionStore } from '../state/session';
import { imdfImportFailure, useImportImdf } from './importImdf';
import { TitledSection } from './TitledSection';

/** "Import IMDF": uploads an IMDF archive, which the server adds as a new building of the caller. */
export function ImdfImportSection() {
  const signedIn = useSessionStore((state) => selectSignedInUser(state) !== null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const importImdf = useImportImdf();
  const failure = importImdf.isError ? imdfImportFailure(importImdf.error) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || importImdf.isPending) return;
    importImdf.mutate(file, {
      onSuccess: () => {
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
      },
    });
  };

  return (
    <TitledSection name="imdf-import" title={ImdfImportMessages.title}>
      {!signedIn ? (
        <p className="panel__note" data-testid="imdf-import-sign-in">
          {ImdfImportMessages.signIn}
        </p>
      ) : (
        <form className="restore__form" onSubmit={onSubmit} aria-busy={importImdf.isPending}>
          <FileField
            label={ImdfImportMessages.chooseArchive}
            hint={ImdfImportMessages.hint}
            accept={ImdfImportConstants.accept}
            inputRef={inputRef}
            disabled={importImdf.isPending}
            testId="imdf-import-file"
            onFile={(chosen) => {
              setFile(chosen);
              importImdf.reset();
            }}
          />
          <div className="button-row">
            <SubmitButton
              busy={importImdf.isPending}
              label={ImdfImportMessages.import}
              disabled={!file}
              announceBusy={false}
              testId="imdf-import-submit"
            />
            {importImdf.isPending && <Spinner label={ImdfImportMessages.importing} />}
          </div>
          {importImdf.isSuccess && (
            <p className="restore__result" role="status" data-testid="imdf-import-result">
              {importImdf.data.message}
            </p>
          )}
          {importImdf.isSuccess && importImdf.data.warnings.length > 0 && (
            <>
              <h4 className="panel__subtitle">{ImdfImportMessages.warningsTitle}</h4>
              <ul className="server-import__refused" data-testid="imdf-import-warnings">
                {importImdf.data.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </>
          )}
          {failure && <FormError message={failure.message} testId="imdf-import-error" />}
          {failure && failure.findings.length > 0 && (
            <>
              <h4 className="panel__subtitle">{ImdfImportMessages.findingsTitle}</h4>
              {/* The list style of the pull section's refused items, in this same tab. */}
              <ul className="server-import__refused" data-testid="imdf-import-findings">
                {failure.findings.map((finding) => (
                  <li key={finding}>{finding}</li>
                ))}
              </ul>
            </>
          )}
        </form>
      )}
    </TitledSection>
  );
}
