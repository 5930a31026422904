import { AnyplaceRestoreMessages, BackupMessages } from '@indoor/domain';
import { type FormEvent, useRef, useState } from 'react';
import { FileField } from '../components/FileField';
import { FormError } from '../components/FormError';
import { Spinner } from '../components/Spinner';
import { SubmitButton } from '../components/SubmitButton';
import { useEditorStore } from '../editor/editor';
import { selectSignedInUser, useSessionStore } from '../state/session';
import { useMoveSpace } from './moveSpace';
import { placeRestoredMode, startPlacingRestored } from './placeRestoredMode';
import { restoreFailureText, useRestoreArchive } from './restoreArchive';
import { TitledSection } from './TitledSection';

/** "Restore from archive": uploads a backup, which the server adds as a new space of the caller. */
export function RestoreSection() {
  const signedIn = useSessionStore((state) => selectSignedInUser(state) !== null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const restore = useRestoreArchive();
  const moveSpace = useMoveSpace();
  // The restored copy lies on its original: placing it elsewhere is offered until chosen.
  const [offerBuid, setOfferBuid] = useState<string | null>(null);
  const placing = useEditorStore((state) => state.modeId === placeRestoredMode.id);

  const placeIt = (buid: string) => {
    setOfferBuid(null);
    startPlacingRestored(buid, (position) => moveSpace.mutate({ buid, position }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || restore.isPending) return;
    restore.mutate(file, {
      onSuccess: (answer) => {
        setOfferBuid(answer.space.buid);
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
      },
    });
  };

  return (
    <TitledSection name="restore" title={BackupMessages.restoreTitle}>
      {!signedIn ? (
        <p className="panel__note" data-testid="restore-sign-in">
          {BackupMessages.signInToRestore}
        </p>
      ) : (
        <form className="restore__form" onSubmit={onSubmit} aria-busy={restore.isPending}>
          <FileField
            label={BackupMessages.chooseArchive}
            hint={BackupMessages.restoreHint}
            accept=".zip,application/zip"
            inputRef={inputRef}
            disabled={restore.isPending}
            testId="restore-file"
            onFile={(chosen) => {
              setFile(chosen);
              restore.reset();
            }}
          />
          <div className="button-row">
            <SubmitButton
              busy={restore.isPending}
              label={BackupMessages.restore}
              disabled={!file}
              announceBusy={false}
              testId="restore-submit"
            />
            {restore.isPending && <Spinner label={BackupMessages.restoring} />}
          </div>
          {restore.isSuccess && (
            <p className="restore__result" role="status" data-testid="restore-result">
              {restore.data.message}
            </p>
          )}
          {restore.isSuccess && skippedConnectionsText(restore.data) !== '' && (
            <p
              className="page__note page__note--warning"
              role="note"
              data-testid="restore-skipped-connections"
            >
              {skippedConnectionsText(restore.data)}
            </p>
          )}
          {restore.isSuccess && offerBuid !== null && (
            <div className="page__note" data-testid="restore-place-offer">
              <p>{BackupMessages.placeOffer}</p>
              <div className="button-row">
                <button
                  type="button"
                  className="button button--primary"
                  data-testid="restore-place-it"
                  onClick={() => placeIt(offerBuid)}
                >
                  {BackupMessages.placeIt}
                </button>
                <button
                  type="button"
                  className="button"
                  data-testid="restore-keep-here"
                  onClick={() => setOfferBuid(null)}
                >
                  {BackupMessages.keepItHere}
                </button>
              </div>
            </div>
          )}
          {placing && (
            <p className="panel__note" role="status" data-testid="restore-place-hint">
              {BackupMessages.placeHint}
            </p>
          )}
          {moveSpace.isPending && <Spinner label={BackupMessages.placing} />}
          {restore.isError && (
            <FormError message={restoreFailureText(restore.error)} testId="restore-error" />
          )}
        </form>
      )}
    </TitledSection>
  );
}

/**
 * How many connections of an Anyplace archive were left out, and why, and where its walking
 * graph can come from instead ('' when none was left out).
 */
function skippedConnectionsText(answer: {
  connections_skipped: { missing_poi: number; other_building: number; duplicate: number };
}): string {
  const skipped = answer.connections_skipped;
  return [
    AnyplaceRestoreMessages.skippedConnections({
      missingPoi: skipped.missing_poi,
      otherBuilding: skipped.other_building,
      duplicate: skipped.duplicate,
    }),
    AnyplaceRestoreMessages.graphNotCarried(skipped.missing_poi),
  ]
    .filter((sentence) => sentence !== '')
    .join(' ');
}
