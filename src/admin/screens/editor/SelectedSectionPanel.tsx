import { Button } from "react-aria-components";
import type { Section } from "../../../blocks/sections/sectionModel";
import { SectionPanel } from "./sections/SectionPanel";
import type { LayoutEditor } from "./useLayoutEditor";

/** The panel of the selected section: named by its place on the page, with its style's settings and the way back to all sections. */
export function SelectedSectionPanel(props: { section: Section; number: number; editor: LayoutEditor; canWrite: boolean; onClose: () => void }) {
  const { section, editor } = props;
  return (
    <section className="stack" aria-labelledby="section-panel-title">
      <div className="row">
        <Button className="btn btn-small" onPress={props.onClose} autoFocus>
          ← All sections
        </Button>
      </div>
      <h2 id="section-panel-title" className="section-title">
        Section {props.number}
      </h2>
      <SectionPanel
        style={section.style}
        isDisabled={!props.canWrite}
        onChange={(style) => editor.dispatch({ type: "setSectionStyle", id: section.id, style, at: Date.now() })}
      />
    </section>
  );
}
