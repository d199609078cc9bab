import { LOGO_HEIGHT, type SiteIdentity } from "../../../domain/siteStyles/siteIdentity";
import { ImageField } from "../../shell/media/ImageField";
import { SelectField } from "../../shell/ui/SelectField";
import { NumberField } from "./NumberField";

/**
 * The "Logo and icons" section: the logo (with its place beside or instead of the title and its
 * height), the favicon and the social image, each uploaded or chosen from the media library.
 * The logo keeps its own pixel size so pages reserve its place.
 */
export function IdentityFields(props: {
  identity: SiteIdentity;
  onChange: (identity: SiteIdentity) => void;
  isDisabled: boolean;
  errors: Record<string, string>;
}) {
  const { identity, onChange, errors, isDisabled } = props;
  return (
    <>
      <ImageField
        label="Logo"
        value={identity.logo}
        onChange={(logo, asset) => onChange({ ...identity, logo, logoWidth: asset?.width ?? null, logoHeight: asset?.height ?? null })}
        error={errors["identity.logo"]}
        isDisabled={isDisabled}
      />
      <SelectField
        label="Logo placement"
        value={identity.logoPlacement}
        options={[
          { value: "replace", label: "Instead of the site title" },
          { value: "beside", label: "Beside the site title" },
        ]}
        isDisabled={isDisabled}
        onChange={(logoPlacement) => onChange({ ...identity, logoPlacement: logoPlacement as SiteIdentity["logoPlacement"] })}
      />
      <NumberField
        label="Logo height"
        unit="px"
        value={identity.logoSize}
        {...LOGO_HEIGHT}
        onChange={(logoSize) => onChange({ ...identity, logoSize })}
        error={errors["identity.logoSize"]}
        isDisabled={isDisabled}
      />
      <ImageField
        label="Favicon"
        value={identity.favicon}
        onChange={(favicon) => onChange({ ...identity, favicon })}
        error={errors["identity.favicon"]}
        isDisabled={isDisabled}
      />
      <ImageField
        label="Social image"
        value={identity.socialImage}
        onChange={(socialImage) => onChange({ ...identity, socialImage })}
        error={errors["identity.socialImage"]}
        isDisabled={isDisabled}
      />
    </>
  );
}
