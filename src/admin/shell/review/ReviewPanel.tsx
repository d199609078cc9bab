import { useState } from "react";
import { Button } from "react-aria-components";
import { REVIEW_NOTE_REQUIRED } from "../../../domain/api/publishReviews";
import { publishReviewsApi } from "../../api/publishReviews";
import { FormError } from "../ui/FormError";
import { submissionProblems } from "../ui/formSubmission";
import { TextInput } from "../ui/TextInput";

/**
 * The review of a page or post in its settings: the note it was sent back with; for an editor
 * (who may not publish) Submit for review while it is hidden; for an admin, while it is in
 * review, Approve or Send back with a note. `onDone` gets what to announce.
 */
export function ReviewPanel(props: {
  ownerId: string;
  what: "page" | "post";
  label: string;
  reviewNote: string | null;
  canWrite: boolean;
  canPublish: boolean;
  onDone: (message: string) => void;
}) {
  const [note, setNote] = useState("");
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const run = async (step: () => Promise<unknown>, done: string) => {
    setBusy(true);
    const found = await submissionProblems(async () => {
      await step();
    });
    setBusy(false);
    if (found) return setProblems(found);
    props.onDone(done);
  };
  const mayDecide = props.canPublish && props.label === "Needs Review";
  const maySubmit = props.canWrite && !props.canPublish && props.label === "Hidden";
  if (!mayDecide && !maySubmit && !props.reviewNote) return null;
  return (
    <section className="review-panel" aria-label="Review">
      {props.reviewNote ? (
        <div className="review-note" role="note">
          <strong>Sent back with this note:</strong>
          <p>{props.reviewNote}</p>
        </div>
      ) : null}
      {maySubmit ? (
        <>
          <p className="field-help">Only an admin publishes. Submit the {props.what} and the site&apos;s admins are mailed to review it.</p>
          <Button className="btn btn-primary" isDisabled={busy} onPress={() => run(() => publishReviewsApi.submit(props.ownerId), "Submitted for review.")}>
            Submit for review
          </Button>
        </>
      ) : null}
      {mayDecide ? (
        <>
          <p className="field-help">An editor submitted this {props.what}. Approve it to publish it, or send it back with a note; the editor is mailed.</p>
          <Button className="btn btn-primary" isDisabled={busy} onPress={() => run(() => publishReviewsApi.approve(props.ownerId), "Approved and published.")}>
            Approve
          </Button>
          <TextInput label="Note for the editor" multiline value={note} onChange={setNote} error={problems.note} />
          <Button
            className="btn"
            isDisabled={busy}
            onPress={() =>
              note.trim() === ""
                ? setProblems({ note: REVIEW_NOTE_REQUIRED })
                : run(() => publishReviewsApi.sendBack(props.ownerId, note), "Sent back to the editor.")
            }
          >
            Send back
          </Button>
        </>
      ) : null}
      <FormError message={problems.form} />
    </section>
  );
}
