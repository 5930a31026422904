import { PositioningLimits } from './limits.js';

/**
 * The positioning endpoints' texts (docs/positioning.md#the-api). `found`, `floorPredicted` and
 * `floorNotPredicted` are Anyplace's own answers, kept word for word for its clients.
 */
export const PositioningMessages = {
  found: 'Successfully found position.', // verbatim
  floorPredicted: 'Successfully predicted floor.', // verbatim
  floorNotPredicted: 'Could not predict floor.', // verbatim
  badMac: 'must be a MAC address such as 00:1d:7e:ae:d4:10',
  badRss: `must be a whole number of dBm from ${PositioningLimits.minRssDbm} to ${PositioningLimits.maxRssDbm}`,
  badReadingsJson: 'must be a JSON list of {bssid, rss}',
  noReadings: 'must list at least one access point heard',
  tooManyReadings: `must list at most ${PositioningLimits.maxReadings} access points`,
  noSurvey: 'This building has no fingerprints to position with: upload a radiomap first.',
  floorNotSurveyed: (floor: string) =>
    `Floor ${floor} has no fingerprints to position with: upload a radiomap for it first.`,
  nothingKnown:
    'None of the access points heard is in the radiomap of this building: the scan cannot be positioned here.',
} as const;
