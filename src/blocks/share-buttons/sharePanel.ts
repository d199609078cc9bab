import { SOCIAL_NETWORK_NAMES } from "../../domain/social/socialNetworks";
import { SHARE_NETWORKS, shareUrl, type ShareNetwork } from "./shareTargets";

/** What the copy-link button says after a press. */
const COPY_MESSAGES = { copied: "Link copied.", failed: "Copy the address from your browser's address bar." } as const;

function networksOf(share: HTMLElement): ShareNetwork[] {
  return (share.dataset.networks ?? "").split(" ").filter((n): n is ShareNetwork => (SHARE_NETWORKS as readonly string[]).includes(n));
}

function item(child: HTMLElement): HTMLLIElement {
  const li = document.createElement("li");
  li.append(child);
  return li;
}

function actionButton(label: string, onPress: () => void): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "tsr-share__action";
  button.textContent = label;
  button.addEventListener("click", onPress);
  return button;
}

/**
 * Fills the share panel (the lazy chunk): a link per chosen network to its sharing address for
 * this page, a copy-link button and, where the browser offers the Web Share API, a button that
 * opens the device's own share sheet; a status line speaks the copy's outcome. Returns the
 * toggle that opens and closes the panel; Escape closes it and gives focus back to the button.
 */
export function sharePanel(share: HTMLElement, button: HTMLButtonElement, panel: HTMLElement): () => void {
  const pageUrl = window.location.href.split("#")[0]!;
  const title = share.dataset.title || document.title;
  const list = document.createElement("ul");
  list.className = "tsr-share__list";
  for (const network of networksOf(share)) {
    const link = document.createElement("a");
    link.className = "tsr-share__link";
    link.href = shareUrl(network, pageUrl, title);
    link.textContent = SOCIAL_NETWORK_NAMES[network];
    if (network !== "email") {
      link.target = "_blank";
      link.rel = "noopener noreferrer";
    }
    list.append(item(link));
  }
  const status = document.createElement("p");
  status.className = "tsr-share__status";
  status.setAttribute("role", "status");
  if (share.dataset.copyLink === "true") {
    list.append(
      item(
        actionButton("Copy link", () => {
          navigator.clipboard.writeText(pageUrl).then(
            () => (status.textContent = COPY_MESSAGES.copied),
            () => (status.textContent = COPY_MESSAGES.failed),
          );
        }),
      ),
    );
  }
  if (typeof navigator.share === "function") {
    list.append(item(actionButton("More ways to share", () => void navigator.share({ title, url: pageUrl }).catch(() => undefined))));
  }
  panel.replaceChildren(list, status);

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
  };
  panel.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    setOpen(false);
    button.focus();
  });
  return () => setOpen(panel.hidden);
}
