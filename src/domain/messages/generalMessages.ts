/** General strings of the widget layer and admin (spec 2 §8). */
export const GENERAL_MESSAGES = {
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
} as const;
