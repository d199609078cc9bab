import { Button } from "react-aria-components";
import { SOCIAL_NETWORK_NAMES, type SocialNetwork } from "../../../domain/social/socialNetworks";
import { MAX_SOCIAL_PROFILES } from "../../../domain/social/socialProfiles";
import type { SiteStyles } from "../../../domain/siteStyles/siteStylesSchema";
import { TextInput } from "../../shell/ui/TextInput";
import { ChoiceField } from "./ChoiceField";
import { fieldOf, type FieldGroup } from "./fieldGroup";

type Footer = SiteStyles["footer"];

/** The footer section: contact details and social links, each shown in the site's footer when given. */
export function FooterFields({ group }: { group: FieldGroup<Footer> }) {
  const { social } = group.value;
  const setSocial = (links: Footer["social"]) => group.onChange({ social: links });
  const setLink = (index: number, patch: Partial<Footer["social"][number]>) => setSocial(social.map((link, i) => (i === index ? { ...link, ...patch } : link)));
  return (
    <>
      <TextInput label="Address" multiline {...fieldOf(group, "address")} />
      <TextInput label="Email" type="email" {...fieldOf(group, "email")} />
      <TextInput label="Phone" {...fieldOf(group, "phone")} />
      <fieldset className="design-social">
        <legend>Social links</legend>
        {social.map((link, index) => (
          <div className="design-social-row" key={index}>
            <ChoiceField
              label={`Network of link ${index + 1}`}
              value={link.network}
              choices={SOCIAL_NETWORK_NAMES}
              onChange={(network: SocialNetwork) => setLink(index, { network })}
              isDisabled={group.isDisabled}
            />
            <TextInput
              label={`Address of link ${index + 1}`}
              value={link.url}
              onChange={(url) => setLink(index, { url })}
              error={group.errors[`${group.path}.social[${index}].url`]}
              isDisabled={group.isDisabled}
            />
            <Button className="btn" isDisabled={group.isDisabled} onPress={() => setSocial(social.filter((_, i) => i !== index))}>
              Remove link {index + 1}
            </Button>
          </div>
        ))}
        {social.length < MAX_SOCIAL_PROFILES ? (
          <Button className="btn" isDisabled={group.isDisabled} onPress={() => setSocial([...social, { network: "instagram", url: "https://" }])}>
            Add a social link
          </Button>
        ) : null}
      </fieldset>
    </>
  );
}
