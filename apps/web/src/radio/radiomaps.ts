import {
  AlertLevel,
  LayerMessages,
  RadioMessages,
  RadiomapPlacementMessages,
  radiomapDelete,
  radiomapTime,
  radiomapUpload,
  ServerLimits,
  SpaceMessages,
} from '@indoor/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, errorMessage, uploadMultipart } from '../api/client';
import { showAlert } from '../state/alerts';
import type { TimeRange } from './timeChart';

/**
 * Query keys of a floor's radio data. Every one starts with `floor(buid, floorNumber)`,
 * so an upload or a delete refreshes the per-day counts and every heatmap of the floor.
 */
interface TileKey {
  z: number;
  x: number;
  y: number;
}

const rangeKey = (range: TimeRange | null) => [range?.from ?? null, range?.to ?? null] as const;

/** Every query key of the radio capability (wifi layers, radiomaps, access points). */
export const radioQueryKeys = {
  all: ['radio'] as const,
  floor: (buid: string, floorNumber: string) => ['radio', buid, floorNumber] as const,
  days: (buid: string, floorNumber: string) => ['radio', buid, floorNumber, 'days'] as const,
  heatmap: (
    buid: string,
    floorNumber: string,
    level: 1 | 2 | 3,
    range: { from: number; to: number } | null = null,
  ) =>
    ['radio', buid, floorNumber, 'heatmap', level, range?.from ?? null, range?.to ?? null] as const,
  fingerprintGrid: (
    buid: string,
    floorNumber: string,
    zoomLevel: number,
    range: TimeRange | null,
  ) => ['radio', buid, floorNumber, 'fingerprint-grid', zoomLevel, ...rangeKey(range)] as const,
  fingerprintTile: (buid: string, floorNumber: string, tile: TileKey, range: TimeRange | null) =>
    [
      'radio',
      buid,
      floorNumber,
      'fingerprint-tile',
      tile.z,
      tile.x,
      tile.y,
      ...rangeKey(range),
    ] as const,
  coverageTile: (buid: string, floorNumber: string, tile: TileKey, range: TimeRange | null) =>
    [
      'radio',
      buid,
      floorNumber,
      'coverage-tile',
      tile.z,
      tile.x,
      tile.y,
      ...rangeKey(range),
    ] as const,
  accessPoints: (buid: string, floorNumber: string) =>
    ['radio', buid, floorNumber, 'access-points'] as const,
  /** Not under a floor: a MAC's maker does not change with the survey. */
  manufacturers: (ids: readonly string[]) => ['access-point-manufacturers', ...ids] as const,
};

/** The floor's heatmaps and counts are stale once its fingerprints changed. */
export function invalidateFloorRadio(
  queryClient: QueryClient,
  buid: string,
  floorNumber: string,
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: radioQueryKeys.floor(buid, floorNumber) });
}

/**
 * Fingerprints per day of a floor (radioPoints with date and count:
 * docs/wifi-layers.md#time-modes).
 */
export function useRadiomapDays(buid: string, floorNumber: string) {
  return useQuery({
    queryKey: radioQueryKeys.days(buid, floorNumber),
    queryFn: ({ signal }) => callApi(radiomapTime, { body: { buid, floor: floorNumber }, signal }),
    select: (answer) => answer.radioPoints,
  });
}

/**
 * The floor's undated fingerprints (radiomap matrix rows), on no day of the time bar
 * (docs/wifi-layers.md#undated-fingerprints): the same request as useRadiomapDays.
 */
export function useUndatedFingerprints(buid: string, floorNumber: string) {
  return useQuery({
    queryKey: radioQueryKeys.days(buid, floorNumber),
    queryFn: ({ signal }) => callApi(radiomapTime, { body: { buid, floor: floorNumber }, signal }),
    select: (answer) => answer.undated,
  });
}

/** The line saying undated fingerprints are not on the time bar; null without any. */
export const undatedFingerprintsText = (undated: number): string | null =>
  undated > 0 ? RadiomapPlacementMessages.undatedNotOnTimeBar(undated) : null;

export interface RadiomapSummary {
  scans: number;
  days: number;
  /** The first millisecond (UTC) of the last day with fingerprints; null without any. */
  lastDay: number | null;
}

export function summariseRadiomapDays(
  points: readonly { date: number; count: number }[],
): RadiomapSummary {
  const withScans = points.filter((point) => point.count > 0);
  return {
    scans: withScans.reduce((sum, point) => sum + point.count, 0),
    days: withScans.length,
    lastDay: withScans.length > 0 ? Math.max(...withScans.map((point) => point.date)) : null,
  };
}

/** A survey day as people read it; days are UTC days, so the date is taken in UTC. */
export const formatSurveyDay = (dayStart: number): string =>
  new Date(dayStart).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/** "N scans on D days, last on <date>", or the empty-list text. */
export function radiomapSummaryText(
  points: readonly { date: number; count: number }[],
  undated = 0,
): string {
  const summary = summariseRadiomapDays(points);
  const lines = [
    summary.lastDay === null
      ? null
      : RadioMessages.summary(summary.scans, summary.days, formatSurveyDay(summary.lastDay)),
    undatedFingerprintsText(undated),
  ].filter((line) => line !== null);
  return lines.length > 0 ? lines.join(' ') : LayerMessages.noFingerprintsTime;
}

/** Refused before uploading: the server would refuse it too, after the whole upload. */
export class RadiomapTooLargeError extends Error {
  constructor() {
    super(RadioMessages.tooLarge);
    this.name = 'RadiomapTooLargeError';
  }
}

/** The text for a failed upload: the server's reason when it gave one. */
export const uploadFailureText = (error: unknown): string =>
  error instanceof RadiomapTooLargeError
    ? error.message
    : errorMessage(error, RadioMessages.uploadFailed);

/** The text for a failed delete: the server's reason, else the delete-failure text. */
export const deleteFailureText = (error: unknown): string =>
  errorMessage(error, SpaceMessages.radiomapDeleteFailed);

export interface RadiomapUpload {
  buid: string;
  floorNumber: string;
  file: File;
}

/**
 * Uploads a radiomap log to a floor. The `json` field goes first, so the server checks
 * the floor before it reads the file.
 */
export function useUploadRadiomap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ buid, floorNumber, file }: RadiomapUpload) => {
      if (file.size > ServerLimits.radiomapBytes) throw new RadiomapTooLargeError();
      const form = new FormData();
      form.append('json', JSON.stringify({ buid, floor: floorNumber }));
      form.append('radiomap', file, file.name);
      return uploadMultipart(radiomapUpload, form);
    },
    onSuccess: (answer, input) => {
      void invalidateFloorRadio(queryClient, input.buid, input.floorNumber);
      showAlert({ level: AlertLevel.success, text: answer.message });
    },
    onError: (error) => showAlert({ level: AlertLevel.danger, text: uploadFailureText(error) }),
  });
}

/** Deletes every fingerprint of a floor, and so its heatmaps. */
export function useDeleteRadiomap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ buid, floorNumber }: { buid: string; floorNumber: string }) =>
      callApi(radiomapDelete, { body: { buid, floor: floorNumber } }),
    onSuccess: (answer, input) => {
      void invalidateFloorRadio(queryClient, input.buid, input.floorNumber);
      showAlert({ level: AlertLevel.success, text: answer.message });
    },
    onError: (error) => showAlert({ level: AlertLevel.danger, text: deleteFailureText(error) }),
  });
}
