/**
 * The attributes by which blocks ask the visitor runtime for its shared widgets (spec 2 §4, §9),
 * so the server rendering and the runtime name them the same way.
 */

/** On an element with a tooltip: the id of its role=tooltip element (also named by aria-describedby). */
export const TOOLTIP_ATTRIBUTE = "data-tooltip";

/** On a link: the question a confirm-or-cancel dialog asks before the link is followed. */
export const CONFIRM_ATTRIBUTE = "data-confirm";
