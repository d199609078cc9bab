/** The networks a site can link to, follow on and share to. */
export const SOCIAL_NETWORKS = ["facebook", "instagram", "x", "linkedin", "youtube", "tiktok", "pinterest", "github", "mastodon", "email"] as const;

/** One of SOCIAL_NETWORKS. */
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Each network's name as visitors read it (the accessible name of its link, the editor's word for it). */
export const SOCIAL_NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  facebook: "Facebook",
  instagram: "Instagram",
  x: "X",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  tiktok: "TikTok",
  pinterest: "Pinterest",
  github: "GitHub",
  mastodon: "Mastodon",
  email: "Email",
};
