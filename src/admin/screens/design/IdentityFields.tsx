import { LOGO_HEIGHT, type SiteIdentity } from "../../../domain/siteStyles/siteIdentity";
import { ImageField } from "../../shell/media/ImageField";
import { ChoiceField } from "./ChoiceField";
import { fieldOf, type FieldGroup } from "./fieldGroup";
import { NumberField } from "./NumberField";

/**
 * The "Logo and icons" section: the logo (with its place beside or instead of the title and its
 * height), the favicon and the social image, each uploaded or chosen from the media library.
 * The logo keeps its own pixel size so pages reserve its place.
 */
export function IdentityFields({ group }: { group: FieldGroup<SiteIdentity> }) {
  return (
    <>
      <ImageField
        label="Logo"
        {...fieldOf(group, "logo")}
        onChange={(logo, asset) => group.onChange({ logo, logoWidth: asset?.width ?? null, logoHeight: asset?.height ?? null })}
      />
      <ChoiceField
        label="Logo placement"
        choices={{ replace: "Instead of the site title", beside: "Beside the site title" }}
        {...fieldOf(group, "logoPlacement")}
      />
      <NumberField label="Logo height" unit="px" {...LOGO_HEIGHT} {...fieldOf(group, "logoSize")} />
      <ImageField label="Browser tab icon" {...fieldOf(group, "favicon")} />
      <ImageField label="Social image" {...fieldOf(group, "socialImage")} />
    </>
  );
}
