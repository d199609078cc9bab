/**
 * Console-level messages of the visitor runtime (spec 1 §8), worded exactly as the spec gives them,
 * with "Tessera.load" where the spec names the original product's global object.
 */
export const CONSOLE_MESSAGES = {
  secondRun: "Detected second run, this is bad.",
  assumedWindowContext: "Tessera.load running with an assumed window context!",
  commerceRollupMissing: "Commerce rollup not loaded, exiting initializeCommerce() invocation.",
  noButtonInNode: "Careful, there was no button found inside this node!",
  formRenderFailed: "Could not render form",
  soundCloudUrlUnparsable: "Issue parsing SoundCloud url",
  fontNoLongerInTypekit: "Requested font no longer in Typekit",
} as const;

/** Logged when a lazily loaded module fails; the spec writes the names as "...". */
export function unableToLoadModule(moduleName: string, trigger: string): string {
  return `Unable to load module ${moduleName} for trigger ${trigger}`;
}
