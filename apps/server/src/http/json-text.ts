import type { AnswerEncoding } from '../services/layer-answer-cache.js';

/**
 * An answer already written as JSON text, sent as it is: no response validation, no
 * serialisation. For the big lists of the wifi layers (tens of thousands of points),
 * where checking and stringifying every item cost more than reading them; whoever builds
 * one keeps it to the shape of `T`, the contract's answer (the tests parse such answers
 * with the contract's response schema). `encodedAs`, when given, supplies the text
 * already compressed (cached answers), so it is not compressed again for every request.
 */
export class JsonText<T> {
  /** Only carries the type of the answer the text encodes. */
  declare readonly answer?: T;

  constructor(
    readonly text: string,
    readonly encodedAs?: (encoding: AnswerEncoding) => Buffer,
  ) {}
}
