import { useId } from "react";
import { AA_TEXT_CONTRAST, contrastRatio, formatRatio } from "../../../domain/siteStyles/contrast";
import { COLOUR_NAMES, PALETTES, PALETTE_CHOICES, type ColourSet } from "../../../domain/siteStyles/palettes";
import { contrastProblems } from "../../../domain/siteStyles/readablePairs";
import type { SiteStyles } from "../../../domain/siteStyles/siteStylesSchema";
import { ChoiceField } from "./ChoiceField";
import { fieldOf, partOf, type FieldGroup } from "./fieldGroup";

/** Each theme by its name, and the owner's own colours. */
const THEME_NAMES = Object.fromEntries(PALETTE_CHOICES.map((id) => [id, id === "custom" ? "My own colours" : PALETTES[id].name])) as Record<
  SiteStyles["palette"],
  string
>;

/** What each text colour is read against, for the ratio shown beside it. */
const READ_ON: Partial<Record<keyof ColourSet, keyof ColourSet>> = { ink: "paper", muted: "paper", accent: "paper", accentInk: "accent" };

function ColourInput(props: {
  label: string;
  value: string;
  ratio: number | null;
  onChange: (value: string) => void;
  isDisabled: boolean;
  error?: string | undefined;
}) {
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

function ColourSetFields({ title, group }: { title: string; group: FieldGroup<ColourSet> }) {
  const problems = contrastProblems(group.value, title);
  return (
    <fieldset className="design-colours">
      <legend>{title}</legend>
      {(Object.keys(COLOUR_NAMES) as (keyof ColourSet)[]).map((key) => {
        const background = READ_ON[key];
        return (
          <ColourInput
            key={key}
            label={COLOUR_NAMES[key]}
            ratio={background ? contrastRatio(group.value[key], group.value[background]) : null}
            {...fieldOf(group, key)}
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

/** The colour sets the styles hold, with the words naming each on the screen and in contrast messages. */
const COLOUR_SETS = { light: "Light sections", dark: "Dark sections" } as const;

/** The colours section: a named theme, or colours picked one by one with their contrast checked as they are picked. */
export function ColourFields({ group }: { group: FieldGroup<SiteStyles> }) {
  return (
    <>
      <ChoiceField
        label="Colour theme"
        value={group.value.palette}
        choices={THEME_NAMES}
        isDisabled={group.isDisabled}
        onChange={(palette) =>
          group.onChange(palette === "custom" ? { palette } : { palette, light: { ...PALETTES[palette].light }, dark: { ...PALETTES[palette].dark } })
        }
        description="Picking a colour below makes the theme your own."
      />
      {(Object.keys(COLOUR_SETS) as (keyof typeof COLOUR_SETS)[]).map((part) => {
        const colours = partOf(group, part);
        return (
          <ColourSetFields
            key={part}
            title={COLOUR_SETS[part]}
            group={{ ...colours, onChange: (change) => group.onChange({ palette: "custom", [part]: { ...colours.value, ...change } }) }}
          />
        );
      })}
    </>
  );
}
