import { ToggleButton, ToggleButtonGroup, type Key } from "react-aria-components";

/**
 * On screens too narrow for the panel and the site preview side by side, the choice of which of
 * the two is shown (admin.css shows the switch and hides the other below 1024 px).
 */
export function PanelPreviewSwitch(props: { preview: boolean; onChange: (preview: boolean) => void }) {
  const change = (keys: Set<Key>) => {
    const [shown] = [...keys];
    if (shown) props.onChange(shown === "preview");
  };
  return (
    <section className="view-switch" aria-label="Panel or preview">
      <ToggleButtonGroup
        className="segmented"
        aria-label="Show"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[props.preview ? "preview" : "panel"]}
        onSelectionChange={change}
      >
        <ToggleButton className="segment" id="panel">
          Panel
        </ToggleButton>
        <ToggleButton className="segment" id="preview">
          Preview
        </ToggleButton>
      </ToggleButtonGroup>
    </section>
  );
}
