import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/client";
import { formCallFailure } from "./formCallFailure";

describe("the form builder's words for a failed call", () => {
  it("asks to check the connection when the network did not carry the call", () => {
    const lost = new ApiError("Network error", 0, "network");
    expect(formCallFailure("open", lost)).toBe("Unable to open form. Please check your internet connection.");
    expect(formCallFailure("update", lost)).toBe("Unable to update form. Please check your internet connection.");
  });

  it("asks to try again when the server failed", () => {
    const failed = new ApiError("Internal server error. Please try again later.", 500, "error");
    expect(formCallFailure("open", failed)).toBe("Unable to open form. Please try again.");
    expect(formCallFailure("update", new ApiError("This service is temporarily unavailable.", 503, "error"))).toBe("Unable to update form. Please try again.");
    expect(formCallFailure("update", new Error("unexpected"))).toBe("Unable to update form. Please try again.");
  });

  it("gives the server's reason for a refusal it explains", () => {
    expect(formCallFailure("open", new ApiError("No such form.", 404, "not_found"))).toBe("Unable to open form. No such form.");
  });
});
