import { CONTROL_SCRIPT_WORDS } from "../messages/controlWords";

/**
 * The names of the controls on pictures, videos and maps (and the close buttons of the page's
 * dialogs and bars) that screen readers announce, in the primary language, each with what the
 * translation screen calls it. They are part of the store's words (storeTexts.ts), so one
 * translation holds them all.
 */
export const CONTROL_TEXT_SOURCES = {
  gallerySlidePrevious: ["Previous slide", "Pictures, videos and maps: the gallery's previous button, spoken"],
  gallerySlideNext: ["Next slide", "Pictures, videos and maps: the gallery's next button, spoken"],
  playVideo: ["Play video", "Pictures, videos and maps: a video's play button, spoken"],
  playVideoTitled: ["Play video: {title}", "Pictures, videos and maps: a video's play button, spoken ({title} is the video's title)"],
  closeButton: [
    CONTROL_SCRIPT_WORDS.closeButton,
    "Pictures, videos and maps: the close button of the lightbox, picture dialog, popup and language bar, spoken",
  ],
  lightboxPrevious: [CONTROL_SCRIPT_WORDS.lightboxPrevious, "Pictures, videos and maps: the lightbox's previous button, spoken"],
  lightboxNext: [CONTROL_SCRIPT_WORDS.lightboxNext, "Pictures, videos and maps: the lightbox's next button, spoken"],
  picturePrevious: [CONTROL_SCRIPT_WORDS.picturePrevious, "Pictures, videos and maps: a product's large pictures, previous button, spoken"],
  pictureNext: [CONTROL_SCRIPT_WORDS.pictureNext, "Pictures, videos and maps: a product's large pictures, next button, spoken"],
  marqueePause: [CONTROL_SCRIPT_WORDS.marqueePause, "Pictures, videos and maps: the scrolling text's pause button"],
  marqueePlay: [CONTROL_SCRIPT_WORDS.marqueePlay, "Pictures, videos and maps: the scrolling text's play button"],
  backgroundVideoPlay: [CONTROL_SCRIPT_WORDS.backgroundVideoPlay, "Pictures, videos and maps: a section's background video play button"],
  backgroundVideoPause: [CONTROL_SCRIPT_WORDS.backgroundVideoPause, "Pictures, videos and maps: a section's background video pause button"],
  mapOfAddress: [CONTROL_SCRIPT_WORDS.mapOfAddress, "Pictures, videos and maps: a map's spoken name ({address} is its address)"],
  mapUnnamed: [CONTROL_SCRIPT_WORDS.mapUnnamed, "Pictures, videos and maps: a map's spoken name without an address"],
} as const satisfies Record<string, readonly [string, string]>;
