import { describeEachDatabase } from '../test/test-database.js';
import { endpointsOfPart, sweepEndpoints } from './bad-input-sweep.js';

// The contract's endpoints in two parts, so that the two halves of the sweep (see
// bad-input-sweep.ts) run side by side.
describeEachDatabase('bad-input sweep over the API contract, part 2 of 2', (kind) =>
  sweepEndpoints(kind, endpointsOfPart(2, 2)),
);
