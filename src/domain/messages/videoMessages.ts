/** Video embed validation messages (spec 2 §5). */
export const VIDEO_MESSAGES = {
  invalidEmbed: "Invalid video embed.",
  customThumbnailNeedsEmbed: "Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.",
} as const;
