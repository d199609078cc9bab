/**
 * The DOM event the editor dispatches on a block's element in its preview frame when the
 * owner changes the block's settings, with the checked settings as its detail. Islands that
 * can show a change at once (a map's options) listen for it; the rest wait for the frame's
 * reload after the draft is saved.
 */
export const BLOCK_SETTINGS_EVENT = "tessera:block-settings";
