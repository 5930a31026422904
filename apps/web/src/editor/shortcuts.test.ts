import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enterMode, leaveMode } from './editor';
import { clearHistory, recordEdit, recordStep } from './history';
import type { EditorMode } from './mode';
import { installEditorShortcuts, modeKeyOf, shortcutOf } from './shortcuts';

describe('shortcutOf', () => {
  const key = (init: Partial<KeyboardEvent> & { target?: EventTarget | null }) => ({
    key: 'z',
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    target: document.body,
    ...init,
  });

  it('maps Ctrl+Z to undo, Ctrl+Shift+Z or Ctrl+Y to redo, and Escape to escape', () => {
    expect(shortcutOf(key({ ctrlKey: true }))).toBe('undo');
    expect(shortcutOf(key({ metaKey: true }))).toBe('undo');
    expect(shortcutOf(key({ ctrlKey: true, shiftKey: true, key: 'Z' }))).toBe('redo');
    expect(shortcutOf(key({ ctrlKey: true, key: 'y' }))).toBe('redo');
    expect(shortcutOf(key({ key: 'Escape' }))).toBe('escape');
    expect(shortcutOf(key({}))).toBeNull();
    expect(shortcutOf(key({ ctrlKey: true, altKey: true }))).toBeNull();
  });

  it('leaves Ctrl+Z and Escape to text fields', () => {
    const input = document.createElement('input');
    expect(shortcutOf(key({ ctrlKey: true, target: input }))).toBeNull();
    expect(shortcutOf(key({ key: 'Escape', target: input }))).toBeNull();
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    expect(shortcutOf(key({ ctrlKey: true, target: checkbox }))).toBe('undo');
  });
});

describe('the one keyboard dispatcher', () => {
  const press = (target: EventTarget, init: KeyboardEventInit) => {
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  };
  let remove = () => {};
  const log: string[] = [];
  const placing: EditorMode = {
    id: 'local-mode',
    historyScope: 'floor-plan-placement',
    enter: () => {},
    exit: () => {},
    escape: () => log.push('escape'),
  };

  beforeEach(() => {
    log.length = 0;
    clearHistory();
    recordEdit({
      label: 'server',
      undo: async () => {
        log.push('undo server');
      },
      redo: async () => {
        log.push('redo server');
      },
    });
    recordStep({
      label: 'local',
      scope: 'floor-plan-placement',
      undo: () => {
        log.push('undo local');
      },
      redo: () => {
        log.push('redo local');
      },
    });
    remove = installEditorShortcuts(document);
  });
  afterEach(() => {
    remove();
    leaveMode(placing);
  });

  it('sends one Ctrl+Z to the active mode scope: one step, never both', async () => {
    enterMode(placing);
    expect(press(document.body, { key: 'z', ctrlKey: true }).defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(log).toEqual(['undo local']));
    press(document.body, { key: 'y', ctrlKey: true });
    press(document.body, { key: 'Escape' });
    expect(log).toEqual(['undo local', 'redo local', 'escape']);
    leaveMode(placing);
    press(document.body, { key: 'z', metaKey: true });
    await vi.waitFor(() => expect(log.at(-1)).toBe('undo server'));
    expect(log).toEqual(['undo local', 'redo local', 'escape', 'undo server']);
  });

  it('leaves the keys to text fields, Escape to open dialogs, and prevented keys alone', async () => {
    enterMode(placing);
    const input = document.createElement('input');
    document.body.append(input);
    press(input, { key: 'z', ctrlKey: true });
    press(input, { key: 'Escape' });
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    press(document.body, { key: 'Escape' });
    const taken = new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, cancelable: true });
    taken.preventDefault();
    document.body.dispatchEvent(taken);
    await Promise.resolve();
    expect(log).toEqual([]);
    remove();
    press(document.body, { key: 'z', ctrlKey: true });
    expect(log).toEqual([]);
    input.remove();
    dialog.remove();
  });
});

describe('mode keys (arrows and Enter)', () => {
  const key = (init: Partial<KeyboardEvent> & { target?: EventTarget | null }) => ({
    key: 'Enter',
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    target: document.body,
    ...init,
  });

  it('maps arrows to screen directions (Shift: fast) and Enter to enter', () => {
    expect(modeKeyOf(key({}))).toEqual({ type: 'enter' });
    expect(modeKeyOf(key({ key: 'ArrowLeft' }))).toEqual({
      type: 'arrow',
      dx: -1,
      dy: 0,
      fast: false,
    });
    expect(modeKeyOf(key({ key: 'ArrowDown', shiftKey: true }))).toEqual({
      type: 'arrow',
      dx: 0,
      dy: 1,
      fast: true,
    });
    expect(modeKeyOf(key({ key: 'Backspace' }))).toEqual({ type: 'backspace' });
    expect(modeKeyOf(key({ key: 'Tab', shiftKey: true }))).toEqual({ type: 'tab', back: true });
    expect(modeKeyOf(key({ key: 'a' }))).toBeNull();
    expect(modeKeyOf(key({ key: 'ArrowUp', ctrlKey: true }))).toBeNull();
  });

  it('leaves them to buttons, links and text fields', () => {
    expect(modeKeyOf(key({ target: document.createElement('button') }))).toBeNull();
    expect(modeKeyOf(key({ target: document.createElement('input') }))).toBeNull();
    const link = document.createElement('a');
    link.href = '#x';
    expect(modeKeyOf(key({ key: 'ArrowUp', target: link }))).toBeNull();
  });

  it('go to the active mode only, which may decline them', () => {
    const got: string[] = [];
    let accept = true;
    const drawing: EditorMode = {
      id: 'keyed-mode',
      enter: () => {},
      exit: () => {},
      key: (k) => {
        got.push(k.type);
        return accept;
      },
    };
    const remove = installEditorShortcuts(document);
    const press = (init: KeyboardEventInit) => {
      const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
      document.body.dispatchEvent(event);
      return event;
    };
    expect(press({ key: 'Enter' }).defaultPrevented).toBe(false);
    enterMode(drawing);
    expect(press({ key: 'Enter' }).defaultPrevented).toBe(true);
    expect(press({ key: 'ArrowRight' }).defaultPrevented).toBe(true);
    accept = false;
    expect(press({ key: 'ArrowRight' }).defaultPrevented).toBe(false);
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    press({ key: 'Enter' });
    dialog.remove();
    leaveMode(drawing);
    press({ key: 'Enter' });
    remove();
    expect(got).toEqual(['enter', 'arrow', 'arrow']);
  });
});
