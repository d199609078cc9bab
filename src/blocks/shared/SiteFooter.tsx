import { SocialIcon } from "./SocialIcon";
import { SOCIAL_NETWORK_NAMES } from "../../domain/social/socialNetworks";
import type { SiteStyles } from "../../domain/siteStyles/siteStylesSchema";
import { PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";

/** A phone number as a tel: address: its digits and a leading plus only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, "")}`;
}

/**
 * The site footer: the site's name, and the contact details and social links the site's styles
 * hold (docs/design.md), each shown only when given; social links are icons named for their network,
 * their list named in the page's language (`socialLinksName`, the primary language's when not given).
 */
export function SiteFooter(props: { siteTitle: string; footer: SiteStyles["footer"]; socialLinksName?: string }) {
  const { address, email, phone, social } = props.footer;
  const contact = address !== "" || email !== "" || phone !== "";
  return (
    <footer className="tsr-site-footer">
      <div className="tsr-container tsr-site-footer__inner">
        <p>© {props.siteTitle}</p>
        {contact ? (
          <address className="tsr-site-footer__contact">
            {address !== "" ? <p>{address}</p> : null}
            {email !== "" ? (
              <p>
                <a href={`mailto:${email}`}>{email}</a>
              </p>
            ) : null}
            {phone !== "" ? (
              <p>
                <a href={telHref(phone)}>{phone}</a>
              </p>
            ) : null}
          </address>
        ) : null}
        {social.length > 0 ? (
          <ul className="tsr-site-footer__social" aria-label={props.socialLinksName ?? PRIMARY_STORE_TEXTS.socialLinks}>
            {social.map((profile) => (
              <li key={`${profile.network} ${profile.url}`}>
                <a href={profile.url} aria-label={SOCIAL_NETWORK_NAMES[profile.network]} rel="me noopener">
                  <SocialIcon network={profile.network} size={22} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </footer>
  );
}
