import { z } from "zod";

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

/** A choice among some networks, shown in the editor by their names and refused in plain words when unknown. */
export function networkChoice<const N extends readonly [SocialNetwork, ...SocialNetwork[]]>(networks: N) {
  return z
    .enum(networks, { error: `Choose a network: ${networks.join(", ")}.` })
    .meta({ optionLabels: Object.fromEntries(networks.map((network) => [network, SOCIAL_NETWORK_NAMES[network]])) });
}

/** A network chosen in settings, any of SOCIAL_NETWORKS. */
export const socialNetworkSchema = networkChoice(SOCIAL_NETWORKS);
