import { z } from "zod";
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, type SocialNetwork } from "./socialNetworks";

/** A choice among some networks, shown in the editor by their names and refused in plain words when unknown. */
export function networkChoice<const N extends readonly [SocialNetwork, ...SocialNetwork[]]>(networks: N) {
  return z
    .enum(networks, { error: `Choose a network: ${networks.join(", ")}.` })
    .meta({ optionLabels: Object.fromEntries(networks.map((network) => [network, SOCIAL_NETWORK_NAMES[network]])) });
}

/** A network chosen in settings, any of SOCIAL_NETWORKS. */
export const socialNetworkSchema = networkChoice(SOCIAL_NETWORKS);
