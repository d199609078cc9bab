import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { SocialIcon } from "../shared/SocialIcon";
import { SOCIAL_NETWORK_NAMES } from "../../domain/social/socialNetworks";
import { socialLinksSchema, type SocialLinksSettings } from "./schema";
import { PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";

/** Icon sizes in CSS pixels. */
const ICON_PIXELS = { small: 20, medium: 28, large: 40 } as const;

/**
 * Renders the profiles as a list of links, each an inline SVG icon (hidden from screen readers)
 * and the network's name: shown beside the icon, or kept as the link's accessible name only.
 * Profiles open in a new tab without handing the page over (noopener); email opens the mail app.
 * The list is named in the page's language.
 */
export function SocialLinksBlock({ id, settings, context }: BlockRenderProps<SocialLinksSettings>) {
  return (
    <BlockFrame id={id} type={socialLinksSchema.type} code={socialLinksSchema.code}>
      <ul className={`tsr-social-links tsr-social-links--${settings.alignment}`} aria-label={(context.storeTexts ?? PRIMARY_STORE_TEXTS).socialLinks}>
        {settings.profiles.map((profile, index) => {
          const name = SOCIAL_NETWORK_NAMES[profile.network];
          const external = profile.network !== "email";
          return (
            <li key={index} className="tsr-social-links__item">
              <a
                className="tsr-social-links__link"
                href={profile.url}
                aria-label={settings.showNames ? undefined : name}
                target={external ? "_blank" : undefined}
                rel={external ? "noopener noreferrer me" : undefined}
              >
                <SocialIcon network={profile.network} size={ICON_PIXELS[settings.iconSize]} />
                {settings.showNames ? <span className="tsr-social-links__name">{name}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </BlockFrame>
  );
}
