import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { SocialIcon } from "../shared/SocialIcon";
import { widgetOrigin } from "../shared/widgetOrigins";
import { profileUrl } from "./profileUrl";
import { followButtonSchema, followLabel, type FollowButtonSettings } from "./schema";

/**
 * Renders a link to the profile styled as a button, with the network's icon: it works without
 * script. With X's own button chosen, the link carries the class X's script turns into its
 * button, and the block names that script for its island, which loads it (the owner chose it).
 */
export function FollowButtonBlock({ id, settings, context }: BlockRenderProps<FollowButtonSettings>) {
  const widget = settings.networkWidget && settings.network === "x";
  return (
    <BlockFrame id={id} type={followButtonSchema.type} code={followButtonSchema.code} island={widget ? followButtonSchema.island : undefined}>
      <div className="tsr-follow" data-widget-script={widget ? `${widgetOrigin(context.widgetOrigins, "x")}/widgets.js` : undefined}>
        <a
          className={`tsr-follow__link${widget ? " twitter-follow-button" : ""}`}
          href={profileUrl(settings.network, settings.username)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <SocialIcon network={settings.network} size={20} />
          <span>{followLabel(settings)}</span>
        </a>
      </div>
    </BlockFrame>
  );
}
