import { withNonce } from "../../blocks/shared/scriptNonce";

/** Header and footer code an owner added to every page of a site. */
export interface SiteCode {
  header: string;
  footer: string;
}

/**
 * Places the owner's code into a rendered document: the header code right before `</head>`,
 * the footer code right before the last `</body>`. Everything React rendered is escaped, so
 * the first `</head>` is the real one. The code goes in as written: it is the owner's own
 * markup (analytics tags, verification meta tags), changeable only with the settings permission;
 * its scripts get the page's nonce so they run under the page's Content-Security-Policy.
 */
export function injectSiteCode(html: string, code: SiteCode, nonce?: string): string {
  let out = html;
  if (code.header) {
    const head = out.indexOf("</head>");
    if (head >= 0) out = `${out.slice(0, head)}${withNonce(code.header, nonce)}${out.slice(head)}`;
  }
  if (code.footer) {
    const body = out.lastIndexOf("</body>");
    if (body >= 0) out = `${out.slice(0, body)}${withNonce(code.footer, nonce)}${out.slice(body)}`;
  }
  return out;
}
