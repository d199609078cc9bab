import type { CampaignBlock } from "./campaignBlocks";

/** What a campaign's mail is made from, for one recipient, a test send or the editor's preview. */
export interface CampaignMailInput {
  subject: string;
  /** The line mail programs show after the subject ("" for none); hidden in the mail itself. */
  preheader?: string;
  /** The sender's postal address at the foot ("" for none). */
  postalAddress?: string;
  blocks: readonly CampaignBlock[];
  siteTitle: string;
  /** The site's address without a trailing slash, which a path of the site is joined to. */
  baseUrl: string;
  /** The recipient's unsubscribe page, or null in the editor's preview. */
  unsubscribeUrl: string | null;
  /** The address a button's link goes through (the click counter), given the block's place and its own address. */
  linkFor?: (blockIndex: number, url: string) => string;
  /** The open counter's picture, or null to leave it out. */
  openPixelUrl?: string | null;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** A block's address as the mail carries it: a path of the site joined to the site's address. */
export function absoluteCampaignUrl(baseUrl: string, url: string): string {
  return url.startsWith("/") ? `${baseUrl}${url}` : url;
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

function blockHtml(block: CampaignBlock, index: number, input: CampaignMailInput): string {
  if (block.type === "text")
    return paragraphs(block.text)
      .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2328">${escape(p).replace(/\n/g, "<br>")}</p>`)
      .join("");
  if (block.type === "image")
    return `<p style="margin:0 0 16px"><img src="${escape(absoluteCampaignUrl(input.baseUrl, block.src))}" alt="${escape(block.alt)}" style="display:block;width:100%;max-width:560px;height:auto;border:0"></p>`;
  const href = input.linkFor ? input.linkFor(index, block.url) : absoluteCampaignUrl(input.baseUrl, block.url);
  return `<p style="margin:8px 0 24px"><a href="${escape(href)}" style="display:inline-block;padding:12px 24px;min-height:20px;background:#1f4fd1;color:#ffffff;font-size:16px;font-weight:600;text-decoration:none;border-radius:6px">${escape(block.label)}</a></p>`;
}

function blockText(block: CampaignBlock, index: number, input: CampaignMailInput): string {
  if (block.type === "text") return paragraphs(block.text).join("\n\n");
  if (block.type === "image") return block.alt ? `[${block.alt}]` : "";
  return `${block.label}: ${input.linkFor ? input.linkFor(index, block.url) : absoluteCampaignUrl(input.baseUrl, block.url)}`;
}

/**
 * A campaign's mail as HTML (one column at most 600 px wide, styles inline, as mail programs
 * need) and as plain text, with the unsubscribe link at the foot. The server sends it and the
 * editor previews the same HTML, so what the owner sees is what subscribers get.
 */
export function campaignMail(input: CampaignMailInput): { subject: string; html: string; text: string } {
  const unsubscribe = input.unsubscribeUrl
    ? `<a href="${escape(input.unsubscribeUrl)}" style="color:#57606a">Unsubscribe</a>`
    : `<span style="text-decoration:underline">Unsubscribe</span>`;
  const preheader = input.preheader ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escape(input.preheader)}</div>` : "";
  const postal = input.postalAddress
    ? `<p style="margin:8px 0 0;font-size:13px;line-height:1.5;color:#57606a">${escape(input.postalAddress).replace(/\n/g, "<br>")}</p>`
    : "";
  const pixel = input.openPixelUrl ? `<img src="${escape(input.openPixelUrl)}" width="1" height="1" alt="" style="display:block;border:0">` : "";
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(input.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f6f8fa;font-family:Helvetica,Arial,sans-serif">`,
    preheader,
    `<div style="max-width:600px;margin:0 auto;padding:24px 20px;background:#ffffff">`,
    input.blocks.map((block, index) => blockHtml(block, index, input)).join("\n"),
    `<p style="margin:32px 0 0;font-size:13px;line-height:1.5;color:#57606a">You receive this because you subscribed to ${escape(input.siteTitle)}. ${unsubscribe}</p>`,
    postal,
    pixel,
    `</div></body></html>`,
  ].join("\n");
  const text = [
    ...input.blocks.map((block, index) => blockText(block, index, input)).filter(Boolean),
    `You receive this because you subscribed to ${input.siteTitle}.${input.unsubscribeUrl ? ` Unsubscribe: ${input.unsubscribeUrl}` : ""}`,
    ...(input.postalAddress ? [input.postalAddress] : []),
  ].join("\n\n");
  return { subject: input.subject, html, text };
}
