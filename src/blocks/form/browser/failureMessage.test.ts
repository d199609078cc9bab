import { describe, expect, it } from "vitest";
import { FORM_MESSAGES, FORM_STATUS_MESSAGES } from "../../../domain/messages/formMessages";
import { failureMessage } from "./failureMessage";

describe("what a failed submission shows", () => {
  it("marks fields for a 400 with an errors map", () => {
    expect(failureMessage(400, { error: "x", errors: { email: "Bad" } })).toEqual({ kind: "fields", errors: { email: "Bad" } });
  });

  it("uses the spec's text for 401, 404, 429 and 500, whatever the server said", () => {
    for (const status of [401, 404, 429, 500] as const) {
      expect(failureMessage(status, { error: "server words" })).toEqual({ kind: "message", text: FORM_STATUS_MESSAGES[status] });
    }
  });

  it("shows the server's error as it is otherwise, else the unknown-error message", () => {
    expect(failureMessage(400, { error: FORM_MESSAGES.fieldsUnparsable })).toEqual({ kind: "message", text: FORM_MESSAGES.fieldsUnparsable });
    expect(failureMessage(400, { error: "x", errors: {} })).toEqual({ kind: "message", text: "x" });
    expect(failureMessage(413, { error: "The request is too large." })).toEqual({ kind: "message", text: "The request is too large." });
    expect(failureMessage(502, "<html>Bad gateway</html>")).toEqual({ kind: "message", text: FORM_MESSAGES.unknownError });
    expect(failureMessage(0, null)).toEqual({ kind: "message", text: FORM_MESSAGES.unknownError });
  });
});
