import { readSiteContext } from "../../browser/siteContextReader";
import { loadWidgetFrame, loadWidgetScript } from "../../browser/thirdPartyWidget";

/**
 * The booking and scheduling blocks' browser behaviour (each block's island.ts hands its
 * `mount` here). A signed-in account (an owner viewing their own site) sees the block as
 * preview only: the alert, and no provider widget. Visitors see "loading" while the provider's
 * script or frame loads, then "loaded" with the widget in place of the plain link; when it
 * fails or times out the link stays, so booking still works.
 */
export function mount(root: HTMLElement): void {
  const booking = root.querySelector<HTMLElement>(".tsr-booking");
  const status = booking?.querySelector<HTMLElement>(".tsr-booking__status");
  const slot = booking?.querySelector<HTMLElement>(".tsr-booking__slot");
  const { widgetKind, widgetSrc, widgetTitle, previewAlert, loadingText } = booking?.dataset ?? {};
  if (!booking || !status || !slot || !widgetSrc) return;
  if (readSiteContext()?.authenticatedAccount) {
    const alert = document.createElement("p");
    alert.className = "tsr-booking__alert";
    alert.setAttribute("role", "alert");
    alert.textContent = previewAlert ?? "";
    booking.prepend(alert);
    booking.dataset.state = "preview";
    return;
  }
  booking.dataset.state = "loading";
  booking.setAttribute("aria-busy", "true");
  status.textContent = loadingText ?? "";
  const loading = widgetKind === "frame" ? loadWidgetFrame(widgetSrc, widgetTitle ?? "", slot) : loadWidgetScript(widgetSrc, slot);
  const settle = (state: "loaded" | "failed") => {
    booking.dataset.state = state;
    booking.removeAttribute("aria-busy");
    status.textContent = "";
  };
  loading.then(
    () => settle("loaded"),
    () => settle("failed"),
  );
}
