import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/client";
import { submissionProblems } from "./formSubmission";

describe("what stops a dialog's form", () => {
  it("is nothing when the save went through, so the dialog closes", async () => {
    const saved: string[] = [];
    expect(
      await submissionProblems(async () => {
        saved.push("ann@example.com");
      }),
    ).toBeNull();
    expect(saved).toEqual(["ann@example.com"]);
  });

  it("is nothing when the check returned no problems", async () => {
    expect(await submissionProblems(async () => ({}))).toBeNull();
  });

  it("is the check's problems by field, before anything is saved", async () => {
    expect(await submissionProblems(async () => ({ title: "Give the page a title." }))).toEqual({ title: "Give the page a title." });
  });

  it("is the fields the server refused", async () => {
    const refuse = async () => {
      throw new ApiError("Some fields are not valid.", 400, "invalid", { urlSlug: "Another page already uses this URL." });
    };
    expect(await submissionProblems(refuse)).toEqual({ urlSlug: "Another page already uses this URL." });
  });

  it("is the server's message as the form-wide problem when no field is named", async () => {
    const refuse = async () => {
      throw new ApiError("You can no longer change this site.", 403, "forbidden");
    };
    expect(await submissionProblems(refuse)).toEqual({ form: "You can no longer change this site." });
  });

  it("throws on a fault that is not a refused call", async () => {
    const fault = async () => {
      throw new TypeError("values.title is undefined");
    };
    await expect(submissionProblems(fault)).rejects.toThrow("values.title is undefined");
  });
});
