import { useState, type FormEvent, type ReactNode } from "react";
import { Button, Form } from "react-aria-components";
import { DESIGN_SCALE } from "../../../domain/siteStyles/designScale";
import { SITE_FONT_IDS, SITE_FONTS } from "../../../domain/siteStyles/fonts";
import { siteStylesSchema, type SiteStyles } from "../../../domain/siteStyles/siteStylesSchema";
import { ApiError } from "../../api/client";
import { siteStylesApi } from "../../api/siteStyles";
import { useMe } from "../../shell/access";
import { useFrame } from "../../shell/frame";
import { CheckboxField } from "../../shell/ui/CheckboxField";
import { FormError } from "../../shell/ui/FormError";
import { schemaErrors } from "../../shell/ui/schemaErrors";
import { SelectField } from "../../shell/ui/SelectField";
import { Notice } from "../../shell/ui/states";
import { ColourFields } from "./ColourFields";
import { FooterFields } from "./FooterFields";
import { useFrameIdentity } from "./frameIdentity";
import { IdentityFields } from "./IdentityFields";
import { useFrameStyles } from "./frameStyles";
import { NumberField } from "./NumberField";

const FONT_OPTIONS = SITE_FONT_IDS.map((id) => ({ value: id, label: `${SITE_FONTS[id].name} (${SITE_FONTS[id].kind.toLowerCase()})` }));
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
  const [styles, setStyles] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const { frameRef } = useFrame();
  useFrameStyles(frameRef, styles);
  useFrameIdentity(frameRef, useMe().website.title, styles);
  const set = (patch: Partial<SiteStyles>) => {
    setStyles((current) => ({ ...current, ...patch }));
    setSaved(false);
  };
  const disabled = !canWrite;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = siteStylesSchema.safeParse(styles);
    if (!checked.success) {
      setErrors(schemaErrors(checked.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setStyles(await siteStylesApi.save(checked.data));
      setSaved(true);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : { form: error.message });
    } finally {
      setBusy(false);
    }
  };

  const { fonts, buttons, shadow, header } = styles;
  return (
    <Form className="stack design-form" onSubmit={submit} validationBehavior="aria" aria-label="Site design">
      <Section title="Fonts">
        {(["headings", "body", "buttons"] as const).map((part) => (
          <SelectField
            key={part}
            label={{ headings: "Headings", body: "Body text", buttons: "Buttons" }[part]}
            value={fonts[part]}
            options={FONT_OPTIONS}
            isDisabled={disabled}
            onChange={(font) => set({ fonts: { ...fonts, [part]: font } })}
          />
        ))}
      </Section>
      <Section title="Colours">
        <ColourFields styles={styles} set={set} isDisabled={disabled} errors={errors} />
      </Section>
      <Section title="Sizes and spacing">
        <NumberField
          label="Text size"
          unit="px"
          value={styles.fontSize}
          {...DESIGN_SCALE.fontSize}
          onChange={(fontSize) => set({ fontSize })}
          error={errors.fontSize}
          isDisabled={disabled}
        />
        <NumberField
          label="Space between blocks"
          unit="px"
          value={styles.spacing}
          {...DESIGN_SCALE.spacing}
          onChange={(spacing) => set({ spacing })}
          error={errors.spacing}
          isDisabled={disabled}
        />
        <NumberField
          label="Animation time"
          unit="ms"
          value={styles.transition}
          {...DESIGN_SCALE.time}
          step={50}
          onChange={(transition) => set({ transition })}
          error={errors.transition}
          isDisabled={disabled}
        />
        <SelectField
          label="Corners"
          value={styles.radius === null ? "theme" : String(styles.radius)}
          options={RADIUS_OPTIONS}
          isDisabled={disabled}
          onChange={(value) => set({ radius: value === "theme" ? null : (Number(value) as SiteStyles["radius"]) })}
        />
        <SelectField
          label="Page width"
          value={styles.pageWidth}
          options={[
            { value: "narrow", label: "Narrow" },
            { value: "standard", label: "Standard" },
            { value: "wide", label: "Wide" },
          ]}
          isDisabled={disabled}
          onChange={(pageWidth) => set({ pageWidth: pageWidth as SiteStyles["pageWidth"] })}
        />
      </Section>
      <Section title="Buttons">
        <SelectField
          label="Button shape"
          value={buttons.shape}
          options={[
            { value: "pill", label: "Pill" },
            { value: "rounded", label: "Rounded corners" },
            { value: "square", label: "Square" },
          ]}
          isDisabled={disabled}
          onChange={(shape) => set({ buttons: { ...buttons, shape: shape as SiteStyles["buttons"]["shape"] } })}
        />
        <CheckboxField
          label="Capital letters on buttons"
          isSelected={buttons.uppercase}
          isDisabled={disabled}
          onChange={(uppercase) => set({ buttons: { ...buttons, uppercase } })}
        />
      </Section>
      <Section title="Shadows">
        <CheckboxField
          label="Shadow under buttons and cards"
          isSelected={shadow.enabled}
          isDisabled={disabled}
          onChange={(enabled) => set({ shadow: { ...shadow, enabled } })}
        />
        <NumberField
          label="Angle"
          unit="degrees (90 is straight down)"
          value={shadow.angle}
          min={0}
          max={359}
          onChange={(angle) => set({ shadow: { ...shadow, angle } })}
          error={errors["shadow.angle"]}
          isDisabled={disabled || !shadow.enabled}
        />
        {(["distance", "blur"] as const).map((part) => (
          <div className="row design-length" key={part}>
            <NumberField
              label={part === "distance" ? "Distance" : "Blur"}
              unit={shadow[part].unit}
              value={shadow[part].value}
              min={0}
              max={100}
              step={0.5}
              onChange={(value) => set({ shadow: { ...shadow, [part]: { ...shadow[part], value } } })}
              error={errors[`shadow.${part}.value`]}
              isDisabled={disabled || !shadow.enabled}
            />
            <SelectField
              label={`${part === "distance" ? "Distance" : "Blur"} unit`}
              value={shadow[part].unit}
              options={[
                { value: "px", label: "px" },
                { value: "em", label: "em" },
              ]}
              isDisabled={disabled || !shadow.enabled}
              onChange={(unit) => set({ shadow: { ...shadow, [part]: { ...shadow[part], unit: unit as "px" | "em" } } })}
            />
          </div>
        ))}
      </Section>
      <Section title="Header">
        <SelectField
          label="Site title"
          value={header.logo}
          options={[
            { value: "left", label: "On the left" },
            { value: "centre", label: "Centred" },
          ]}
          isDisabled={disabled}
          onChange={(logo) => set({ header: { ...header, logo: logo as SiteStyles["header"]["logo"] } })}
        />
        <SelectField
          label="Navigation"
          value={header.navigation}
          options={[
            { value: "beside", label: "Beside the title" },
            { value: "below", label: "Below the title" },
          ]}
          isDisabled={disabled}
          onChange={(navigation) => set({ header: { ...header, navigation: navigation as SiteStyles["header"]["navigation"] } })}
        />
        <CheckboxField
          label="Keep the header in view while scrolling"
          isSelected={header.sticky}
          isDisabled={disabled}
          onChange={(sticky) => set({ header: { ...header, sticky } })}
        />
        <SelectField
          label="Cart icon"
          value={header.cartIcon}
          options={[
            { value: "badge", label: "Count in a badge" },
            { value: "plain", label: "Plain count" },
            { value: "circle", label: "Round accent button" },
          ]}
          isDisabled={disabled}
          onChange={(cartIcon) => set({ header: { ...header, cartIcon: cartIcon as SiteStyles["header"]["cartIcon"] } })}
        />
      </Section>
      <Section title="Logo and icons">
        <IdentityFields identity={styles.identity} onChange={(identity) => set({ identity })} isDisabled={disabled} errors={errors} />
      </Section>
      <Section title="Footer">
        <FooterFields footer={styles.footer} onChange={(footer) => set({ footer })} isDisabled={disabled} errors={errors} />
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
