import { z } from 'zod';
import { identifier } from '../model/common.js';
import { poiSchema } from '../model/poi-wire.js';
import { searchQueryText } from '../model/text.js';
import { defineEndpoint } from './endpoint.js';

export const poisSearch = defineEndpoint({
  id: 'poisSearch',
  method: 'POST',
  path: '/api/mapping/pois/search',
  auth: 'optional',
  summary:
    'POIs of visible spaces whose name or description contains the text (optionally in one space)',
  tags: ['pois'],
  body: z.object({
    query: searchQueryText(200),
    buid: identifier.optional(),
    limit: z.number().int().min(1).max(50).optional(),
  }),
  response: z.object({ pois: z.array(poiSchema) }),
});
