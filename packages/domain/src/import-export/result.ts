/** What reading an imported file gives: its content, or the text telling why it was refused. */
export type ReadResult<T> = { ok: true; value: T } | { ok: false; message: string };

export const readOk = <T>(value: T): ReadResult<T> => ({ ok: true, value });
export const readFailed = <T>(message: string): ReadResult<T> => ({ ok: false, message });

/** JSON.parse that answers undefined for text that is not JSON. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
}
