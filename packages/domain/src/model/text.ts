import { z } from 'zod';
import { TextInputMessages } from '../api/messages.js';

/**
 * Text a field may hold. PostgreSQL refuses NUL in text and UTF-8 has no encoding for
 * an unpaired UTF-16 surrogate, so neither may reach a stored row; other C0 control
 * characters are refused too, except tab, line feed and carriage return in multi-line
 * text (descriptions).
 */
export type TextKind = 'single-line' | 'multi-line';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const isLineBreakOrTab = (code: number) =>
  code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** What is wrong with a text (a TextInputMessages text), or null when it may be stored. */
export function textProblem(value: string, kind: TextKind): string | null {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20) {
      if (!isLineBreakOrTab(code)) return TextInputMessages.controlCharacter;
      if (kind === 'single-line') return TextInputMessages.lineBreak;
    } else if (isHighSurrogate(code)) {
      if (!isLowSurrogate(value.charCodeAt(i + 1))) return TextInputMessages.unpairedSurrogate;
      i += 1;
    } else if (isLowSurrogate(code)) {
      return TextInputMessages.unpairedSurrogate;
    }
  }
  return null;
}

/** The text without control characters (tab and line breaks become spaces) and unpaired surrogates. */
export function stripUnsafeText(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20) {
      if (isLineBreakOrTab(code)) out += ' ';
    } else if (isHighSurrogate(code)) {
      if (isLowSurrogate(value.charCodeAt(i + 1))) {
        out += value.slice(i, i + 2);
        i += 1;
      }
    } else if (!isLowSurrogate(code)) {
      out += value[i];
    }
  }
  return out;
}

/** A one-line text field (names, codes, types, urls): trimmed, at most `max` characters. */
export const singleLineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .superRefine((value, ctx) => {
      const problem = textProblem(value, 'single-line');
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** A multi-line text field (descriptions): tabs and line breaks are kept. */
export const multiLineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .superRefine((value, ctx) => {
      const problem = textProblem(value, 'multi-line');
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/**
 * A search query: what a user types or pastes, so characters that cannot be searched
 * for are dropped rather than refused; required, at most `max` characters.
 */
export const searchQueryText = (max: number) =>
  z
    .string()
    // What arrives is bounded too: a few times the limit leaves room for what is dropped.
    .max(max * 4)
    .transform(stripUnsafeText)
    .pipe(z.string().trim().min(1, 'is required').max(max));

/** The first text inside a value (keys included) that may not be stored, with where it is. */
export function findUnstorableText(
  value: unknown,
  path: PropertyKey[] = [],
): { path: PropertyKey[]; message: string } | null {
  if (typeof value === 'string') {
    const problem = textProblem(value, 'multi-line');
    return problem ? { path, message: problem } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblem(key, 'multi-line');
      if (keyProblem) return { path: [...path, key], message: keyProblem };
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The schema, refusing any parsed value that holds a text PostgreSQL cannot store
 * (whatever the field's own schema says): the contract applies it to every request
 * body and path, so an endpoint added without the text helpers above is covered too.
 */
export function withStorableText<S extends z.ZodType>(schema: S): S {
  return schema.superRefine((value, ctx) => {
    const found = findUnstorableText(value);
    if (found) ctx.addIssue({ code: 'custom', path: found.path, message: found.message });
  }) as S;
}
