import { useState } from "react";
import type { PageSummary } from "../../api/pages";
import { ReviewPanel } from "../../shell/review/ReviewPanel";
import { StatusBadge } from "../../shell/review/StatusBadge";
import { FormDialog } from "../../shell/ui/FormDialog";
import { RadioField } from "../../shell/ui/RadioField";

/**
 * Who sees a page: its state (Available, Hidden, Needs Review, Private), everyone or only the
 * site's signed-in contributors (Private, for whoever may publish), and its review: an editor
 * submits a hidden page, an admin approves it or sends it back with a note.
 */
export function PageVisibilityDialog(props: {
  page: PageSummary;
  canWrite: boolean;
  canPublish: boolean;
  onSave: (makePrivate: boolean) => Promise<void>;
  onReviewed: (message: string) => void;
  onClose: () => void;
}) {
  const { page } = props;
  const [audience, setAudience] = useState(page.label === "Private" ? "private" : "everyone");
  const mayChooseAudience = props.canPublish && page.kind === "page" && (page.label === "Available" || page.label === "Private");
  return (
    <FormDialog
      title={`Visibility of ${page.title}`}
      submitLabel="Save"
      onClose={props.onClose}
      onSubmit={() => props.onSave(audience === "private")}
      canSubmit={mayChooseAudience}
    >
      {() => (
        <>
          <p>
            Now: <StatusBadge label={page.label} />
          </p>
          {mayChooseAudience ? (
            <RadioField
              label="Who sees this page"
              value={audience}
              options={[
                ["everyone", "Everyone (Available)"],
                ["private", "Signed-in contributors only (Private)"],
              ]}
              onChange={setAudience}
            />
          ) : null}
          {page.label === "Hidden" && props.canPublish ? <p className="field-help">Publish the page from the block editor to make it Available.</p> : null}
          <ReviewPanel
            ownerId={page.id}
            what="page"
            label={page.label}
            reviewNote={page.reviewNote}
            canWrite={props.canWrite}
            canPublish={props.canPublish}
            onDone={props.onReviewed}
          />
        </>
      )}
    </FormDialog>
  );
}
