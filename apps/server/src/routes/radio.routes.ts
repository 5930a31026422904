import { createReadStream } from 'node:fs';
import {
  contract,
  type Fingerprint,
  fingerprintTimeRange,
  RadioMessages,
  RadiomapLogError,
  RadiomapLogParser,
  type RadiomapTarget,
  rectangleFromCorners,
  ServerLimits,
} from '@indoor/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toActor } from '../auth/actor.js';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import { badRequest, HttpError } from '../http/http-error.js';
import { readMultipartUpload, utf8Decoder } from '../http/multipart.js';
import { registerEndpoint, registerSignedInRoute } from '../http/register-endpoint.js';
import {
  parseUploadJsonField,
  streamUploadToFile,
  uploadJsonFieldBytes,
  withUploadFolder,
} from '../http/upload-endpoint.js';
import type { RadiomapsService } from '../services/radiomaps.service.js';
import type { Services } from '../services/services.js';

const tooLarge = () => new HttpError(413, RadioMessages.tooLarge);

/**
 * Parses a log chunk by chunk: a bad line is refused at once. `truncated` says the upload
 * passed its size limit (readMultipartUpload stops the stream there). Only the parsed
 * scans are kept, never the text.
 */
async function parseLog(
  chunks: AsyncIterable<Buffer>,
  target: RadiomapTarget,
  truncated: () => boolean = () => false,
): Promise<Fingerprint[]> {
  const decode = utf8Decoder(RadioMessages.notText);
  const parser = new RadiomapLogParser(target);
  const scans: Fingerprint[] = [];
  try {
    for await (const chunk of chunks) {
      if (truncated()) throw tooLarge();
      for (const scan of parser.push(decode(chunk))) scans.push(scan);
    }
    if (truncated()) throw tooLarge();
    for (const scan of parser.push(decode())) scans.push(scan);
    for (const scan of parser.end()) scans.push(scan);
  } catch (error) {
    if (error instanceof RadiomapLogError) throw badRequest(error.message);
    throw error;
  }
  return scans;
}

/** The floor in the `json` field, checked by the contract's body schema. */
const parseTarget = (value: string): RadiomapTarget =>
  parseUploadJsonField(value, contract.radiomapUpload.body, RadioMessages.badJson);

/**
 * Reads a radiomap upload: `json` (buid and floor) and the `radiomap` file, in either
 * order. When `json` comes first (as browsers send a form built in that order), the
 * caller's right to change the floor is checked before the file is read, and the file
 * is parsed as it streams. A file that comes first streams to a file of `folder` (never
 * held in memory: the floor and the caller's right are unknown yet) and is parsed from
 * there once both are checked. Nothing is stored here.
 */
async function receiveRadiomap(
  request: FastifyRequest,
  reply: FastifyReply,
  radiomaps: RadiomapsService,
  user: AuthenticatedUser,
  folder: () => Promise<string>,
): Promise<{ target: RadiomapTarget; scans: Fingerprint[] }> {
  const got: { target?: RadiomapTarget; scans?: Fingerprint[]; earlyFile?: string } = {};
  await readMultipartUpload(request, reply, {
    file: 'radiomap',
    fields: ['json'],
    maxFileBytes: ServerLimits.radiomapBytes,
    maxFieldBytes: uploadJsonFieldBytes,
    refusals: {
      multipart: RadioMessages.multipart,
      tooLarge: RadioMessages.tooLarge,
      missingFile: RadioMessages.missingFile,
    },
    onField: async (_name, value) => {
      got.target = parseTarget(value);
      // Errors of the permission check (a database failure among them) are passed on as they are.
      await radiomaps.checkEditable(user, got.target);
    },
    onFile: async (file) => {
      if (got.target) {
        got.scans = await parseLog(
          file as AsyncIterable<Buffer>,
          got.target,
          () => file.truncated === true,
        );
        return;
      }
      got.earlyFile = await streamUploadToFile(file, await folder(), 'radiomap');
    },
  });
  // readMultipartUpload has refused a body without the json field or without the file.
  const { target, scans, earlyFile } = got;
  if (!target) throw badRequest(RadioMessages.multipart);
  if (scans) return { target, scans };
  if (earlyFile === undefined) throw badRequest(RadioMessages.missingFile);
  return { target, scans: await parseLog(createReadStream(earlyFile), target) };
}

export function radioRoutes(app: FastifyInstance, services: Services): void {
  const { radiomaps } = services;
  registerSignedInRoute(app, contract.radiomapUpload, async (request, reply, user) => {
    // A folder of this upload's own when its file comes first, removed before the scans are stored.
    const received = await withUploadFolder('radiomap', (folder) =>
      receiveRadiomap(request, reply, radiomaps, user, folder),
    );
    return radiomaps.importScans(user, received.target, received.scans);
  });
  registerEndpoint(app, contract.radiomapFloors, ({ user, body }) =>
    radiomaps.floorLogs(toActor(user), body.buid, body.floors),
  );
  registerEndpoint(app, contract.radiomapDelete, ({ user, body }) =>
    radiomaps.deleteFloor(user, body),
  );
  registerEndpoint(app, contract.radiomapTime, ({ user, body }) =>
    radiomaps.perDay(toActor(user), body),
  );
  registerEndpoint(app, contract.heatmapFloorAverage, ({ user, params, body }) =>
    radiomaps.heatmap(toActor(user), body, Number(params.level)),
  );
  registerEndpoint(app, contract.heatmapFloorAverageTimestamp, ({ user, params, body }) =>
    radiomaps.heatmap(toActor(user), body, Number(params.level), {
      from: body.timestampX,
      to: body.timestampY,
    }),
  );

  registerEndpoint(app, contract.radiomapFingerprintsGrid, ({ user, params, body }) =>
    radiomaps.fingerprintGrid(toActor(user), body, Number(params.level), timeRangeOf(body)),
  );
  registerEndpoint(app, contract.radiomapFingerprintsTile, ({ user, body }) =>
    radiomaps.fingerprintTile(toActor(user), body, body, timeRangeOf(body)),
  );
  registerEndpoint(app, contract.heatmapFloorAverageTiles, ({ user, body }) =>
    radiomaps.heatmapTile(toActor(user), body, body),
  );
  registerEndpoint(app, contract.heatmapFloorAverageTimestampTiles, ({ user, body }) =>
    radiomaps.heatmapTile(toActor(user), body, body, {
      from: body.timestampX,
      to: body.timestampY,
    }),
  );
  registerEndpoint(app, contract.radiomapDeleteBbox, ({ user, body }) =>
    radiomaps.deleteScans(user, body, { rectangle: rectangleOf(body) }),
  );
  registerEndpoint(app, contract.radiomapDeleteBboxTime, ({ user, body }) =>
    radiomaps.deleteScans(user, body, {
      rectangle: rectangleOf(body),
      time: fingerprintTimeRange(body.timestampX, body.timestampY),
    }),
  );
  registerEndpoint(app, contract.radiomapDeleteTime, ({ user, body }) =>
    radiomaps.deleteScans(user, body, {
      time: fingerprintTimeRange(body.timestampX, body.timestampY),
    }),
  );
}

/** A time range when either bound is given (a missing one takes its default); else all time. */
function timeRangeOf(body: { timestampX?: number; timestampY?: number }) {
  return body.timestampX === undefined && body.timestampY === undefined
    ? undefined
    : fingerprintTimeRange(body.timestampX, body.timestampY);
}

function rectangleOf(body: { lat1: number; lon1: number; lat2: number; lon2: number }) {
  return rectangleFromCorners(
    { lat: body.lat1, lon: body.lon1 },
    { lat: body.lat2, lon: body.lon2 },
  );
}
