import { describe, expect, it } from "vitest";
import { GENERAL_MESSAGES } from "./generalMessages";

describe("GENERAL_MESSAGES", () => {
  it("pins the strings of spec 2 §8", () => {
    expect(GENERAL_MESSAGES).toEqual({
      networkError: "Network error",
      unableToLoadResults: "Unable to load results",
      unableToLoadFonts: "Unable to load fonts",
      unableToLoadCollections: "Unable to load collections",
      noJobResponseData: "No response data from job request",
      fileUploadIncomplete: "File upload failed to complete",
      fileProcessingFailed: "File processing failed",
      fileProcessingCancelled: "File processing cancelled",
      fileRenameProblem: "There was a problem while renaming your file.",
      fileUploadProblem: "There was a problem while uploading your file.",
      unableToConnect: "Unable to connect. Please try again",
      timezoneLoadFailed: "Failed to load timezone",
      vimeoBasicUnsupported: "Vimeo Basic accounts are unsupported. Please share a video from a different account.",
      codeEditingUnavailableOnAndroid: "Code editing is not available on Android.",
      disconnectMailChimp: "Disconnect MailChimp?",
    });
  });
});
