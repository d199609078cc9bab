import { describe, expect, it } from "vitest";
import { CONTENT_STATUS_LABEL, ITEM_VISIBILITY, PUBLISH_STATE, isPublishState } from "./publishStates";

describe("publish states", () => {
  it("pins the codes of spec 2 §3", () => {
    expect(PUBLISH_STATE).toEqual({ PUBLISHED: 1, SCHEDULED: 2, NEEDS_REVIEW: 3, DRAFT: 4, PRIVATE: 5, DELETED: 6 });
    expect(isPublishState(7)).toBe(false);
  });

  it("pins the visibility strings of spec 2 §3", () => {
    expect(Object.values(ITEM_VISIBILITY)).toEqual(["draft", "published", "needs_review", "scheduled"]);
  });

  it("pins the content status labels of spec 2 §4", () => {
    expect(Object.values(CONTENT_STATUS_LABEL)).toEqual(["Scheduled", "Needs Review", "Draft", "Private"]);
  });
});
