/** Reading and writing the few first-party cookies the app keeps (session, consent). */

export interface CookieOptions {
  maxAgeSeconds: number;
  /** Defaults to true on https pages. */
  secure?: boolean;
}

export function readCookie(name: string, cookieString: string = document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The cookie string for a value: path /, SameSite=Lax, a max age, Secure on https. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const secure = options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  return [
    `${name}=${encodeURIComponent(value)}`,
    'path=/',
    `max-age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function writeCookie(name: string, value: string, options: CookieOptions): void {
  document.cookie = serializeCookie(name, value, options);
}

export function deleteCookie(name: string): void {
  document.cookie = serializeCookie(name, '', { maxAgeSeconds: 0 });
}
