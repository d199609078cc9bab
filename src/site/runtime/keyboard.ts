import type { SiteContext } from "../../domain/siteContext";
import { crumbFetch } from "../../browser/crumbFetch";
import { closeTopPopup } from "./openPopups";
import { configUrlFor } from "./ownerRedirect";

/** Window events the editor frame and the guide listen for. */
const EXIT_PREVIEW_EVENT = "tessera:exit-preview";
/** Fired when Escape should close the guide. */
const CLOSE_GUIDE_EVENT = "tessera:close-guide";

/**
 * Signs out (POST /api/auth/Logout with the crumb, sent once more on a crumb failure) and, once
 * the server has ended the session, lands on the site root with the logout notice; a sign-out the
 * server did not take leaves the page as it is, still signed in, so Shift+Escape can be pressed again.
 */
async function logOut(): Promise<void> {
  const answer = await crumbFetch({ method: "POST", url: "/api/auth/Logout" });
  if (answer.status === 200) location.assign("/?logout=true");
}

/**
 * Escape and Shift+Escape (spec 1 §2): Escape closes the top open popup; with none open it
 * leaves the editor preview (inside the editing frame), closes the guide when one is open, or
 * sends a signed-in owner to the configuration area; a visitor goes to sign-in only when the
 * site's useEscapeKeyToLogin is on. Shift+Escape logs out a signed-in user.
 */
export function installKeyboard(context: SiteContext | null): void {
  window.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    if (event.shiftKey) {
      if (context?.authenticatedAccount) void logOut();
      return;
    }
    if (closeTopPopup()) return;
    if (window.top !== window.self) {
      window.parent.postMessage({ type: EXIT_PREVIEW_EVENT }, location.origin);
      return;
    }
    if (document.querySelector("[data-guide-open]")) {
      window.dispatchEvent(new CustomEvent(CLOSE_GUIDE_EVENT));
      return;
    }
    if (context?.authenticatedAccount || context?.websiteSettings.useEscapeKeyToLogin) location.assign(configUrlFor(location));
  });
}
