import { useState } from "react";
import { sectionLibraryApi } from "../../../api/sectionLibrary";
import { FormDialog } from "../../../shell/ui/FormDialog";
import { RadioField } from "../../../shell/ui/RadioField";
import { SelectField } from "../../../shell/ui/SelectField";
import { TextInput } from "../../../shell/ui/TextInput";

/** A section of the page the owner may save, with a label saying which it is. */
export interface SavableSection {
  id: string;
  label: string;
}

/**
 * "Save to library": names a section of the page and saves it as a copy (to insert elsewhere)
 * or as a shared section (the page then places it, and every page placing it follows its edits).
 */
export function SaveSectionDialog(props: {
  ownerId: string;
  version: number;
  sections: readonly SavableSection[];
  onSaved: (name: string) => void;
  onClose: () => void;
}) {
  const [sectionId, setSectionId] = useState(props.sections[0]?.id ?? "");
  const [name, setName] = useState("");
  const [kind, setKind] = useState<"copy" | "shared">("copy");
  return (
    <FormDialog
      title="Save a section to the library"
      submitLabel="Save to library"
      onClose={props.onClose}
      onSubmit={async () => {
        const saved = await sectionLibraryApi.saveFromPage({ ownerId: props.ownerId, version: props.version, sectionId, name, kind });
        props.onSaved(saved.section.name);
      }}
    >
      {(errors) => (
        <>
          <SelectField label="Section" value={sectionId} onChange={setSectionId} options={props.sections.map((s) => ({ value: s.id, label: s.label }))} />
          <TextInput label="Name" value={name} onChange={setName} error={errors.name} isRequired autoFocus maxLength={80} />
          <RadioField
            label="Save as"
            value={kind}
            onChange={(value) => setKind(value === "shared" ? "shared" : "copy")}
            options={[
              ["copy", "A copy to insert on other pages"],
              ["shared", "A shared section, the same on every page"],
            ]}
          />
        </>
      )}
    </FormDialog>
  );
}
