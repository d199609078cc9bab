/** A dialog's or bar's close button, spoken; apart so the runtime carries this one word alone. */
export const CLOSE_WORD = "Close";

/**
 * The names scripts give the controls they make, in the primary language (the names in braces
 * are filled in): the lightbox's and picture dialog's, a product's larger picture link, a
 * video's player, the marquee's and background video's pause buttons, the map's spoken name, and the popup's, bars'
 * and cookie banner's. The page hands its own language's in the body's `data-texts`; kept apart
 * from the store's whole word list so the scripts stay small.
 */
export const CONTROL_SCRIPT_WORDS = {
  closeButton: CLOSE_WORD,
  lightboxPrevious: "Previous",
  lightboxNext: "Next",
  lightboxViewer: "Image viewer",
  captionShow: "Show caption",
  captionHide: "Hide caption",
  picturePrevious: "Previous picture",
  pictureNext: "Next picture",
  pictureDialog: "Larger picture",
  picturePlace: "Picture {number} of {count}",
  pictureZoomOf: "View picture {number} of {count} larger",
  pictureZoom: "View the picture larger",
  videoPlayer: "Video",
  marqueePause: "Pause scrolling text",
  marqueePlay: "Play scrolling text",
  backgroundVideoPlay: "Play background video",
  backgroundVideoPause: "Pause background video",
  mapOfAddress: "Map of {address}. Arrow keys move the map; plus and minus zoom.",
  mapUnnamed: "Map. Arrow keys move the map; plus and minus zoom.",
  popupName: "Popup",
  announcementName: "Announcement",
  contactBarName: "Contact",
  contactBarCall: "Call",
  contactBarEmail: "Email",
  cookieBannerName: "Cookie banner",
} as const;

/** The control names scripts make, in one language, by name. */
export type ControlScriptWords = Record<keyof typeof CONTROL_SCRIPT_WORDS, string>;
