import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { SIZE_LABELS } from "../shared/choiceLabels";
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, type SocialNetwork } from "../../domain/social/socialNetworks";
import { socialProfileListSchema } from "../../domain/social/socialProfiles";
import { SocialLinksPreview } from "./SocialLinksPreview";

const settings = z.strictObject({
  profiles: socialProfileListSchema,
  showNames: z.boolean().default(false),
  iconSize: z
    .enum(["small", "medium", "large"], { error: "Choose an icon size: small, medium or large." })
    .meta({ optionLabels: SIZE_LABELS })
    .default("medium"),
  alignment: z
    .enum(["start", "center", "end"], { error: "Choose an alignment: start, center or end." })
    .meta({ optionLabels: { start: "Start", center: "Center", end: "End" } })
    .default("center"),
});

/** Settings of a social links block: its profiles, whether names show beside the icons, the icons' size and the row's alignment. */
export type SocialLinksSettings = z.infer<typeof settings>;

/** Links to the site's profiles on common networks, each an inline SVG icon named for screen readers (spec 2 §3, code 18). */
export const socialLinksSchema: BlockSchemaDefinition<SocialLinksSettings> = {
  type: "social-links",
  code: BLOCK_TYPE.socialLinks,
  label: "Social links",
  description: "Icons linking to your profiles on Instagram, Facebook, LinkedIn and other networks.",
  category: "interactive",
  schema: settings,
  example: {
    profiles: [
      { network: "instagram", url: "https://www.instagram.com/tesserabakery" },
      { network: "facebook", url: "https://www.facebook.com/tesserabakery" },
      { network: "email", url: "mailto:hello@example.com" },
    ],
    showNames: false,
    iconSize: "medium",
    alignment: "center",
  },
  Preview: SocialLinksPreview,
  summary: (s) =>
    (Array.isArray(s.profiles) ? s.profiles : [])
      .map((profile: unknown) => (profile as { network?: unknown } | null)?.network)
      .filter((network): network is SocialNetwork => (SOCIAL_NETWORKS as readonly unknown[]).includes(network))
      .map((network) => SOCIAL_NETWORK_NAMES[network])
      .join(" · "),
};
