/**
 * Tessera's own bounds of the summary block and its refresh call (the specs give none): how many
 * items a summary shows at most and by default, how many more "Show more" adds, and how long the
 * widgetJSON of `POST /api/widget/GetWidgetRendering` may be.
 */
export const SUMMARY_LIMITS = {
  maxItems: 24,
  defaultItems: 6,
  moreItems: 6,
  widgetJsonCharacters: 16_000,
} as const;
