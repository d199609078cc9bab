import type { OutgoingMail } from "../mail/mailService";

/** The site and the page or post a review mail is about, and the address people open it at. */
export interface ReviewPlace {
  websiteId: string;
  siteTitle: string;
  /** The site's address, e.g. "https://bakery.example". */
  address: string;
  /** "page" or "post", as the mail names it. */
  kind: "page" | "post";
  title: string;
  path: string;
}

/** Tells an admin that an editor submitted a page or post for review. */
export function submittedMail(place: ReviewPlace, adminEmail: string, editor: string): OutgoingMail {
  return {
    websiteId: place.websiteId,
    kind: "review-submitted",
    to: adminEmail,
    subject: `Needs Review: the ${place.kind} "${place.title}" on ${place.siteTitle}`,
    text: [
      `${editor} submitted the ${place.kind} "${place.title}" (${place.address}${place.path}) for review.`,
      "",
      `Open it in the configuration area (${place.address}/config) to approve it, which publishes it, or to send it back with a note.`,
    ].join("\n"),
  };
}

/** Tells the editor who submitted a page or post that an admin approved it. */
export function approvedMail(place: ReviewPlace, editorEmail: string, scheduledFor: string | null): OutgoingMail {
  const outcome = scheduledFor ? `It publishes itself at ${scheduledFor}.` : `Visitors see it now at ${place.address}${place.path}.`;
  return {
    websiteId: place.websiteId,
    kind: "review-approved",
    to: editorEmail,
    subject: `Approved: the ${place.kind} "${place.title}" on ${place.siteTitle}`,
    text: [`An admin approved the ${place.kind} "${place.title}" you submitted for review.`, "", outcome].join("\n"),
  };
}

/** Tells the editor who submitted a page or post that an admin sent it back, with the admin's note. */
export function sentBackMail(place: ReviewPlace, editorEmail: string, note: string): OutgoingMail {
  return {
    websiteId: place.websiteId,
    kind: "review-sent-back",
    to: editorEmail,
    subject: `Sent back: the ${place.kind} "${place.title}" on ${place.siteTitle}`,
    text: [
      `An admin sent back the ${place.kind} "${place.title}" you submitted for review, with this note:`,
      "",
      note,
      "",
      `Make the changes in the configuration area (${place.address}/config) and submit it for review again.`,
    ].join("\n"),
  };
}
