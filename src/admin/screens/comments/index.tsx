import { useState } from "react";
import { Button } from "react-aria-components";
import type { CommentState } from "../../../domain/comments/commentRules";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { ApiError } from "../../api/client";
import { commentsApi, type QueuedComment } from "../../api/comments";
import { useCan } from "../../shell/access";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { EmptyState, Notice } from "../../shell/ui/states";
import { Tabs } from "../../shell/ui/Tabs";
import { useLoad } from "../../shell/useLoad";
import { EraseDialog } from "./EraseDialog";
import { ReplyDialog } from "./ReplyDialog";
import "../../styles/screens.css";

const PAGE_SIZE = 50;

type Move = "approve" | "spam" | "delete";

/** The moves offered on a comment in each state, with their buttons' words. */
const MOVES: Record<Exclude<CommentState, "deleted">, readonly [Move, string][]> = {
  pending: [
    ["approve", "Approve"],
    ["spam", "Spam"],
    ["delete", "Delete"],
  ],
  published: [
    ["spam", "Spam"],
    ["delete", "Delete"],
  ],
  spam: [
    ["approve", "Not spam"],
    ["delete", "Delete"],
  ],
};

const DONE: Record<Move, string> = { approve: "published", spam: "marked as spam", delete: "deleted" };

const EMPTY: Record<Exclude<CommentState, "deleted">, string> = {
  pending: "No comments await moderation. New ones from first-time commenters appear here.",
  published: "No comments are published yet.",
  spam: "Nothing is marked as spam.",
};

const when = (comment: QueuedComment) => new Date(comment.createdAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The comments in one state, a page at a time, each with the moves a moderator may make. */
function CommentList(props: { state: Exclude<CommentState, "deleted">; canWrite: boolean }) {
  const [offset, setOffset] = useState(0);
  const page = useLoad(() => commentsApi.list(props.state, PAGE_SIZE, offset), [offset, props.state]);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [replying, setReplying] = useState<QueuedComment | null>(null);

  const move = async (comment: QueuedComment, action: Move) => {
    setBusy(comment.id);
    try {
      await commentsApi.moderate(comment.id, action);
      setNotice({ tone: "success", text: `The comment by ${comment.authorName} is ${DONE[action]}.` });
    } catch (error) {
      setNotice({ tone: "error", text: error instanceof ApiError ? error.message : "Unable to connect…" });
    } finally {
      setBusy(null);
      if (page.status === "ready") page.reload();
    }
  };

  const columns: DataColumn<QueuedComment>[] = [
    {
      id: "comment",
      header: "Comment",
      cell: (comment) => (
        <div className="comment-cell">
          <strong>
            {comment.authorName} <span className="field-help">{comment.authorEmail}</span>
          </strong>
          <span className="field-help">
            On “{comment.postTitle}”, {when(comment)}
            {comment.parentId ? ", a reply" : ""}
          </span>
          <p className="comment-body">{comment.body}</p>
        </div>
      ),
    },
    {
      id: "actions",
      header: "Actions",
      hideHeader: true,
      className: "cell-actions",
      cell: (comment) =>
        props.canWrite ? (
          <div className="comment-actions">
            {MOVES[props.state].map(([action, label]) => (
              <Button
                key={action}
                className={action === "approve" ? "btn btn-primary" : action === "delete" ? "btn btn-danger" : "btn"}
                isDisabled={busy === comment.id}
                onPress={() => void move(comment, action)}
              >
                {label}
              </Button>
            ))}
            {props.state === "published" ? (
              <Button className="btn" onPress={() => setReplying(comment)}>
                Reply
              </Button>
            ) : null}
          </div>
        ) : null,
    },
  ];

  return (
    <>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <DataTable
        caption="Comments"
        columns={columns}
        rows={page.status === "ready" ? page.data.comments : page}
        rowKey={(comment) => comment.id}
        stacksOnPhone
        empty={<EmptyState title="Nothing here">{EMPTY[props.state]}</EmptyState>}
        paging={page.status === "ready" ? { total: page.data.total, offset, limit: PAGE_SIZE, onOffset: setOffset } : undefined}
      />
      {replying ? (
        <ReplyDialog
          comment={replying}
          onClose={() => setReplying(null)}
          onReplied={() => {
            setNotice({ tone: "success", text: `Your reply to ${replying.authorName} is published.` });
            if (page.status === "ready") page.reload();
          }}
        />
      ) : null}
    </>
  );
}

/**
 * The moderation queue of the blog's comments, for admins and moderators (viewers look): the
 * comments awaiting moderation, published and marked as spam, each approved, marked as spam,
 * deleted or answered; and deleting every comment of an address when its writer asks.
 */
export default function CommentsScreen() {
  const canWrite = useCan(PERMISSION.COMMENTS, "write");
  const [erasing, setErasing] = useState(false);
  const [erased, setErased] = useState<string | null>(null);
  return (
    <div className="screen">
      <div className="screen-head">
        <h1 className="screen-title">Comments</h1>
        {canWrite ? (
          <Button className="btn" onPress={() => setErasing(true)}>
            Delete someone&apos;s comments
          </Button>
        ) : null}
      </div>
      <p className="field-help">
        Comments visitors write on blog posts. A first comment from an address waits here for approval; once one is approved, that address&apos;s next comments
        are published at once.
      </p>
      {erased ? <Notice tone="success">{erased}</Notice> : null}
      <Tabs
        label="Comments by state"
        sections={[
          { id: "pending", title: "Awaiting moderation", content: <CommentList state="pending" canWrite={canWrite} /> },
          { id: "published", title: "Published", content: <CommentList state="published" canWrite={canWrite} /> },
          { id: "spam", title: "Spam", content: <CommentList state="spam" canWrite={canWrite} /> },
        ]}
      />
      {erasing ? (
        <EraseDialog
          onClose={() => setErasing(false)}
          onErased={(email, deleted) => setErased(deleted === 1 ? `1 comment by ${email} is deleted.` : `${deleted} comments by ${email} are deleted.`)}
        />
      ) : null}
    </div>
  );
}
