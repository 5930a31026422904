import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '../api/contract.js';
import { TextInputMessages } from '../api/messages.js';
import {
  findUnstorableText,
  multiLineText,
  searchQueryText,
  singleLineText,
  stripUnsafeText,
  textProblem,
  withStorableText,
} from './text.js';

const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';
const PAIR = '\uD83D\uDE00'; // 😀

describe('text a field may hold', () => {
  it('refuses NUL and other C0 controls in every kind of text', () => {
    for (const kind of ['single-line', 'multi-line'] as const) {
      expect(textProblem('a\u0000b', kind)).toBe(TextInputMessages.controlCharacter);
      expect(textProblem('\u0001', kind)).toBe(TextInputMessages.controlCharacter);
      expect(textProblem('bell\u0007', kind)).toBe(TextInputMessages.controlCharacter);
      expect(textProblem('esc\u001B[31m', kind)).toBe(TextInputMessages.controlCharacter);
      expect(textProblem('\u001F', kind)).toBe(TextInputMessages.controlCharacter);
    }
  });

  it('keeps tab, line feed and carriage return in multi-line text only', () => {
    expect(textProblem('one\r\ntwo\tthree', 'multi-line')).toBeNull();
    expect(textProblem('one\ntwo', 'single-line')).toBe(TextInputMessages.lineBreak);
    expect(textProblem('one\ttwo', 'single-line')).toBe(TextInputMessages.lineBreak);
    expect(textProblem('one\rtwo', 'single-line')).toBe(TextInputMessages.lineBreak);
  });

  it('refuses unpaired surrogates but keeps paired ones (emoji) and other Unicode', () => {
    for (const kind of ['single-line', 'multi-line'] as const) {
      expect(textProblem(`a${LONE_HIGH}b`, kind)).toBe(TextInputMessages.unpairedSurrogate);
      expect(textProblem(`a${LONE_LOW}b`, kind)).toBe(TextInputMessages.unpairedSurrogate);
      expect(textProblem(`end${LONE_HIGH}`, kind)).toBe(TextInputMessages.unpairedSurrogate);
      expect(textProblem(`${LONE_LOW}${LONE_HIGH}`, kind)).toBe(
        TextInputMessages.unpairedSurrogate,
      );
      expect(textProblem(`smile ${PAIR} Λευκωσία \u00A0 \u007F \uFFFD`, kind)).toBeNull();
    }
  });

  it('strips what cannot be searched for: controls dropped, tabs and line breaks as spaces', () => {
    expect(stripUnsafeText('a\u0000b')).toBe('ab');
    expect(stripUnsafeText(`x${LONE_HIGH}y${LONE_LOW}z${PAIR}`)).toBe(`xyz${PAIR}`);
    expect(stripUnsafeText('two\twords\r\n')).toBe('two words  ');
    expect(textProblem(stripUnsafeText(`\u0000${LONE_HIGH}\u0007q`), 'single-line')).toBeNull();
  });
});

describe('text schemas', () => {
  it('single-line text refuses controls and line breaks, and still trims and limits', () => {
    const name = singleLineText(5);
    expect(name.parse('  Hall ')).toBe('Hall');
    expect(name.safeParse('Ha\u0000ll').error?.issues[0]?.message).toBe(
      TextInputMessages.controlCharacter,
    );
    expect(name.safeParse('Ha\nll').error?.issues[0]?.message).toBe(TextInputMessages.lineBreak);
    expect(name.safeParse('toolong').success).toBe(false);
  });

  it('multi-line text keeps line breaks and refuses NUL and lone surrogates', () => {
    const description = multiLineText(100);
    expect(description.parse('line one\nline two')).toBe('line one\nline two');
    expect(description.safeParse('a\u0000').success).toBe(false);
    expect(description.safeParse(`a${LONE_LOW}`).success).toBe(false);
  });

  it('a search query drops what it cannot search for, and is still required', () => {
    const query = searchQueryText(10);
    expect(query.parse('a\u0000b')).toBe('ab');
    expect(query.parse(` Ro${LONE_HIGH}om `)).toBe('Room');
    expect(query.safeParse('\u0000\u0001').error?.issues[0]?.message).toBe('is required');
    expect(query.safeParse('x'.repeat(11)).success).toBe(false);
  });

  it('finds unstorable text anywhere in a value, keys included, with its path', () => {
    expect(findUnstorableText({ a: ['ok', { b: 'x\u0000' }] })).toEqual({
      path: ['a', 1, 'b'],
      message: TextInputMessages.controlCharacter,
    });
    expect(findUnstorableText({ 'k\u0000': 1 })?.path).toEqual(['k\u0000']);
    expect(findUnstorableText({ a: 'fine\n', n: 1, z: null, t: true })).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
  });

  it('withStorableText refuses such text in a field that does not check it itself', () => {
    const schema = withStorableText(z.object({ password: z.string(), list: z.array(z.string()) }));
    const refused = schema.safeParse({ password: 'p\u0000', list: [] });
    expect(refused.error?.issues[0]?.path).toEqual(['password']);
    expect(refused.error?.issues[0]?.message).toBe(TextInputMessages.controlCharacter);
    expect(
      schema.safeParse({ password: 'p', list: ['a', LONE_HIGH] }).error?.issues[0]?.path,
    ).toEqual(['list', 1]);
    expect(schema.parse({ password: 'p\tq', list: [] })).toEqual({ password: 'p\tq', list: [] });
  });

  it('every body and path schema of the contract refuses NUL in any of its texts', () => {
    // The login has no text helper on its fields: the contract's own check refuses it.
    const login = contract.userLogin.body.safeParse({ username: 'a\u0000b', password: 'x' });
    expect(login.error?.issues[0]?.path).toEqual(['username']);
    const upload = contract.floorPlanUpload.body.safeParse({
      buid: 'b',
      floor_number: 0,
      zoom: 19,
      owner_id: `o${LONE_HIGH}`,
    });
    expect(upload.error?.issues[0]?.message).toBe(TextInputMessages.unpairedSurrogate);
    const floors = contract.floorPlansBase64All.params.safeParse({ buid: 'b', floors: '0\u00001' });
    expect(floors.success).toBe(false);
  });
});
