/**
 * Test data and helpers shared by the tests of every package, imported as
 * `@indoor/domain/testing` (never by product code).
 */

export { imdfFeatureSummary } from '../imdf/testing/feature-summary.js';
export { makeImdfArchive, TestImdfIds } from '../imdf/testing/minimal-archive.js';
export {
  type SyntheticAccessPoint,
  syntheticBuilding,
  syntheticReadings,
} from '../positioning/test-surveys.js';
export { seededRandom } from '../random/seeded-random.js';
export { makeConnection, makeFloor, makePoi, makeSpace } from './factories.js';
