import type { SocialNetwork } from "../../domain/social/socialNetworks";

/** The networks a follow button can point at (every network with profiles named by a username). */
export const FOLLOW_NETWORKS = [
  "instagram",
  "x",
  "facebook",
  "linkedin",
  "youtube",
  "tiktok",
  "pinterest",
  "github",
  "mastodon",
] as const satisfies readonly SocialNetwork[];

/** One of FOLLOW_NETWORKS. */
export type FollowNetwork = (typeof FOLLOW_NETWORKS)[number];

/** A username as networks spell them: letters, digits, dots, dashes and underscores. */
const USERNAME = /^[A-Za-z0-9._-]{1,100}$/;
/** A Mastodon account: a username, @ and the server's host name. */
const MASTODON_ACCOUNT = /^([A-Za-z0-9_]{1,100})@([a-z0-9-]+(\.[a-z0-9-]+)+)$/i;

/** The username without the @ visitors often type before it. */
export function bareUsername(username: string): string {
  return username.trim().replace(/^@/, "");
}

/** Why a username cannot name a profile on the network, or null when it can. */
export function usernameProblem(network: FollowNetwork, username: string): string | null {
  const bare = bareUsername(username);
  if (network === "mastodon") return MASTODON_ACCOUNT.test(bare) ? null : "A Mastodon username looks like name@mastodon.social.";
  return USERNAME.test(bare) ? null : "A username holds only letters, digits, dots, dashes and underscores (at most 100).";
}

/** The address of a username's profile on a network; the username must have passed usernameProblem. */
export function profileUrl(network: FollowNetwork, username: string): string {
  const bare = bareUsername(username);
  const name = encodeURIComponent(bare);
  switch (network) {
    case "instagram":
      return `https://www.instagram.com/${name}`;
    case "x":
      return `https://x.com/${name}`;
    case "facebook":
      return `https://www.facebook.com/${name}`;
    case "linkedin":
      return `https://www.linkedin.com/in/${name}`;
    case "youtube":
      return `https://www.youtube.com/@${name}`;
    case "tiktok":
      return `https://www.tiktok.com/@${name}`;
    case "pinterest":
      return `https://www.pinterest.com/${name}`;
    case "github":
      return `https://github.com/${name}`;
    case "mastodon": {
      const [user, host] = bare.split("@");
      return `https://${host!.toLowerCase()}/@${encodeURIComponent(user!)}`;
    }
  }
}
