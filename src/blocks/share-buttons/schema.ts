import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { textOf } from "../shared/plainText";
import { SharePreview } from "./SharePreview";
import { networkChoice } from "../../domain/social/socialNetworkSchema";
import { SHARE_NETWORKS } from "./shareTargets";

const target = z.strictObject({
  network: networkChoice(SHARE_NETWORKS),
});

const settings = z.strictObject({
  label: z.string().trim().min(1, "The share button needs a label.").max(60, "A button label can be at most 60 characters.").default("Share"),
  networks: z
    .array(target)
    .max(SHARE_NETWORKS.length, `Choose at most ${SHARE_NETWORKS.length} networks.`)
    .default([{ network: "facebook" }, { network: "x" }, { network: "email" }]),
  copyLink: z.boolean().default(true),
});

/** Settings of share buttons: the button's label, the networks offered and whether a copy-link button is offered. */
export type ShareButtonsSettings = z.infer<typeof settings>;

/**
 * A share button (spec 1 §7 and spec 2 §7 "share buttons" lazy chunk): the sharing panel's code
 * loads only when a visitor presses it, and no network's script ever loads.
 */
export const shareButtonsSchema: BlockSchemaDefinition<ShareButtonsSettings> = {
  type: "share-buttons",
  code: BLOCK_TYPE.shareButtons,
  label: "Share buttons",
  description: "A Share button that lets visitors send this page to a network, by email, or copy its link.",
  category: "interactive",
  schema: settings,
  example: { label: "Share", networks: [{ network: "facebook" }, { network: "x" }, { network: "email" }], copyLink: true },
  Preview: SharePreview,
  summary: (s) => textOf(s.label),
  island: "share-buttons",
};
