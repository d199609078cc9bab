import type { ReactNode } from "react";
import { Button, Form } from "react-aria-components";
import { GENERAL_MESSAGES } from "../../../domain/messages/generalMessages";
import { DESIGN_SCALE } from "../../../domain/siteStyles/designScale";
import { SITE_FONT_IDS, SITE_FONTS } from "../../../domain/siteStyles/fonts";
import { siteStylesSchema, type SiteStyles } from "../../../domain/siteStyles/siteStylesSchema";
import { siteStylesApi } from "../../api/siteStyles";
import { useMe } from "../../shell/access";
import { useSettingsForm } from "../../shell/useSettingsForm";
import { useFrame } from "../../shell/frame";
import { CheckboxField } from "../../shell/ui/CheckboxField";
import { FormError } from "../../shell/ui/FormError";
import { SelectField } from "../../shell/ui/SelectField";
import { Notice } from "../../shell/ui/states";
import { ColourFields } from "./ColourFields";
import { FooterFields } from "./FooterFields";
import { useFrameIdentity } from "./frameIdentity";
import { IdentityFields } from "./IdentityFields";
import { useFrameStyles } from "./frameStyles";
import { NumberField } from "./NumberField";
import { ChoiceField } from "./ChoiceField";
import { fieldOf, partOf, type FieldGroup } from "./fieldGroup";
import { useFontsLoad } from "./useFontsLoad";

/** Each shipped font by its name and kind. */
const FONT_NAMES = Object.fromEntries(SITE_FONT_IDS.map((id) => [id, `${SITE_FONTS[id].name} (${SITE_FONTS[id].kind.toLowerCase()})`])) as Record<
  SiteStyles["fonts"]["body"],
  string
>;
const RADIUS_OPTIONS = [
  { value: "theme", label: "Tessera's own (10 px)" },
  ...DESIGN_SCALE.radii.map((radius) => ({ value: String(radius), label: radius === 0 ? "Square (0 px)" : `${radius} px` })),
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `design-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section className="design-section stack" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The design form: every change shows at once in the editing frame (useFrameStyles for the look,
 * useFrameIdentity for the logo, icon and footer); Save checks the styles with the server's own
 * schema and writes them, which publishes them to every page.
 */
export function DesignForm({ initial, canWrite }: { initial: SiteStyles; canWrite: boolean }) {
  const { values: styles, errors, busy, saved, set, submit } = useSettingsForm(initial, siteStylesSchema, (value) => siteStylesApi.save(value));
  const { frameRef } = useFrame();
  useFrameStyles(frameRef, styles);
  useFrameIdentity(frameRef, useMe().website.title, styles);
  const fontsLoad = useFontsLoad(styles);
  const disabled = !canWrite;

  const form: FieldGroup<SiteStyles> = { value: styles, onChange: set, isDisabled: disabled, errors, path: "" };
  const fonts = partOf(form, "fonts");
  const buttons = partOf(form, "buttons");
  const header = partOf(form, "header");
  const shadow = partOf(form, "shadow");
  const shadowOff = { ...shadow, isDisabled: disabled || !styles.shadow.enabled };
  return (
    <Form className="stack design-form" onSubmit={submit} validationBehavior="aria" aria-label="Site design">
      <Section title="Fonts">
        <ChoiceField label="Headings" choices={FONT_NAMES} {...fieldOf(fonts, "headings")} />
        <ChoiceField label="Body text" choices={FONT_NAMES} {...fieldOf(fonts, "body")} />
        <ChoiceField label="Buttons" choices={FONT_NAMES} {...fieldOf(fonts, "buttons")} />
        {fontsLoad.failed ? (
          <Notice
            tone="error"
            action={
              <Button className="btn btn-small" onPress={fontsLoad.retry}>
                Try again
              </Button>
            }
          >
            {`${GENERAL_MESSAGES.unableToLoadFonts}. Until they arrive, pages show the device's own fonts.`}
          </Notice>
        ) : null}
      </Section>
      <Section title="Colours">
        <ColourFields group={form} />
      </Section>
      <Section title="Sizes and spacing">
        <NumberField label="Text size" unit="px" {...DESIGN_SCALE.fontSize} {...fieldOf(form, "fontSize")} />
        <NumberField label="Space between blocks" unit="px" {...DESIGN_SCALE.spacing} {...fieldOf(form, "spacing")} />
        <NumberField label="Animation time" unit="ms" {...DESIGN_SCALE.time} step={50} {...fieldOf(form, "transition")} />
        <SelectField
          label="Corners"
          value={styles.radius === null ? "theme" : String(styles.radius)}
          options={RADIUS_OPTIONS}
          isDisabled={disabled}
          onChange={(value) => set({ radius: value === "theme" ? null : (Number(value) as SiteStyles["radius"]) })}
        />
        <ChoiceField label="Page width" choices={{ narrow: "Narrow", standard: "Standard", wide: "Wide" }} {...fieldOf(form, "pageWidth")} />
      </Section>
      <Section title="Buttons">
        <ChoiceField label="Button shape" choices={{ pill: "Pill", rounded: "Rounded corners", square: "Square" }} {...fieldOf(buttons, "shape")} />
        <CheckboxField
          label="Capital letters on buttons"
          isSelected={buttons.value.uppercase}
          isDisabled={disabled}
          onChange={(uppercase) => buttons.onChange({ uppercase })}
        />
      </Section>
      <Section title="Shadows">
        <CheckboxField
          label="Shadow under buttons and cards"
          isSelected={shadow.value.enabled}
          isDisabled={disabled}
          onChange={(enabled) => shadow.onChange({ enabled })}
        />
        <NumberField label="Angle" unit="degrees (90 is straight down)" min={0} max={359} {...fieldOf(shadowOff, "angle")} />
        {(["distance", "blur"] as const).map((part) => {
          const length = partOf(shadowOff, part);
          const name = part === "distance" ? "Distance" : "Blur";
          return (
            <div className="row design-length" key={part}>
              <NumberField label={name} unit={length.value.unit} min={0} max={100} step={0.5} {...fieldOf(length, "value")} />
              <ChoiceField label={`${name} unit`} choices={{ px: "px", em: "em" }} {...fieldOf(length, "unit")} />
            </div>
          );
        })}
      </Section>
      <Section title="Header">
        <ChoiceField label="Site title" choices={{ left: "On the left", centre: "Centred" }} {...fieldOf(header, "logo")} />
        <ChoiceField label="Navigation" choices={{ beside: "Beside the title", below: "Below the title" }} {...fieldOf(header, "navigation")} />
        <CheckboxField
          label="Keep the header in view while scrolling"
          isSelected={header.value.sticky}
          isDisabled={disabled}
          onChange={(sticky) => header.onChange({ sticky })}
        />
        <ChoiceField
          label="Cart icon"
          choices={{ badge: "Count in a badge", plain: "Plain count", circle: "Round accent button" }}
          {...fieldOf(header, "cartIcon")}
        />
        <CheckboxField
          label="Language list in the header (on a site with more than one language)"
          isSelected={header.value.languages}
          isDisabled={disabled}
          onChange={(languages) => header.onChange({ languages })}
        />
      </Section>
      <Section title="Logo and icons">
        <IdentityFields group={partOf(form, "identity")} />
      </Section>
      <Section title="Footer">
        <FooterFields group={partOf(form, "footer")} />
      </Section>
      <FormError message={errors.form ?? (Object.keys(errors).length > 0 ? "Some fields are not valid; see the messages above." : undefined)} />
      {saved ? <Notice tone="success">Design saved. Every page shows it now.</Notice> : null}
      {canWrite ? (
        <div className="row design-actions">
          <Button className="btn btn-primary" type="submit" isDisabled={busy}>
            Save design
          </Button>
        </div>
      ) : null}
    </Form>
  );
}
