import type { LanguageSwitcherSettings } from "./schema";

/** The catalogue's picture of a language switcher: three language names in a row, the first current. */
export function LanguageSwitcherPreview(_props: { example: LanguageSwitcherSettings }) {
  return (
    <span className="preview-tabs">
      <span className="preview-tab preview-tab--selected">English</span>
      <span className="preview-tab">Français</span>
      <span className="preview-tab">Deutsch</span>
    </span>
  );
}
