/**
 * Whether commerce events may go to the site's ad pixel: only with a pixel configured, never
 * after the visitor declined cookies, and under a restrictive cookie policy only after they
 * accepted (the ss_cookieAllowed cookie of the cookie banner).
 */
export function pixelAllowed(pixelId: string, consent: boolean | null, restrictivePolicy: boolean): boolean {
  if (!/^\d+$/.test(pixelId)) return false;
  if (consent === false) return false;
  return !restrictivePolicy || consent === true;
}
