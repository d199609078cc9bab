import { useState } from "react";
import { SECTION_COLOURS, sectionBackgroundSchema, type SectionStyle } from "../../../../blocks/sections/sectionModel";
import { ImageField } from "../../../shell/media/ImageField";
import { MediaLibraryDialog } from "../../../shell/media/MediaLibraryDialog";
import { RadioField } from "../../../shell/ui/RadioField";
import { SelectField } from "../../../shell/ui/SelectField";
import { TextInput } from "../../../shell/ui/TextInput";
import { BACKGROUND_COLOUR_LABELS, BACKGROUND_KIND_LABELS, SECTION_STYLE_CHOICES } from "./sectionStyleChoices";

type Background = SectionStyle["background"];

/** The style choices drawn as radio groups, each with its label. */
const STYLE_FIELDS = [
  ["height", "Height"],
  ["width", "Content width"],
  ["align", "Vertical alignment"],
  ["padding", "Space above and below"],
  ["theme", "Colours"],
] as const;

/** The background a kind starts with when the owner switches to it, keeping what the current one shares. */
function backgroundOf(kind: Background["kind"], current: Background, pickedImage: string | null): Background | null {
  if (kind === "none") return { kind: "none" };
  if (kind === "colour") return { kind: "colour", colour: current.kind === "colour" ? current.colour : "surface" };
  const src = current.kind === "image" || current.kind === "video" ? current.src : pickedImage;
  if (!src) return null;
  return sectionBackgroundSchema.parse({ kind, src, overlay: current.kind === "image" || current.kind === "video" ? current.overlay : 0 });
}

/** A section's style: background, height, content width, vertical alignment, padding and colour theme. */
export function SectionPanel(props: { style: SectionStyle; isDisabled: boolean; onChange: (style: SectionStyle) => void }) {
  const { style, isDisabled } = props;
  const [picking, setPicking] = useState(false);
  const set = <K extends keyof SectionStyle>(key: K, value: SectionStyle[K]) => props.onChange({ ...style, [key]: value });
  const background = style.background;
  const kinds = (Object.keys(BACKGROUND_KIND_LABELS) as Background["kind"][]).filter((kind) => kind !== "video" || background.kind === "video");
  return (
    <div className="stack" data-testid="section-panel">
      <SelectField
        label="Background"
        value={background.kind}
        isDisabled={isDisabled}
        options={kinds.map((kind) => ({ value: kind, label: BACKGROUND_KIND_LABELS[kind] }))}
        onChange={(value) => {
          const next = backgroundOf(value as Background["kind"], background, null);
          if (next) set("background", next);
          else setPicking(true);
        }}
      />
      {background.kind === "colour" ? (
        <SelectField
          label="Background colour"
          value={background.colour}
          isDisabled={isDisabled}
          options={SECTION_COLOURS.map((colour) => ({ value: colour, label: BACKGROUND_COLOUR_LABELS[colour] }))}
          onChange={(colour) => set("background", { kind: "colour", colour: colour as (typeof SECTION_COLOURS)[number] })}
        />
      ) : null}
      {background.kind === "image" ? (
        <>
          <ImageField
            label="Background image"
            value={background.src}
            isDisabled={isDisabled}
            onChange={(src) => set("background", src ? { ...background, src } : { kind: "none" })}
          />
          <TextInput label="Image description" value={background.alt} isDisabled={isDisabled} onChange={(alt) => set("background", { ...background, alt })} />
        </>
      ) : null}
      {background.kind === "image" || background.kind === "video" ? (
        <SelectField
          label="Darken behind text"
          value={String(background.overlay)}
          isDisabled={isDisabled}
          options={[0, 0.2, 0.4, 0.6, 0.8].map((overlay) => ({ value: String(overlay), label: overlay === 0 ? "Not at all" : `${overlay * 100}%` }))}
          onChange={(overlay) => set("background", { ...background, overlay: Number(overlay) })}
        />
      ) : null}
      {STYLE_FIELDS.map(([key, label]) => (
        <RadioField
          key={key}
          label={label}
          value={style[key]}
          options={SECTION_STYLE_CHOICES[key]}
          isDisabled={isDisabled}
          onChange={(v) => set(key, v as SectionStyle[typeof key])}
        />
      ))}
      {picking ? (
        <MediaLibraryDialog
          onClose={() => setPicking(false)}
          onPick={(asset) => {
            setPicking(false);
            const next = background.kind === "image" ? { ...background, src: asset.url } : backgroundOf("image", background, asset.url);
            if (next) set("background", next);
          }}
        />
      ) : null}
    </div>
  );
}
