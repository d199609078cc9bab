import { VIDEO_EMBED_TYPE, type VideoEmbedType } from "../../domain/enumerations/videoModes";
import { VIDEO_MESSAGES } from "../../domain/messages/videoMessages";

/** Providers whose players take play and pause messages, or whose addresses are made https on secure pages. */
export type VideoProvider = "youtube" | "vimeo" | "wistia" | "animoto" | "other";

/** A video embed made from what the owner pasted: a provider page, a player address, or embed markup. */
export interface VideoEmbed {
  type: Exclude<VideoEmbedType, "invalid">;
  provider: VideoProvider;
  /** The player address (iframe src, or the object's data). */
  src: string;
}

const PROVIDER_HOSTS: Record<Exclude<VideoProvider, "other">, RegExp> = {
  youtube: /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/,
  vimeo: /(^|\.)vimeo\.com$/,
  wistia: /(^|\.)(wistia\.com|wistia\.net)$/,
  animoto: /(^|\.)animoto\.com$/,
};

function parseUrl(text: string): URL | null {
  try {
    const url = new URL(text.startsWith("//") ? `https:${text}` : text);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

function providerOf(url: URL): VideoProvider {
  const host = url.hostname.toLowerCase();
  for (const [provider, pattern] of Object.entries(PROVIDER_HOSTS)) if (pattern.test(host)) return provider as VideoProvider;
  return "other";
}

function playerAddress(url: URL, provider: VideoProvider): string | null {
  const scheme = url.protocol;
  const path = url.pathname;
  if (provider === "youtube") {
    const id = url.hostname.endsWith("youtu.be")
      ? path.slice(1)
      : path === "/watch"
        ? url.searchParams.get("v")
        : /^\/(embed|shorts|live)\/([\w-]+)/.exec(path)?.[2];
    return id && /^[\w-]{6,20}$/.test(id) ? `${scheme}//www.youtube.com/embed/${id}` : null;
  }
  if (provider === "vimeo") {
    const match = /^\/(?:video\/)?(\d{3,12})(?:\/([0-9a-f]{6,20}))?\/?$/.exec(path);
    if (!match) return null;
    const hash = match[2] ?? url.searchParams.get("h");
    return `${scheme}//player.vimeo.com/video/${match[1]}${hash ? `?h=${hash}` : ""}`;
  }
  if (provider === "wistia") {
    const id = /\/(?:medias|embed\/iframe)\/(\w{6,20})/.exec(path)?.[1];
    return id ? `${scheme}//fast.wistia.net/embed/iframe/${id}` : null;
  }
  if (provider === "animoto") {
    const id = /^\/play\/([\w-]{4,40})/.exec(path)?.[1];
    return id ? `${scheme}//animoto.com/play/${id}` : null;
  }
  return url.href;
}

function attribute(markup: string, tag: string, name: string): string | null {
  const element = new RegExp(`<${tag}\\b[^>]*>`, "i").exec(markup)?.[0];
  if (!element) return null;
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, "i").exec(element)?.[1] ?? null;
}

/**
 * Reads a video from a provider address (YouTube, Vimeo, Wistia, Animoto), any http(s) player
 * address, or embed markup (an iframe or object element). Null when nothing usable is found:
 * the embed is invalid.
 */
export function parseVideoEmbed(input: string): VideoEmbed | null {
  const text = input.trim();
  if (text === "") return null;
  const isMarkup = text.startsWith("<");
  const iframeSrc = isMarkup ? attribute(text, "iframe", "src") : null;
  const objectData = isMarkup && !iframeSrc ? attribute(text, "object", "data") : null;
  if (isMarkup && !iframeSrc && !objectData) return null;
  const url = parseUrl(iframeSrc ?? objectData ?? text);
  if (!url) return null;
  const provider = providerOf(url);
  const src = playerAddress(url, provider);
  if (!src) return null;
  return { type: objectData ? VIDEO_EMBED_TYPE.OBJECT : VIDEO_EMBED_TYPE.IFRAME, provider, src };
}

/** "Invalid video embed." for a value with no usable embed, else null. */
export function videoUrlProblem(input: string): string | null {
  return parseVideoEmbed(input) ? null : VIDEO_MESSAGES.invalidEmbed;
}

/** The origins an embedded video's player may load from: its address's, and its https twin when secure pages upgrade it. */
export function videoFrameOrigins(input: string): string[] {
  const embed = parseVideoEmbed(input);
  if (!embed || embed.type !== VIDEO_EMBED_TYPE.IFRAME) return [];
  const origin = new URL(embed.src).origin;
  return origin.startsWith("http:") ? [origin, `https:${origin.slice("http:".length)}`] : [origin];
}

/** On secure pages, YouTube, Vimeo, Wistia and Animoto addresses are made https (spec 2 §5). */
export function secureEmbedUrl(src: string, pageIsSecure: boolean): string {
  if (!pageIsSecure || !src.startsWith("http:")) return src;
  const url = parseUrl(src);
  return url && providerOf(url) !== "other" ? `https:${src.slice("http:".length)}` : src;
}

/** The address that starts playing: autoplay on, and for YouTube the JS API flag so it takes play and pause messages. */
export function playingEmbedUrl(src: string, provider: VideoProvider): string {
  const url = new URL(src);
  if (provider === "youtube") url.searchParams.set("enablejsapi", "1");
  if (provider !== "other") url.searchParams.set("autoplay", "1");
  return url.href;
}

/** The message a provider's player understands for play or pause; null when it takes none. */
export function playerCommand(provider: VideoProvider, command: "play" | "pause"): string | null {
  if (provider === "youtube") return JSON.stringify({ event: "command", func: command === "play" ? "playVideo" : "pauseVideo", args: [] });
  if (provider === "vimeo") return JSON.stringify({ method: command });
  return null;
}
