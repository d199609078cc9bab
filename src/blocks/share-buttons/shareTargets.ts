import type { SocialNetwork } from "../../domain/social/socialNetworks";

/** The networks a page can be shared to, each through its own sharing address (no script of theirs). */
export const SHARE_NETWORKS = ["facebook", "x", "linkedin", "pinterest", "email"] as const satisfies readonly SocialNetwork[];

/** One of SHARE_NETWORKS. */
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** The address that shares a page (its full URL and title) to a network. */
export function shareUrl(network: ShareNetwork, pageUrl: string, title: string): string {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(title);
  switch (network) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case "x":
      return `https://x.com/intent/post?url=${url}&text=${text}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case "pinterest":
      return `https://www.pinterest.com/pin/create/button/?url=${url}&description=${text}`;
    case "email":
      return `mailto:?subject=${text}&body=${url}`;
  }
}
