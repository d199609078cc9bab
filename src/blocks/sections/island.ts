import { pageWords } from "../../browser/pageWords";
import { CONTROL_SCRIPT_WORDS } from "../../domain/messages/controlWords";
import { MOTION_ALLOWED } from "./backgroundVideo";

/**
 * A section's browser behaviour: moving content that starts by itself must be possible to stop
 * (WCAG 2.2.2), so a section whose background video plays gets a button that pauses and plays
 * it again, in the page's language (the body's `data-texts`). Visitors who prefer reduced
 * motion have no video playing, so no button.
 */
export function mount(root: HTMLElement): void {
  const video = root.querySelector<HTMLVideoElement>(":scope > .tsr-section__background > video");
  if (!video || !window.matchMedia(MOTION_ALLOWED).matches) return;
  const { backgroundVideoPlay, backgroundVideoPause } = CONTROL_SCRIPT_WORDS;
  const words = pageWords({ backgroundVideoPlay, backgroundVideoPause });
  const button = document.createElement("button");
  button.type = "button";
  button.className = "tsr-section__motion";
  const label = () => {
    button.textContent = video.paused ? words.backgroundVideoPlay : words.backgroundVideoPause;
  };
  button.addEventListener("click", () => {
    if (video.paused) void video.play().catch(label);
    else video.pause();
  });
  video.addEventListener("play", label);
  video.addEventListener("pause", label);
  label();
  root.append(button);
}
