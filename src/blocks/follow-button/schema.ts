import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { textOf } from "../shared/plainText";
import { SOCIAL_NETWORK_NAMES } from "../../domain/social/socialNetworks";
import { networkChoice } from "../../domain/social/socialNetworkSchema";
import { FollowButtonPreview } from "./FollowButtonPreview";
import { FOLLOW_NETWORKS, bareUsername, usernameProblem, type FollowNetwork } from "./profileUrl";
import { widgetOrigin } from "../shared/widgetOrigins";

const settings = z
  .strictObject({
    network: networkChoice(FOLLOW_NETWORKS).default("instagram"),
    username: z.string().trim().min(1, "Enter the username to follow.").max(200, "A username can be at most 200 characters."),
    label: z.string().trim().max(60, "A button label can be at most 60 characters.").default(""),
    networkWidget: z.boolean().default(false),
  })
  .superRefine((s, context) => {
    const problem = usernameProblem(s.network, s.username);
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["username"] });
    if (s.networkWidget && s.network !== "x")
      context.addIssue({ code: "custom", message: "Only X offers its own follow button; choose X or turn off the network widget.", path: ["networkWidget"] });
  });

/** Settings of a follow button: the network, the username to follow, the button's own words and whether X's own button replaces it. */
export type FollowButtonSettings = z.infer<typeof settings>;

/** The words of a follow button: the owner's label, else "Follow @name on Network". */
export function followLabel(settings: Pick<FollowButtonSettings, "network" | "username" | "label">): string {
  return settings.label || `Follow @${bareUsername(settings.username)} on ${SOCIAL_NETWORK_NAMES[settings.network as FollowNetwork]}`;
}

/** A follow link built from a username attribute (spec 2 §2): a button to one profile on one network. */
export const followButtonSchema: BlockSchemaDefinition<FollowButtonSettings> = {
  type: "follow-button",
  code: BLOCK_TYPE.followButton,
  label: "Follow button",
  description: "A button that takes visitors to your profile on a network to follow you.",
  category: "interactive",
  schema: settings,
  example: { network: "instagram", username: "tesserabakery", label: "", networkWidget: false },
  Preview: FollowButtonPreview,
  summary: (s) => textOf(s.username),
  island: "follow-button",
  frameSources: (settings, origins) => (settings.networkWidget ? [widgetOrigin(origins, "x")] : []),
};
