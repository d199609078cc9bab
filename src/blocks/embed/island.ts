import { CONSOLE_MESSAGES } from "../../domain/messages/consoleMessages";
import { EMBED_SANDBOX, soundCloudPlayerUrl } from "./providers";

function frameFor(embed: HTMLElement, src: string): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.className = "tsr-embed__frame";
  frame.src = src;
  frame.title = embed.dataset.frameTitle ?? "";
  frame.setAttribute("sandbox", EMBED_SANDBOX);
  frame.allow = "autoplay; encrypted-media; fullscreen; picture-in-picture";
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  frame.allowFullscreen = true;
  return frame;
}

/** The frame's address: SoundCloud's player is made from the track or playlist page here, null when that page cannot be read. */
function playerAddress(embed: HTMLElement): string | null {
  const src = embed.dataset.frameSrc ?? "";
  return embed.dataset.provider === "soundcloud" ? soundCloudPlayerUrl(src) : src;
}

/** Puts the content in the facade's place and moves focus into it, so keyboard users carry on inside. */
function load(embed: HTMLElement, address: string | null): void {
  const template = embed.querySelector<HTMLTemplateElement>("template.tsr-embed__template");
  const content = template ? template.content.cloneNode(true) : address ? frameFor(embed, address) : null;
  if (!content) return;
  embed.querySelector(".tsr-embed__facade")?.replaceWith(content);
  template?.remove();
  embed.dataset.loaded = "true";
  embed.querySelector("iframe")?.focus();
}

/**
 * The embed block's browser behaviour: the facade's button loads the frame (or the cleaned embed
 * code) only when pressed. A SoundCloud address naming no track or playlist logs the spec's
 * console message and leaves only the link to SoundCloud.
 */
export function mount(root: HTMLElement): void {
  const embed = root.querySelector<HTMLElement>(".tsr-embed");
  const button = embed?.querySelector<HTMLButtonElement>(".tsr-embed__load");
  if (!embed || !button) return;
  const address = embed.querySelector("template") ? null : playerAddress(embed);
  if (embed.dataset.provider === "soundcloud" && !address) {
    console.error(CONSOLE_MESSAGES.soundCloudUrlUnparsable);
    button.remove();
    embed.querySelector(".tsr-embed__note")?.remove();
    return;
  }
  button.addEventListener("click", () => load(embed, address));
}
