/** Messages of the generic data layer and its system error overlay (spec 1 §8). */
export const DATA_LAYER_MESSAGES = {
  unauthorized: "Unauthorized request",
  internalServerError: "Internal server error. Please try again later.",
  serviceUnavailable: "This service is temporarily unavailable. Please try again later.",
  /** Ends with the single ellipsis character U+2026. */
  unableToConnect: "Unable to connect\u2026",
  /** The overlay's generic heading, used when the response is flagged cleaned. */
  somethingWentWrong: "Something Went Wrong!",
  reloadPageButton: "Reload Page",
  clearButton: "Clear",
} as const;

/** The overlay text for a response that is not valid JSON. */
export function unparsableResponse(url: string, message: string): string {
  return `Internal Error: Unable to parse server response from (${url}) as JSON: ${message}`;
}

/** The message for a failed call's status: 401/403 unauthorized, 500/501 server error, 503 unavailable, else unable to connect. */
export function dataLayerStatusMessage(status: number): string {
  switch (status) {
    case 401:
    case 403:
      return DATA_LAYER_MESSAGES.unauthorized;
    case 500:
    case 501:
      return DATA_LAYER_MESSAGES.internalServerError;
    case 503:
      return DATA_LAYER_MESSAGES.serviceUnavailable;
    default:
      return DATA_LAYER_MESSAGES.unableToConnect;
  }
}
