import { GENERAL_MESSAGES } from "../../domain/messages/generalMessages";
import { watchImages } from "../../browser/imageLoader";
import { pageWords } from "../../browser/pageWords";
import { CONTROL_SCRIPT_WORDS } from "../../domain/messages/controlWords";
import { playerCommand, playingEmbedUrl, secureEmbedUrl, type VideoProvider } from "./providers";

/** Fired (bubbling) on a video's element when it starts showing, and when it goes back to its overlay. */
export const VIDEO_SHOW_EVENT = "tsr:video-show";
export const VIDEO_HIDE_EVENT = "tsr:video-hide";

const showing = new Set<HTMLElement>();
/** Embedded players not loaded yet, each with the last command given meanwhile (or null). */
const loading = new WeakMap<HTMLIFrameElement, string | null>();

function providerOf(video: HTMLElement): VideoProvider | "file" {
  return (video.dataset.videoProvider ?? "other") as VideoProvider | "file";
}

function playerOf(video: HTMLElement): HTMLIFrameElement | HTMLVideoElement | null {
  return video.querySelector<HTMLIFrameElement | HTMLVideoElement>(".tsr-video__player:not(noscript *)");
}

function post(video: HTMLElement, command: "play" | "pause"): void {
  const player = playerOf(video);
  const provider = providerOf(video);
  if (player instanceof HTMLVideoElement) {
    if (command === "pause") player.pause();
    else void player.play().catch(() => undefined);
    return;
  }
  if (provider === "file") return;
  const message = playerCommand(provider, command);
  if (!player || !message) return;
  // A frame still loading would drop the message: the last command waits for its load instead.
  if (loading.has(player)) loading.set(player, message);
  else player.contentWindow?.postMessage(message, "*");
}

function createPlayer(video: HTMLElement): HTMLIFrameElement | HTMLVideoElement {
  const src = video.dataset.embedSrc ?? "";
  const provider = providerOf(video);
  if (provider === "file") {
    const element = document.createElement("video");
    element.src = src;
    element.controls = true;
    element.autoplay = true;
    element.className = "tsr-video__player";
    return element;
  }
  const frame = document.createElement("iframe");
  frame.className = "tsr-video__player";
  frame.src = playingEmbedUrl(secureEmbedUrl(src, location.protocol === "https:"), provider);
  frame.title = video.dataset.videoTitle || pageWords({ videoPlayer: CONTROL_SCRIPT_WORDS.videoPlayer }).videoPlayer;
  frame.allow = "autoplay; fullscreen; picture-in-picture";
  frame.allowFullscreen = true;
  loading.set(frame, null);
  frame.addEventListener(
    "load",
    () => {
      const waiting = loading.get(frame);
      loading.delete(frame);
      if (waiting) frame.contentWindow?.postMessage(waiting, "*");
    },
    { once: true },
  );
  return frame;
}

/** Returns a showing video to its overlay, pausing its player. */
export function hideVideo(video: HTMLElement): void {
  if (!showing.has(video)) return;
  showing.delete(video);
  post(video, "pause");
  video.dataset.videoState = "overlay";
  video.dispatchEvent(new CustomEvent(VIDEO_HIDE_EVENT, { bubbles: true }));
}

/**
 * Shows a video: the first time its player is created (YouTube with the JS API flag), later it
 * is told to play. Every other showing video is paused and returned to its overlay, so only one
 * plays at a time.
 */
function showVideo(video: HTMLElement): void {
  for (const other of [...showing]) if (other !== video) hideVideo(other);
  if (video.dataset.videoState === "not-loaded") {
    video.querySelector(".tsr-video__frame")?.append(createPlayer(video));
  } else {
    post(video, "play");
  }
  video.dataset.videoState = "video";
  showing.add(video);
  playerOf(video)?.focus();
  video.dispatchEvent(new CustomEvent(VIDEO_SHOW_EVENT, { bubbles: true }));
}

function showMessage(video: HTMLElement, text: string): void {
  const message = video.querySelector<HTMLElement>(".tsr-video__message");
  if (message) {
    message.textContent = text;
    message.hidden = false;
  }
  console.error(text);
}

let listening = false;

/** Vimeo players report a privacy error for videos their account may not share here (Basic accounts). */
function listenForPlayerErrors(): void {
  if (listening) return;
  listening = true;
  window.addEventListener("message", (event) => {
    if (typeof event.data !== "string" || !event.data.includes("error")) return;
    let data: { event?: string; data?: { name?: string } };
    try {
      data = JSON.parse(event.data) as typeof data;
    } catch {
      return;
    }
    if (data.event !== "error" || data.data?.name !== "PrivacyError") return;
    for (const video of showing) {
      if (providerOf(video) === "vimeo" && (playerOf(video) as HTMLIFrameElement | null)?.contentWindow === event.source) {
        showMessage(video, GENERAL_MESSAGES.vimeoBasicUnsupported);
      }
    }
  });
}

/** Wires one video: its thumbnail loads lazily; a click on the overlay, or Enter or Space on it, shows the video. */
export function mountVideo(video: HTMLElement): void {
  listenForPlayerErrors();
  watchImages(video.querySelectorAll<HTMLImageElement>("img[data-src]"));
  const overlay = video.querySelector<HTMLButtonElement>(".tsr-video__overlay");
  if (!overlay) return;
  overlay.addEventListener("click", (event) => {
    event.stopPropagation();
    showVideo(video);
  });
  overlay.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    event.stopPropagation();
    showVideo(video);
  });
}
