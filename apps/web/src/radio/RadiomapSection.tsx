import {
  CommonUiMessages,
  FetchMessages,
  type Floor,
  RadioConstants,
  RadioMessages,
  RadiomapFormatMessages,
} from '@indoor/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { FileField } from '../components/FileField';
import { Spinner } from '../components/Spinner';
import { SubmitButton } from '../components/SubmitButton';
import { floorLabel } from '../floors/FloorSelector';
import {
  deleteFailureText,
  radiomapSummaryText,
  uploadFailureText,
  useDeleteRadiomap,
  useRadiomapDays,
  useUndatedFingerprints,
  useUploadRadiomap,
} from './radiomaps';

interface RadiomapSectionProps {
  buid: string;
  floor: Floor;
  /** Whether the signed-in user may change this space (the server checks again). */
  canEdit: boolean;
}

/**
 * "N scans on D days, last on <date>" for the floor, from the per-day counts, and its
 * undated fingerprints (on no day).
 */
function RadiomapSummaryLine({ buid, floorNumber }: { buid: string; floorNumber: string }) {
  const days = useRadiomapDays(buid, floorNumber);
  const undated = useUndatedFingerprints(buid, floorNumber);
  if (days.isPending) return <Spinner label={RadioMessages.loadingSummary} />;
  if (days.isError) {
    return (
      <div className="panel__note" data-testid="radiomap-summary-error">
        <p>{FetchMessages.radiomaps}</p>
        <button type="button" className="button" onClick={() => days.refetch()}>
          {CommonUiMessages.tryAgain}
        </button>
      </div>
    );
  }
  return (
    <p className="panel__note" data-testid="radiomap-summary">
      {radiomapSummaryText(days.data, undated.data ?? 0)}
    </p>
  );
}

/** Chooses a log file and uploads it to the floor; says how many fingerprints it held. */
function RadiomapUploadForm({ buid, floorNumber }: { buid: string; floorNumber: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const upload = useUploadRadiomap();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    if (!file) {
      setMissingFile(true);
      inputRef.current?.focus();
      return;
    }
    upload.mutate(
      { buid, floorNumber, file },
      {
        onSuccess: () => {
          setFile(null);
          if (inputRef.current) inputRef.current.value = '';
        },
      },
    );
  };

  return (
    <form className="radiomap__form" onSubmit={onSubmit} aria-busy={upload.isPending}>
      <FileField
        label={RadioMessages.fileLabel}
        hint={RadiomapFormatMessages.fileHint}
        accept={RadioConstants.fileAccept}
        inputRef={inputRef}
        invalid={missingFile}
        disabled={upload.isPending}
        testId="radiomap-file"
        onFile={(chosen) => {
          setFile(chosen);
          setMissingFile(false);
          upload.reset();
        }}
      />
      <div className="button-row">
        <SubmitButton
          busy={upload.isPending}
          label={RadioMessages.upload}
          testId="radiomap-upload"
        />
        {upload.isPending && <Spinner label={RadioMessages.uploading} />}
      </div>
      {missingFile && (
        <p className="form__error" role="alert" data-testid="radiomap-no-file">
          {RadioMessages.chooseFileFirst}
        </p>
      )}
      {upload.isSuccess && (
        <p className="radiomap__result" role="status" data-testid="radiomap-result">
          {upload.data.message}
        </p>
      )}
      {upload.isSuccess && (
        <p className="panel__note" data-testid="radiomap-upload-counts">
          {RadiomapFormatMessages.lastUpload(upload.data.fingerprints, upload.data.already_stored)}
        </p>
      )}
      {upload.isError && (
        <p className="form__error" role="alert" data-testid="radiomap-error">
          {uploadFailureText(upload.error)}
        </p>
      )}
    </form>
  );
}

/** Deletes the floor's radiomap after a confirmation (Cancel has the focus). */
function RadiomapDelete({ buid, floorNumber }: { buid: string; floorNumber: string }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteRadiomap();
  return (
    <>
      <div className="button-row">
        <button
          type="button"
          className="button button--danger"
          disabled={remove.isPending}
          data-testid="radiomap-delete"
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
        >
          {RadioMessages.delete}
        </button>
      </div>
      {confirming && (
        <ConfirmDeleteDialog
          title={RadioMessages.confirmDeleteTitle(floorNumber)}
          message={RadioMessages.confirmDelete(floorNumber)}
          testId="radiomap-delete"
          pending={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate({ buid, floorNumber }, { onSettled: () => setConfirming(false) })
          }
        />
      )}
      {remove.isSuccess && (
        <p className="radiomap__result" role="status" data-testid="radiomap-delete-result">
          {remove.data.message}
        </p>
      )}
      {remove.isError && (
        <p className="form__error" role="alert" data-testid="radiomap-delete-error">
          {deleteFailureText(remove.error)}
        </p>
      )}
    </>
  );
}

/**
 * The radiomap of the selected floor: how many fingerprints it holds and over how many
 * days; for those who may edit the space, upload a log and delete the radiomap.
 */
export function RadiomapSection({ buid, floor, canEdit }: RadiomapSectionProps) {
  const titleId = useId();
  const floorNumber = floor.floor_number;
  return (
    <section className="radiomap" aria-labelledby={titleId} data-testid="radiomap-section">
      <h3 id={titleId} className="panel__subtitle">
        {RadioMessages.title} · {floorLabel(floor)}
      </h3>
      <RadiomapSummaryLine buid={buid} floorNumber={floorNumber} />
      {canEdit ? (
        <>
          <RadiomapUploadForm buid={buid} floorNumber={floorNumber} />
          <RadiomapDelete buid={buid} floorNumber={floorNumber} />
        </>
      ) : (
        <p className="panel__note" data-testid="radiomap-sign-in">
          {RadioMessages.signInToEdit}
        </p>
      )}
    </section>
  );
}
