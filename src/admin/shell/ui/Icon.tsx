import { ICON_PATHS, type IconName } from "../../../browser/icons";

/** One drawn icon of the configuration area (inline SVG, never a font glyph); its button or label carries the name. */
export function Icon(props: { name: IconName; size?: number }) {
  const size = props.size ?? 14;
  return (
    <svg viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[props.name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The box of a checkbox with its tick drawn in, shown by the styles only when the checkbox is selected. */
export function CheckboxBox() {
  return (
    <span className="checkbox-box" aria-hidden="true">
      <Icon name="check" size={12} />
    </span>
  );
}
