/** Goes where a link leads once its visitor agreed: a new window for a `_blank` link (without access back to this page), else this one. */
export function followLink(link: HTMLAnchorElement): void {
  if (link.target === "_blank") window.open(link.href, "_blank", "noopener,noreferrer");
  else location.assign(link.href);
}
