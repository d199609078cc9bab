/** A cookie's value from document.cookie, decoded, or null when it is not set. */
export function readCookie(name: string, doc: Pick<Document, "cookie"> = document): string | null {
  for (const part of doc.cookie.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return part.slice(index + 1).trim();
      }
    }
  }
  return null;
}

/** Sets a first-party cookie for the whole site (SameSite=Lax, Secure on https pages). */
export function writeCookie(name: string, value: string, maxAgeSeconds: number, doc: Pick<Document, "cookie" | "location"> = document): void {
  const secure = doc.location?.protocol === "https:" ? "; Secure" : "";
  doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.floor(maxAgeSeconds)}; Path=/; SameSite=Lax${secure}`;
}

/** Removes a cookie set for the whole site. */
export function deleteCookie(name: string, doc: Document = document): void {
  doc.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
