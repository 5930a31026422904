import { randomInt } from 'node:crypto';
import {
  type Actor,
  SHORT_LINK_ALPHABET,
  SHORT_LINK_LENGTH,
  shortLinkPattern,
  viewerPath,
} from '@indoor/domain';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import type { CampusesService } from './campuses.service.js';
import type { SpacesService } from './spaces.service.js';

function drawCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_LINK_LENGTH; i += 1)
    code += SHORT_LINK_ALPHABET[randomInt(SHORT_LINK_ALPHABET.length)];
  return code;
}

/** Short viewer links (/s/{code}) served by the product itself. */
export class ShortLinksService {
  private readonly links: Repositories['shortLinks'];

  constructor(
    data: DataAccess,
    private readonly spaces: SpacesService,
    private readonly campuses: CampusesService,
  ) {
    this.links = data.repos.shortLinks;
  }

  async create(
    actor: Actor | null,
    body: { buid: string; floor?: string | undefined } | { cuid: string },
  ): Promise<{ code: string; path: string; target: string }> {
    // Only what the caller can see may be shared; both checks answer 404 otherwise.
    if ('buid' in body) await this.spaces.findVisible(actor, body.buid);
    else await this.campuses.get(actor, body.cuid);
    const target =
      'buid' in body
        ? viewerPath({ buid: body.buid }, body.floor)
        : viewerPath({ cuid: body.cuid });
    const existing = await this.links.findByTarget(target);
    if (existing) return { code: existing, path: `/s/${existing}`, target };
    for (;;) {
      const code = drawCode();
      if (await this.links.insert(code, target, actor?.id ?? null))
        return { code, path: `/s/${code}`, target };
    }
  }

  async resolve(code: string): Promise<string | null> {
    if (!shortLinkPattern.test(code)) return null;
    return this.links.findByCode(code);
  }
}
