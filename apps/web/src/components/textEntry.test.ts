import { describe, expect, it } from 'vitest';
import { isTextEntry } from './textEntry';

const input = (type: string) => {
  const element = document.createElement('input');
  element.type = type;
  return element;
};

describe('isTextEntry', () => {
  it('claims keys for fields that edit their own value', () => {
    for (const type of ['text', 'search', 'number', 'email', 'url', 'date', 'password'])
      expect(isTextEntry(input(type))).toBe(true);
    expect(isTextEntry(document.createElement('textarea'))).toBe(true);
    expect(isTextEntry(document.createElement('select'))).toBe(true);
  });

  it('leaves keys to the screen on buttons, toggles, sliders and non-elements', () => {
    for (const type of ['button', 'checkbox', 'radio', 'range', 'color', 'file', 'submit', 'reset'])
      expect(isTextEntry(input(type))).toBe(false);
    expect(isTextEntry(document.createElement('button'))).toBe(false);
    expect(isTextEntry(document.createElement('div'))).toBe(false);
    expect(isTextEntry(null)).toBe(false);
    expect(isTextEntry(window)).toBe(false);
  });

  it('claims keys for editable content', () => {
    const div = document.createElement('div');
    // The test DOM does not compute isContentEditable; a browser sets it for contenteditable.
    Object.defineProperty(div, 'isContentEditable', { value: true });
    expect(isTextEntry(div)).toBe(true);
  });
});
