import type { Readable } from 'node:stream';

/**
 * An answer written as it is read (a radiomap of a million measurements, say): JSON text
 * in pieces, sent as it comes with a JSON content type, never held whole. The producer
 * writes JSON matching the endpoint's response schema (Fastify does not check streams).
 */
export class JsonStream<T> {
  declare readonly shape?: T;
  constructor(readonly stream: Readable) {}
}
