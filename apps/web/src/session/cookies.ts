const DAY_MS = 24 * 60 * 60 * 1000;

export interface CookieOptions {
  days: number;
  /** Secure cookies are only sent over https; on http the browser would drop them. */
  secure: boolean;
  now?: Date;
}

/** The `document.cookie` assignment for one cookie: whole-site path, same-site only. */
export function cookieAssignment(name: string, value: string, options: CookieOptions): string {
  const expires = new Date((options.now ?? new Date()).getTime() + options.days * DAY_MS);
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `expires=${expires.toUTCString()}`,
    'path=/',
    'SameSite=Strict',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The value of one cookie in a `document.cookie` string, or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

const onHttps = () => window.location.protocol === 'https:';

export function readCookie(name: string): string | null {
  return cookieValue(document.cookie, name);
}

function assign(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox; document.cookie works everywhere.
  document.cookie = cookie;
}

export function writeCookie(name: string, value: string, days: number): void {
  assign(cookieAssignment(name, value, { days, secure: onHttps() }));
}

/** Deleting is writing the cookie with an expiry in the past (same name, path and flags). */
export function deleteCookie(name: string): void {
  assign(cookieAssignment(name, '', { days: -1, secure: onHttps() }));
}
