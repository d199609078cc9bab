import { useId } from "react";
import { AA_TEXT_CONTRAST, contrastRatio, formatRatio } from "../../../domain/siteStyles/contrast";
import { COLOUR_NAMES, PALETTES, PALETTE_CHOICES, type ColourSet } from "../../../domain/siteStyles/palettes";
import { contrastProblems } from "../../../domain/siteStyles/readablePairs";
import type { SiteStyles } from "../../../domain/siteStyles/siteStylesSchema";
import { SelectField } from "../../shell/ui/SelectField";

const PALETTE_OPTIONS = PALETTE_CHOICES.map((id) => ({ value: id, label: id === "custom" ? "My own colours" : PALETTES[id].name }));

/** What each text colour is read against, for the ratio shown beside it. */
const READ_ON: Partial<Record<keyof ColourSet, keyof ColourSet>> = { ink: "paper", muted: "paper", accent: "paper", accentInk: "accent" };

function ColourInput(props: { label: string; value: string; ratio: number | null; onChange: (value: string) => void; isDisabled: boolean; error?: string }) {
  const id = useId();
  return (
    <div className="design-colour">
      <input id={id} type="color" value={props.value} onChange={(event) => props.onChange(event.target.value)} disabled={props.isDisabled} />
      <label htmlFor={id}>{props.label}</label>
      {props.ratio === null ? null : (
        <span className={props.ratio < AA_TEXT_CONTRAST ? "design-ratio design-ratio-low" : "design-ratio"}>Contrast {formatRatio(props.ratio)}</span>
      )}
      {props.error ? (
        <span className="field-error" role="alert">
          {props.error}
        </span>
      ) : null}
    </div>
  );
}

function ColourSetFields(props: {
  title: string;
  colours: ColourSet;
  onChange: (colours: ColourSet) => void;
  isDisabled: boolean;
  errors: Record<string, string>;
  prefix: string;
}) {
  const problems = contrastProblems(props.colours, props.title);
  return (
    <fieldset className="design-colours">
      <legend>{props.title}</legend>
      {(Object.keys(COLOUR_NAMES) as (keyof ColourSet)[]).map((key) => {
        const background = READ_ON[key];
        return (
          <ColourInput
            key={key}
            label={COLOUR_NAMES[key]}
            value={props.colours[key]}
            ratio={background ? contrastRatio(props.colours[key], props.colours[background]) : null}
            onChange={(value) => props.onChange({ ...props.colours, [key]: value })}
            isDisabled={props.isDisabled}
            error={props.errors[`${props.prefix}.${key}`]}
          />
        );
      })}
      {problems.length > 0 ? (
        <ul className="design-problems" aria-live="polite">
          {problems.map((problem) => (
            <li key={problem.message}>{problem.message}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

/** The colours section: a named theme, or colours picked one by one with their contrast checked as they are picked. */
export function ColourFields(props: { styles: SiteStyles; set: (patch: Partial<SiteStyles>) => void; isDisabled: boolean; errors: Record<string, string> }) {
  const { styles, set } = props;
  return (
    <>
      <SelectField
        label="Colour theme"
        value={styles.palette}
        options={PALETTE_OPTIONS}
        isDisabled={props.isDisabled}
        onChange={(palette) => {
          const choice = palette as SiteStyles["palette"];
          set(choice === "custom" ? { palette: choice } : { palette: choice, light: { ...PALETTES[choice].light }, dark: { ...PALETTES[choice].dark } });
        }}
        description="Picking a colour below makes the theme your own."
      />
      <ColourSetFields
        title="Light sections"
        prefix="light"
        colours={styles.light}
        onChange={(light) => set({ palette: "custom", light })}
        isDisabled={props.isDisabled}
        errors={props.errors}
      />
      <ColourSetFields
        title="Dark sections"
        prefix="dark"
        colours={styles.dark}
        onChange={(dark) => set({ palette: "custom", dark })}
        isDisabled={props.isDisabled}
        errors={props.errors}
      />
    </>
  );
}
