import { useState } from "react";
import { sectionLibraryApi, type LibrarySectionDraft } from "../../api/sectionLibrary";
import { FormDialog } from "../../shell/ui/FormDialog";
import { TextInput } from "../../shell/ui/TextInput";
import { textSettingsOf, withText } from "./textSettings";

/**
 * Changes the words of a library section's blocks and saves its draft (a shared section's
 * visitors see it once it is published). Places and styles are changed on a page's grid.
 */
export function EditSectionDialog(props: { entry: LibrarySectionDraft; canWrite: boolean; onSaved: () => void; onClose: () => void }) {
  const [draft, setDraft] = useState(props.entry.draft);
  const settings = textSettingsOf(props.entry.draft);
  return (
    <FormDialog
      title={`Edit “${props.entry.section.name}”`}
      submitLabel="Save draft"
      canSubmit={props.canWrite}
      onClose={props.onClose}
      onSubmit={async () => {
        await sectionLibraryApi.saveDraft(props.entry.section.id, props.entry.section.draftVersion, draft);
        props.onSaved();
      }}
      wide
    >
      {(errors) =>
        settings.length === 0 ? (
          <p className="field-help">This section has no text to change here.</p>
        ) : (
          settings.map((setting, index) => (
            <TextInput
              key={`${setting.blockId}-${setting.key}`}
              label={setting.label}
              value={String(draft.blocks.find((b) => b.id === setting.blockId)?.settings[setting.key] ?? "")}
              onChange={(value) => setDraft((current) => withText(current, setting, value))}
              error={errors[`draft.blocks[${draft.blocks.findIndex((b) => b.id === setting.blockId)}].settings.${setting.key}`]}
              multiline={setting.multiline}
              isDisabled={!props.canWrite}
              autoFocus={index === 0}
            />
          ))
        )
      }
    </FormDialog>
  );
}
