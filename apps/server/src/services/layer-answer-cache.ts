import zlib from 'node:zlib';
import { InstanceCacheConstants } from '../config/infrastructure.js';

/** What a cached answer may be sent as, besides plain text. */
export type AnswerEncoding = 'br' | 'gzip';

/**
 * A wifi-layer answer as JSON text, and the same compressed once per encoding a client
 * asked for. The big layer answers (a level-3 heatmap of a large floor is megabytes) are
 * read by every viewer of the floor; compressing them again for each request would cost
 * more than everything else the request does.
 */
export class CachedAnswer {
  private readonly encoded = new Map<AnswerEncoding, Buffer>();

  constructor(
    readonly text: string,
    private readonly onGrow: (bytes: number) => void,
  ) {}

  /** The text compressed as the compression plugin would (brotli quality 4, gzip default). */
  encodedAs(encoding: AnswerEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.text, {
              params: {
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.text),
              },
            })
          : zlib.gzipSync(this.text);
      this.encoded.set(encoding, bytes);
      this.onGrow(bytes.length);
    }
    return bytes;
  }

  get bytes(): number {
    let total = this.text.length * 2;
    for (const b of this.encoded.values()) total += b.length;
    return total;
  }
}

/**
 * Answers of the wifi layers, keyed by the floor's radiomap version (which changes with
 * every upload or deletion and is never reused), so an entry is never stale: a changed
 * floor is simply asked under a new key, and old entries age out. Least recently used
 * entries go first once the byte budget is passed. Nothing here matters across
 * instances: another server answers the same from the database.
 */
export class LayerAnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(private readonly budgetBytes: number = InstanceCacheConstants.layerAnswerBytes) {}

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, text: string): CachedAnswer {
    const entry = new CachedAnswer(text, (grown) => {
      this.bytes += grown;
      this.evict();
    });
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous.bytes;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
    return entry;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.budgetBytes || this.entries.size <= 1) break;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}

/** The encoding to send a cached answer in, from Accept-Encoding: brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
