import { useState } from "react";
import { Button } from "react-aria-components";
import { REVIEW_STATE, type ReviewState } from "../../../domain/commerce/productReviews";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { ApiError } from "../../api/client";
import { reviewsApi, type OwnerReview } from "../../api/reviews";
import { useCan } from "../../shell/access";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { EmptyState, Notice } from "../../shell/ui/states";
import { Tabs } from "../../shell/ui/Tabs";
import { useLoad } from "../../shell/useLoad";
import { ReviewReplyDialog } from "./ReviewReplyDialog";
import { Stars } from "./Stars";
import "../../styles/screens.css";
import "./reviews.css";

const PAGE_SIZE = 50;

const EMPTY: Record<ReviewState, string> = {
  pending: "No reviews await moderation. Buyers' reviews arrive here from the review request mail, and show on product pages once you publish them.",
  published: "No reviews are published yet.",
  rejected: "No reviews are rejected.",
};

const when = (review: OwnerReview) => new Date(review.createdAt).toLocaleDateString(undefined, { dateStyle: "medium" });

/** The reviews in one state, a page at a time, each with the moves a moderator may make. */
function ReviewList(props: { state: ReviewState; canWrite: boolean }) {
  const [offset, setOffset] = useState(0);
  const page = useLoad(() => reviewsApi.list(props.state, PAGE_SIZE, offset), [offset, props.state]);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [replying, setReplying] = useState<OwnerReview | null>(null);
  const [deleting, setDeleting] = useState<OwnerReview | null>(null);

  const act = async (review: OwnerReview, action: () => Promise<unknown>, done: string) => {
    setBusy(review.id);
    try {
      await action();
      setNotice({ tone: "success", text: done });
    } catch (error) {
      setNotice({ tone: "error", text: error instanceof ApiError ? error.message : "Unable to connect. Check your connection and try again." });
    } finally {
      setBusy(null);
      if (page.status === "ready") page.reload();
    }
  };

  const columns: DataColumn<OwnerReview>[] = [
    {
      id: "review",
      header: "Review",
      cell: (review) => (
        <div className="review-cell">
          <strong>
            {review.productName} <Stars rating={review.rating} />
          </strong>
          <span className="field-help">
            By {review.authorName}, {when(review)}
          </span>
          {review.title ? <p className="review-title">{review.title}</p> : null}
          <p className="review-body">{review.body}</p>
          {review.reply ? (
            <p className="review-reply">
              <strong>Your reply:</strong> {review.reply}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      id: "actions",
      header: "Actions",
      hideHeader: true,
      className: "cell-actions",
      cell: (review) =>
        props.canWrite ? (
          <div className="review-actions">
            {review.state !== REVIEW_STATE.PUBLISHED ? (
              <Button
                className="btn btn-primary"
                isDisabled={busy === review.id}
                aria-label={`Approve the review by ${review.authorName}`}
                onPress={() =>
                  void act(review, () => reviewsApi.moderate(review.id, "published", review.reply), `The review by ${review.authorName} is published.`)
                }
              >
                Approve
              </Button>
            ) : null}
            {review.state !== REVIEW_STATE.REJECTED ? (
              <Button
                className="btn"
                isDisabled={busy === review.id}
                aria-label={`Reject the review by ${review.authorName}`}
                onPress={() =>
                  void act(review, () => reviewsApi.moderate(review.id, "rejected", review.reply), `The review by ${review.authorName} is rejected.`)
                }
              >
                Reject
              </Button>
            ) : null}
            <Button className="btn" isDisabled={busy === review.id} aria-label={`Reply to ${review.authorName}`} onPress={() => setReplying(review)}>
              Reply
            </Button>
            <Button
              className="btn btn-danger"
              isDisabled={busy === review.id}
              aria-label={`Delete the review by ${review.authorName}`}
              onPress={() => setDeleting(review)}
            >
              Delete
            </Button>
          </div>
        ) : null,
    },
  ];

  return (
    <>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <DataTable
        caption="Reviews"
        columns={columns}
        rows={page.status === "ready" ? page.data.reviews : page}
        rowKey={(review) => review.id}
        stacksOnPhone
        empty={<EmptyState title="Nothing here">{EMPTY[props.state]}</EmptyState>}
        paging={page.status === "ready" ? { total: page.data.total, offset, limit: PAGE_SIZE, onOffset: setOffset } : undefined}
      />
      {replying ? (
        <ReviewReplyDialog
          review={replying}
          onClose={() => setReplying(null)}
          onReplied={(published) => {
            setNotice({
              tone: "success",
              text: published ? `Your reply to ${replying.authorName} is published with the review.` : `Your reply to ${replying.authorName} is saved.`,
            });
            if (page.status === "ready") page.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete this review?"
        confirmLabel="Delete review"
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const review = deleting!;
          setDeleting(null);
          void act(review, () => reviewsApi.remove(review.id), `The review by ${review.authorName} is deleted.`);
        }}
      >
        {deleting ? `The review of ${deleting.productName} by ${deleting.authorName} is deleted for good, and the buyer cannot write it again.` : null}
      </ConfirmDialog>
    </>
  );
}

/**
 * The product reviews screen, for holders of product reviews (1422): buyers' reviews awaiting
 * moderation, published and rejected, each approved, rejected, answered with a public reply or
 * deleted; and every review downloaded as a CSV or JSON file.
 */
export default function ReviewsScreen() {
  const canWrite = useCan(PERMISSION.COMMERCE_PRODUCT_REVIEWS, "write");
  return (
    <div className="screen">
      <div className="screen-head">
        <h1 className="screen-title">Reviews</h1>
        <div className="row">
          <a className="btn" href={reviewsApi.csvHref} download>
            Download all as CSV
          </a>
          <a className="btn" href={reviewsApi.jsonHref} download>
            Download all as JSON
          </a>
        </div>
      </div>
      <p className="field-help">
        Reviews buyers write from the mail that asks them after an order is fulfilled. A review shows on its product page, with its stars, once you approve it.
      </p>
      <Tabs
        label="Reviews by state"
        sections={[
          { id: "pending", title: "Awaiting moderation", content: <ReviewList state="pending" canWrite={canWrite} /> },
          { id: "published", title: "Published", content: <ReviewList state="published" canWrite={canWrite} /> },
          { id: "rejected", title: "Rejected", content: <ReviewList state="rejected" canWrite={canWrite} /> },
        ]}
      />
    </div>
  );
}
