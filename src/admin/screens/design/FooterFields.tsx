import { Button } from "react-aria-components";
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, type SocialNetwork } from "../../../domain/social/socialNetworks";
import { MAX_SOCIAL_PROFILES } from "../../../domain/social/socialProfiles";
import type { SiteStyles } from "../../../domain/siteStyles/siteStylesSchema";
import { SelectField } from "../../shell/ui/SelectField";
import { TextInput } from "../../shell/ui/TextInput";

type Footer = SiteStyles["footer"];

const NETWORK_OPTIONS = SOCIAL_NETWORKS.map((network) => ({ value: network, label: SOCIAL_NETWORK_NAMES[network] }));

/** The footer section: contact details and social links, each shown in the site's footer when given. */
export function FooterFields(props: { footer: Footer; onChange: (footer: Footer) => void; isDisabled: boolean; errors: Record<string, string> }) {
  const { footer, onChange, errors } = props;
  const setLink = (index: number, patch: Partial<Footer["social"][number]>) =>
    onChange({ ...footer, social: footer.social.map((link, i) => (i === index ? { ...link, ...patch } : link)) });
  return (
    <>
      <TextInput
        label="Address"
        multiline
        value={footer.address}
        onChange={(address) => onChange({ ...footer, address })}
        error={errors["footer.address"]}
        isDisabled={props.isDisabled}
      />
      <TextInput
        label="Email"
        type="email"
        value={footer.email}
        onChange={(email) => onChange({ ...footer, email })}
        error={errors["footer.email"]}
        isDisabled={props.isDisabled}
      />
      <TextInput
        label="Phone"
        value={footer.phone}
        onChange={(phone) => onChange({ ...footer, phone })}
        error={errors["footer.phone"]}
        isDisabled={props.isDisabled}
      />
      <fieldset className="design-social">
        <legend>Social links</legend>
        {footer.social.map((link, index) => (
          <div className="design-social-row" key={index}>
            <SelectField
              label={`Network of link ${index + 1}`}
              value={link.network}
              options={NETWORK_OPTIONS}
              onChange={(network) => setLink(index, { network: network as SocialNetwork })}
              isDisabled={props.isDisabled}
            />
            <TextInput
              label={`Address of link ${index + 1}`}
              value={link.url}
              onChange={(url) => setLink(index, { url })}
              error={errors[`footer.social[${index}].url`]}
              isDisabled={props.isDisabled}
            />
            <Button className="btn" isDisabled={props.isDisabled} onPress={() => onChange({ ...footer, social: footer.social.filter((_, i) => i !== index) })}>
              Remove link {index + 1}
            </Button>
          </div>
        ))}
        {footer.social.length < MAX_SOCIAL_PROFILES ? (
          <Button
            className="btn"
            isDisabled={props.isDisabled}
            onPress={() => onChange({ ...footer, social: [...footer.social, { network: "instagram", url: "https://" }] })}
          >
            Add a social link
          </Button>
        ) : null}
      </fieldset>
    </>
  );
}
