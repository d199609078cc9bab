import { useState } from "react";
import { COMMENT_LIMITS } from "../../../domain/comments/commentRules";
import { commentsApi, type QueuedComment } from "../../api/comments";
import { FormDialog } from "../../shell/ui/FormDialog";
import { TextInput } from "../../shell/ui/TextInput";

/** Answers a comment on the post, in the signed-in person's name; the reply is published at once. */
export function ReplyDialog(props: { comment: QueuedComment; onReplied: () => void; onClose: () => void }) {
  const [body, setBody] = useState("");
  return (
    <FormDialog
      title={`Reply to ${props.comment.authorName}`}
      submitLabel="Publish reply"
      onClose={props.onClose}
      onSubmit={async () => {
        await commentsApi.reply(props.comment.id, body);
        props.onReplied();
      }}
    >
      {(errors) => (
        <>
          <blockquote className="comment-quote">{props.comment.body}</blockquote>
          <TextInput label="Your reply" value={body} onChange={setBody} error={errors.body} multiline isRequired autoFocus maxLength={COMMENT_LIMITS.body} />
        </>
      )}
    </FormDialog>
  );
}
