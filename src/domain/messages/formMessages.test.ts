import { describe, expect, it } from "vitest";
import { FORM_MESSAGES, FORM_STATUS_MESSAGES, emailNotValid, formStatusMessage } from "./formMessages";

describe("form messages", () => {
  it("pins every message of spec 1 §4, §5 and §8", () => {
    expect(FORM_MESSAGES).toEqual({
      processingError: "Error processing form submission. Please reload and try again.",
      unknownError: "Unknown error, please try again later.",
      captchaIncomplete: "Complete CAPTCHA before submitting.",
      submissionKeyUnavailable: "Could not get a form submission key, please try again later.",
      fieldsUnparsable: "Could not parse the form fields, please check your entries.",
      problemScrollDown: "Your form has encountered a problem. Please scroll down to review.",
      problemScrollUp: "Your form has encountered a problem. Please scroll up to review.",
      invalidFields: "One or more fields is invalid, please check your entries.",
      characterLimitExceeded: "You have exceeded the character limit.",
      submitting: "Submitting…",
      recaptchaNotSetUp: "ReCaptcha has not been set up!",
      documentDestroyed: "Document was destroyed",
    });
  });

  it("ends the in-progress text with one U+2026 character", () => {
    expect(FORM_MESSAGES.submitting).toHaveLength(11);
    expect(FORM_MESSAGES.submitting.codePointAt(10)).toBe(0x2026);
  });

  it("maps 401, 404, 429 and 500 and nothing else", () => {
    expect(FORM_STATUS_MESSAGES).toEqual({
      401: "Unable to submit form. Please try again later.",
      404: "This form has not been configured yet.",
      429: "Unable to submit form. Submission rate limit exceeded. Please try again later.",
      500: "Unable to send form. Please try again later.",
    });
    expect(formStatusMessage(429)).toBe("Unable to submit form. Submission rate limit exceeded. Please try again later.");
    expect(formStatusMessage(400)).toBeUndefined();
    expect(formStatusMessage(503)).toBeUndefined();
  });

  it("fills the email format placeholder", () => {
    expect(emailNotValid("name@example.com")).toBe("Email is not valid. Email addresses should follow the format name@example.com.");
  });
});
