import { loadIslands } from "./islandLoader";
import { showLogoutNoticeIfAsked } from "./logoutNotice";

/**
 * The small script every published page loads. It mounts the islands present on the page and
 * shows page-level notices; everything else loads on demand.
 */
function start(): void {
  void loadIslands();
  void showLogoutNoticeIfAsked();
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
