/** The providers whose addresses the embed block turns into a player or post frame by itself. */
export type EmbedProvider = "youtube" | "vimeo" | "soundcloud" | "spotify" | "apple-music" | "mastodon" | "bluesky" | "tiktok" | "flickr" | "zola";

/** A provider address read into what the page shows: a frame behind a click-to-load facade, or a plain link card. */
export interface RecognisedEmbed {
  provider: EmbedProvider;
  /** The provider's name as the facade shows it ("Load content from YouTube"). */
  providerName: string;
  /** The frame's address; null for providers that offer no frame (a Zola registry is a link). */
  frameSrc: string | null;
  /** The address the visitor may open at the provider instead. */
  pageUrl: string;
  /** The frame's height in CSS pixels for audio players and posts; absent for videos (16:9). */
  height?: number;
}

/** Provider names as visitors read them. */
export const PROVIDER_NAMES: Readonly<Record<EmbedProvider, string>> = {
  youtube: "YouTube",
  vimeo: "Vimeo",
  soundcloud: "SoundCloud",
  spotify: "Spotify",
  "apple-music": "Apple Music",
  mastodon: "Mastodon",
  bluesky: "Bluesky",
  tiktok: "TikTok",
  flickr: "Flickr",
  zola: "Zola",
};

/**
 * The frame hosts of the providers with fixed player addresses: pasted embed code may hold
 * frames from these only (Mastodon servers are many, so their frames come from addresses only).
 */
export const ALLOWED_FRAME_HOSTS: readonly string[] = [
  "www.youtube-nocookie.com",
  "www.youtube.com",
  "player.vimeo.com",
  "w.soundcloud.com",
  "open.spotify.com",
  "embed.music.apple.com",
  "embed.bsky.app",
  "www.tiktok.com",
  "embedr.flickr.com",
];

/** The rights every embedded frame gets: its player's script, its own storage, pop-ups for "open at the provider", full screen. */
export const EMBED_SANDBOX = "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation";

function httpsUrl(text: string): URL | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

function hostIs(url: URL, ...domains: string[]): boolean {
  const host = url.hostname.toLowerCase();
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

function youtube(url: URL): RecognisedEmbed | null {
  const path = url.pathname;
  const id = hostIs(url, "youtu.be") ? path.slice(1) : path === "/watch" ? url.searchParams.get("v") : /^\/(?:embed|shorts|live)\/([\w-]+)/.exec(path)?.[1];
  if (!id || !/^[\w-]{6,20}$/.test(id)) return null;
  return {
    provider: "youtube",
    providerName: PROVIDER_NAMES.youtube,
    frameSrc: `https://www.youtube-nocookie.com/embed/${id}`,
    pageUrl: `https://www.youtube.com/watch?v=${id}`,
  };
}

function vimeo(url: URL): RecognisedEmbed | null {
  const match = /^\/(?:video\/)?(\d{3,12})(?:\/([0-9a-f]{6,20}))?\/?$/.exec(url.pathname);
  if (!match) return null;
  const hash = match[2] ?? url.searchParams.get("h");
  const query = new URLSearchParams({ dnt: "1", ...(hash ? { h: hash } : {}) });
  return {
    provider: "vimeo",
    providerName: PROVIDER_NAMES.vimeo,
    frameSrc: `https://player.vimeo.com/video/${match[1]}?${query}`,
    pageUrl: `https://vimeo.com/${match[1]}`,
  };
}

const SOUNDCLOUD_NAME = "[a-z0-9_-]{1,100}";
const SOUNDCLOUD_PATH = new RegExp(`^/(${SOUNDCLOUD_NAME})/(?:sets/)?(${SOUNDCLOUD_NAME})/?$`, "i");
/** First path parts of soundcloud.com pages that are not a member's. */
const SOUNDCLOUD_PAGES = new Set(["discover", "search", "stream", "you", "upload", "charts", "stations", "pages", "jobs", "imprint", "mobile", "settings"]);

/**
 * The SoundCloud player address of a track or playlist page (soundcloud.com/artist/track,
 * soundcloud.com/artist/sets/playlist); null when the address is on SoundCloud but names no
 * track or playlist (a profile, the discover page, a shortened on.soundcloud.com link).
 */
export function soundCloudPlayerUrl(address: string): string | null {
  const url = httpsUrl(address);
  if (!url || !(url.hostname === "soundcloud.com" || url.hostname === "www.soundcloud.com" || url.hostname === "m.soundcloud.com")) return null;
  const match = SOUNDCLOUD_PATH.exec(url.pathname);
  if (!match || SOUNDCLOUD_PAGES.has(match[1]!.toLowerCase())) return null;
  const page = `https://soundcloud.com${url.pathname.replace(/\/$/, "")}`;
  return `https://w.soundcloud.com/player/?${new URLSearchParams({ url: page, visual: "false" })}`;
}

function soundcloud(url: URL): RecognisedEmbed {
  const isPlaylist = url.pathname.includes("/sets/");
  // The player address is made by the page's script when the visitor asks, which says so in the console when it cannot be.
  return { provider: "soundcloud", providerName: PROVIDER_NAMES.soundcloud, frameSrc: url.href, pageUrl: url.href, height: isPlaylist ? 450 : 166 };
}

function spotify(url: URL): RecognisedEmbed | null {
  const match = /^\/(?:intl-[a-z-]+\/)?(track|album|playlist|episode|show|artist)\/([A-Za-z0-9]{10,40})\/?$/.exec(url.pathname);
  if (!match) return null;
  return {
    provider: "spotify",
    providerName: PROVIDER_NAMES.spotify,
    frameSrc: `https://open.spotify.com/embed/${match[1]}/${match[2]}`,
    pageUrl: `https://open.spotify.com/${match[1]}/${match[2]}`,
    height: match[1] === "track" || match[1] === "episode" ? 152 : 352,
  };
}

function appleMusic(url: URL): RecognisedEmbed | null {
  const match = /^\/([a-z]{2})\/(album|playlist|song|music-video)\/[^?#]{1,200}$/.exec(url.pathname);
  if (!match) return null;
  const frameSrc = new URL(`https://embed.music.apple.com${url.pathname}`);
  const track = url.searchParams.get("i");
  if (track && /^\d{1,20}$/.test(track)) frameSrc.searchParams.set("i", track);
  return {
    provider: "apple-music",
    providerName: PROVIDER_NAMES["apple-music"],
    frameSrc: frameSrc.href,
    pageUrl: url.href,
    height: track || match[2] === "song" ? 175 : 450,
  };
}

function bluesky(url: URL): RecognisedEmbed | null {
  const match = /^\/profile\/([a-z0-9.:_-]{3,253})\/post\/([a-z0-9]{6,20})\/?$/i.exec(url.pathname);
  if (!match) return null;
  return {
    provider: "bluesky",
    providerName: PROVIDER_NAMES.bluesky,
    frameSrc: `https://embed.bsky.app/embed/${match[1]}/app.bsky.feed.post/${match[2]}`,
    pageUrl: `https://bsky.app/profile/${match[1]}/post/${match[2]}`,
    height: 400,
  };
}

function tiktok(url: URL): RecognisedEmbed | null {
  const id = /^\/@[\w.-]{1,60}\/video\/(\d{8,25})\/?$/.exec(url.pathname)?.[1];
  if (!id) return null;
  return { provider: "tiktok", providerName: PROVIDER_NAMES.tiktok, frameSrc: `https://www.tiktok.com/embed/v2/${id}`, pageUrl: url.href, height: 740 };
}

function flickr(url: URL): RecognisedEmbed | null {
  const album = /^\/photos\/[\w@-]{1,60}\/(?:albums|sets)\/(\d{5,25})\/?$/.exec(url.pathname)?.[1];
  const photo = /^\/photos\/[\w@-]{1,60}\/(\d{5,25})\/?/.exec(url.pathname)?.[1];
  const frameSrc = album ? `https://embedr.flickr.com/photosets/${album}` : photo ? `https://embedr.flickr.com/photos/${photo}` : null;
  return frameSrc ? { provider: "flickr", providerName: PROVIDER_NAMES.flickr, frameSrc, pageUrl: url.href } : null;
}

function zola(url: URL): RecognisedEmbed | null {
  if (!/^\/registry\/[\w-]{1,100}\/?$/.test(url.pathname)) return null;
  return { provider: "zola", providerName: PROVIDER_NAMES.zola, frameSrc: null, pageUrl: `https://www.zola.com${url.pathname}` };
}

/** A post on a Mastodon server (any host): /@name/123456789, shown through the server's own /embed page. */
function mastodon(url: URL): RecognisedEmbed | null {
  const match = /^\/@([\w.-]{1,60})\/(\d{6,25})\/?$/.exec(url.pathname);
  if (!match || url.protocol !== "https:") return null;
  const page = `https://${url.host}/@${match[1]}/${match[2]}`;
  return { provider: "mastodon", providerName: PROVIDER_NAMES.mastodon, frameSrc: `${page}/embed`, pageUrl: page, height: 400 };
}

/**
 * Recognises a provider's page address (YouTube, Vimeo, SoundCloud, Spotify, Apple Music,
 * Mastodon, Bluesky, TikTok, Flickr, Zola) and gives the frame it is shown in: YouTube through
 * youtube-nocookie, Vimeo with Do Not Track. Null for anything else.
 */
export function recogniseEmbedUrl(address: string): RecognisedEmbed | null {
  const url = httpsUrl(address);
  if (!url) return null;
  if (hostIs(url, "youtube.com", "youtu.be", "youtube-nocookie.com")) return youtube(url);
  if (hostIs(url, "vimeo.com")) return vimeo(url);
  if (hostIs(url, "soundcloud.com")) return url.hostname === "w.soundcloud.com" ? null : soundcloud(url);
  if (hostIs(url, "open.spotify.com")) return spotify(url);
  if (url.hostname === "music.apple.com") return appleMusic(url);
  if (hostIs(url, "bsky.app")) return bluesky(url);
  if (hostIs(url, "tiktok.com")) return tiktok(url);
  if (hostIs(url, "flickr.com")) return flickr(url);
  if (hostIs(url, "zola.com")) return zola(url);
  return mastodon(url);
}

/** The origin the frame of a recognised embed loads from; SoundCloud's player is on w.soundcloud.com. */
export function embedFrameOrigin(embed: RecognisedEmbed): string | null {
  if (embed.provider === "soundcloud") return "https://w.soundcloud.com";
  return embed.frameSrc ? new URL(embed.frameSrc).origin : null;
}
