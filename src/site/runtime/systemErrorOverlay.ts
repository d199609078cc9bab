import { ANIMATION_LIMITS } from "../../domain/limits/layoutLimits";
import { DATA_LAYER_MESSAGES } from "../../domain/messages/dataLayerMessages";

const STYLE = `.tsr-system-error{position:fixed;inset:0;z-index:${ANIMATION_LIMITS.zIndexBase};display:flex;align-items:center;justify-content:center;background:rgba(20,20,20,.85);color:#fff;font:16px/1.5 system-ui,sans-serif;padding:20px}
.tsr-system-error__box{max-width:560px;text-align:center}.tsr-system-error__box h2{font-size:1.5rem;margin:0 0 .5em}
.tsr-system-error__box p{margin:0 0 1.5em;word-break:break-word}.tsr-system-error__box button{margin:0 .5em;padding:.6em 1.4em;border:1px solid #fff;background:transparent;color:#fff;border-radius:4px;font:inherit;cursor:pointer}
.tsr-system-error__box button:first-of-type{background:#fff;color:#111}`;

/**
 * The full-page system error overlay of spec 1 §8: a heading, an optional detail, and the
 * Reload Page and Clear buttons. Showing it again replaces the one already open.
 */
export function showSystemErrorOverlay(input: { title: string; detail: string }): HTMLElement {
  document.querySelector(".tsr-system-error")?.remove();
  if (!document.getElementById("tsr-system-error-style")) {
    const style = document.createElement("style");
    style.id = "tsr-system-error-style";
    style.textContent = STYLE;
    document.head.append(style);
  }
  const overlay = document.createElement("div");
  overlay.className = "tsr-system-error";
  overlay.setAttribute("role", "alertdialog");
  overlay.setAttribute("aria-modal", "true");
  overlay.setAttribute("aria-labelledby", "tsr-system-error-title");
  const box = document.createElement("div");
  box.className = "tsr-system-error__box";
  const title = document.createElement("h2");
  title.id = "tsr-system-error-title";
  title.textContent = input.title;
  box.append(title);
  if (input.detail) {
    const detail = document.createElement("p");
    detail.textContent = input.detail;
    box.append(detail);
  }
  const reload = document.createElement("button");
  reload.type = "button";
  reload.textContent = DATA_LAYER_MESSAGES.reloadPageButton;
  reload.addEventListener("click", () => location.reload());
  const clear = document.createElement("button");
  clear.type = "button";
  clear.textContent = DATA_LAYER_MESSAGES.clearButton;
  clear.addEventListener("click", () => overlay.remove());
  box.append(reload, clear);
  overlay.append(box);
  document.body.append(overlay);
  reload.focus();
  return overlay;
}
