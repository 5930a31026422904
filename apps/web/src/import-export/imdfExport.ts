import {
  ImdfExportMessages,
  type ImdfFinding,
  readImdfArchive,
  validateImdf,
} from '@indoor/domain';
import { useState } from 'react';
import { errorMessage, type FetchedFile } from '../api/client';
import { saveFile } from '../assets/downloads';

/** An exported archive and what the validator found in it, errors first. */
export interface CheckedImdfArchive {
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
  findings: ImdfFinding[];
  errors: number;
}

/**
 * The archive the server exported, read and checked here with the same validator
 * (docs/imdf.md#export-in-the-planner), whatever the server counted.
 */
export function checkImdfArchive(file: FetchedFile, fallbackName: string): CheckedImdfArchive {
  const findings = validateImdf(readImdfArchive(file.bytes)).sort(
    (a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'),
  );
  return {
    fileName: file.fileName ?? fallbackName,
    bytes: file.bytes,
    findings,
    errors: findings.filter((finding) => finding.severity === 'error').length,
  };
}

export const saveImdfArchive = (archive: CheckedImdfArchive) =>
  saveFile(new Blob([archive.bytes], { type: 'application/zip' }), archive.fileName);

/** Where an export stands: fetched and checked, then saved or held back for its errors. */
export type ImdfExportState =
  | { name: 'idle' }
  | { name: 'checking' }
  | { name: 'saved'; archive: CheckedImdfArchive; anyway: boolean }
  | { name: 'invalid'; archive: CheckedImdfArchive }
  | { name: 'failed'; message: string };

/**
 * Runs an IMDF export: `fetchArchive` gets the zip, the validator checks it, and an archive
 * that keeps every rule is saved at once; one that breaks some is held until the user saves
 * it as it is.
 */
export function useImdfExport(fetchArchive: () => Promise<FetchedFile>, fallbackName: string) {
  const [state, setState] = useState<ImdfExportState>({ name: 'idle' });
  const run = async () => {
    setState({ name: 'checking' });
    try {
      const archive = checkImdfArchive(await fetchArchive(), fallbackName);
      if (archive.errors > 0) {
        setState({ name: 'invalid', archive });
        return;
      }
      saveImdfArchive(archive);
      setState({ name: 'saved', archive, anyway: false });
    } catch (error) {
      setState({ name: 'failed', message: errorMessage(error, ImdfExportMessages.failed) });
    }
  };
  const saveAnyway = () => {
    if (state.name !== 'invalid') return;
    saveImdfArchive(state.archive);
    setState({ name: 'saved', archive: state.archive, anyway: true });
  };
  const reset = () => setState({ name: 'idle' });
  return { state, run, saveAnyway, reset };
}
