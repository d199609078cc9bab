/**
 * Gives every `<script` start tag in owner-written markup (code blocks, header and footer code)
 * the page's nonce, so the owner's own scripts run under the page's Content-Security-Policy
 * while script injected anywhere else does not. Only admins may write such markup.
 */
export function withNonce(markup: string, nonce: string | undefined): string {
  return nonce ? markup.replace(/<script\b/gi, `<script nonce="${nonce}"`) : markup;
}
