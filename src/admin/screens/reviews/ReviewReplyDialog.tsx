import { useState } from "react";
import { MAX_REVIEW_REPLY_LENGTH, REVIEW_STATE } from "../../../domain/commerce/productReviews";
import { reviewsApi, type OwnerReview } from "../../api/reviews";
import { FormDialog } from "../../shell/ui/FormDialog";
import { TextInput } from "../../shell/ui/TextInput";

/**
 * The shop's public reply to a review, shown under it on the product page. A review awaiting
 * moderation is published with the reply; a published or rejected one keeps its state.
 */
export function ReviewReplyDialog(props: { review: OwnerReview; onReplied: (published: boolean) => void; onClose: () => void }) {
  const [reply, setReply] = useState(props.review.reply);
  const state = props.review.state === REVIEW_STATE.REJECTED ? REVIEW_STATE.REJECTED : REVIEW_STATE.PUBLISHED;
  return (
    <FormDialog
      title={`Reply to ${props.review.authorName}`}
      submitLabel={props.review.state === REVIEW_STATE.PENDING ? "Publish with reply" : "Save reply"}
      onClose={props.onClose}
      onSubmit={async () => {
        await reviewsApi.moderate(props.review.id, state, reply);
        props.onReplied(state === REVIEW_STATE.PUBLISHED);
      }}
    >
      {(errors) => (
        <>
          <blockquote className="review-quote">{props.review.body}</blockquote>
          <TextInput
            label="Your public reply"
            value={reply}
            onChange={setReply}
            error={errors.reply}
            multiline
            autoFocus
            maxLength={MAX_REVIEW_REPLY_LENGTH}
            description="Shown under the review on the product page. Leave it empty for no reply."
          />
        </>
      )}
    </FormDialog>
  );
}
