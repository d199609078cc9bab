import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { CONSOLE_MESSAGES } from "../../domain/messages/consoleMessages";
import type { BlockSchemaDefinition } from "../types";
import { textOf } from "../shared/plainText";
import { embedCodeNotices } from "./embedCodeNotices";
import { EmbedPreview } from "./EmbedPreview";
import { ALLOWED_FRAME_HOSTS, embedFrameOrigin, PROVIDER_NAMES, recogniseEmbedUrl, soundCloudPlayerUrl } from "./providers";

/** What the owner gives: a provider's page address, or the embed code the provider offers. */
const EMBED_SOURCES = ["address", "embed code"] as const;

const PROVIDER_LIST = Object.values(PROVIDER_NAMES);

/** The editor's message for an address no provider answers to. */
export const UNKNOWN_ADDRESS_MESSAGE = `Paste the address of a page on ${PROVIDER_LIST.slice(0, -1).join(", ")} or ${PROVIDER_LIST.at(-1)}, or choose embed code.`;

const settings = z
  .strictObject({
    source: z
      .enum(EMBED_SOURCES)
      .meta({ optionLabels: { address: "A link", "embed code": "Embed code" } })
      .default("address"),
    url: z.string().trim().max(2000, "The address is too long: at most 2000 characters.").default(""),
    /** Embed code from a provider, cleaned on the server to its frames, quotes and links. */
    html: z.string().max(20_000, "The embed code is too long: at most 20,000 characters.").default(""),
    /** What the frame is (its accessible name), e.g. "Our spring concert". */
    title: z.string().trim().max(200, "The title is too long: at most 200 characters.").default(""),
    caption: z.string().max(1000, "The caption is too long: at most 1000 characters.").default(""),
  })
  .superRefine((value, context) => {
    if (value.source === "address" && !recogniseEmbedUrl(value.url)) context.addIssue({ code: "custom", message: UNKNOWN_ADDRESS_MESSAGE, path: ["url"] });
    if (value.source === "embed code" && value.html.trim() === "")
      context.addIssue({ code: "custom", message: "Paste the embed code the provider offers.", path: ["html"] });
  });

/** Settings of an embed block: a provider's page address or its embed code, the frame's title and a caption. */
export type EmbedSettings = z.infer<typeof settings>;

/** The origins of the frames an embed block may load, for the page's Content-Security-Policy (frame-src). */
function embedFrameSources(value: EmbedSettings): string[] {
  if (value.source === "address") {
    const embed = recogniseEmbedUrl(value.url);
    const origin = embed ? embedFrameOrigin(embed) : null;
    return origin ? [origin] : [];
  }
  const hosts = [...value.html.matchAll(/<iframe\b[^>]*\ssrc\s*=\s*["']?https:\/\/([^/"'\s>]+)/gi)].map((match) => match[1]!.toLowerCase());
  return [...new Set(hosts.filter((host) => ALLOWED_FRAME_HOSTS.includes(host)).map((host) => `https://${host}`))];
}

/**
 * Content from another site behind a click-to-load facade (spec 2 §3 embed, 21): videos, audio
 * players and social posts recognised by their address, or cleaned embed code. Nothing is asked
 * of the provider until the visitor loads it.
 */
export const embedSchema: BlockSchemaDefinition<EmbedSettings> = {
  type: "embed",
  code: BLOCK_TYPE.embed,
  label: "Embed",
  description: "A video, song, playlist or post from YouTube, Vimeo, SoundCloud, Spotify, Mastodon, Bluesky and others, loaded when the visitor asks.",
  category: "media",
  schema: settings,
  example: { source: "address", url: "https://soundcloud.com/forss/flickermood", html: "", title: "Flickermood", caption: "" },
  Preview: EmbedPreview,
  island: "embed",
  editorHints: { htmlIsSource: true },
  frameSources: embedFrameSources,
  summary: (s) => textOf(s.title) || textOf(s.url),
  notices: (s) => {
    if (s.source === "embed code") return embedCodeNotices(textOf(s.html));
    const embed = recogniseEmbedUrl(textOf(s.url));
    return embed?.provider === "soundcloud" && !soundCloudPlayerUrl(embed.pageUrl) ? [CONSOLE_MESSAGES.soundCloudUrlUnparsable] : [];
  },
};
