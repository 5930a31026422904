import { z } from 'zod';
import { MapTypes } from '../map/constants.js';
import { defineEndpoint } from './endpoint.js';

const baseMapSchema = z.object({
  label: z.string(),
  /** XYZ tile URL templates; empty for the offline "None" choice. */
  tiles: z.array(z.string()),
  attribution: z.string(),
  maxzoom: z.number().int(),
});
export type BaseMapConfig = z.infer<typeof baseMapSchema>;

/** Runtime configuration the web app needs (tile URLs, external links), from the server's environment. */
export const clientConfigSchema = z.object({
  baseMaps: z.record(z.enum(MapTypes), baseMapSchema),
  geocoderUrl: z.string().nullable(),
  userManagementUrl: z.string(),
  assetManagementUrl: z.string(),
  /** Federated sign-in (OpenID Connect implicit flow for an id token); null when not configured. */
  federatedSignIn: z
    .object({
      providerName: z.string(),
      clientId: z.string(),
      authorizationEndpoint: z.string(),
    })
    .nullable(),
  /** False when only admins create accounts: the sign-in dialog offers no registration. */
  registrationOpen: z.boolean(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const getClientConfig = defineEndpoint({
  id: 'getClientConfig',
  method: 'GET',
  path: '/api/config',
  auth: 'public',
  summary: 'Runtime configuration for the web app (base-map tile URLs, external links)',
  tags: ['system'],
  response: clientConfigSchema,
});
