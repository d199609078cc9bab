import { loadWidgetScript } from "../../browser/thirdPartyWidget";

/**
 * Loads X's follow button script where the owner chose X's own button. The script turns the
 * block's link into its button; when it fails or has not loaded within the time-out
 * (spec 2 §7: 10 s), the block shows nothing.
 */
export function mount(root: HTMLElement): void {
  const follow = root.querySelector<HTMLElement>(".tsr-follow");
  const src = follow?.dataset.widgetScript;
  if (!follow || !src) return;
  follow.dataset.widget = "loading";
  loadWidgetScript(src, follow).then(
    () => {
      follow.dataset.widget = "loaded";
    },
    () => {
      follow.dataset.widget = "failed";
      root.hidden = true;
    },
  );
}
