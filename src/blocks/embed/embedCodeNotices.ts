import { ALLOWED_FRAME_HOSTS } from "./providers";

/**
 * What the page leaves out of pasted embed code, in plain words for the editor (the server's
 * sanitiser removes it): scripts, and frames from hosts that are not a provider's player.
 */
export function embedCodeNotices(html: string): string[] {
  const notices: string[] = [];
  if (/<script\b/i.test(html)) notices.push("Scripts in embed code are removed: the page shows the provider's frame, quote and links only.");
  const hosts = [...html.matchAll(/<iframe\b[^>]*\ssrc\s*=\s*["']?([^"'\s>]+)/gi)]
    .map((match) => (URL.canParse(match[1]!) ? new URL(match[1]!).hostname : match[1]!))
    .filter((host) => !ALLOWED_FRAME_HOSTS.includes(host));
  if (hosts.length > 0) notices.push(`Frames from ${[...new Set(hosts)].join(", ")} are removed: only the players of known providers can be embedded.`);
  return notices;
}
