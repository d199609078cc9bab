import { CONTROL_SCRIPT_WORDS as SCRIPT } from "../messages/controlWords";

/**
 * The names of the controls and parts of a page that screen readers announce (on pictures,
 * videos and maps, the close buttons of the page's dialogs and bars, the popup, bars and cookie
 * banner, lists and charts), in the primary language, each with what the translation screen
 * calls it. They are part of the store's words (storeTexts.ts), so one translation holds them all.
 */
export const CONTROL_TEXT_SOURCES = {
  gallerySlidePrevious: ["Previous slide", "Pictures, videos and maps: the gallery's previous button, spoken"],
  gallerySlideNext: ["Next slide", "Pictures, videos and maps: the gallery's next button, spoken"],
  gallerySlideNumber: ["Slide {number}", "Pictures, videos and maps: a gallery slide without alt text or title, spoken ({number} is its place)"],
  galleryName: ["Gallery", "Pictures, videos and maps: a gallery's spoken name when its first slide has no title"],
  galleryNamed: ["Gallery: {title}", "Pictures, videos and maps: a gallery's spoken name ({title} is its first slide's title)"],
  openPictureFullScreen: [
    "Open {picture} full screen",
    "Pictures, videos and maps: the button opening a picture in the lightbox, spoken ({picture} is its alt text or title)",
  ],
  openImageFullScreen: ["Open image full screen", "Pictures, videos and maps: the button opening a picture without alt text in the lightbox, spoken"],
  pictureShow: ["Show picture {number} of {count}", "Pictures, videos and maps: a product's thumbnail button, spoken"],
  playVideo: ["Play video", "Pictures, videos and maps: a video's play button, spoken"],
  playVideoTitled: ["Play video: {title}", "Pictures, videos and maps: a video's play button, spoken ({title} is the video's title)"],
  closeButton: [SCRIPT.closeButton, "Pictures, videos and maps: the close button of the lightbox, picture dialog, popup and language bar, spoken"],
  lightboxPrevious: [SCRIPT.lightboxPrevious, "Pictures, videos and maps: the lightbox's previous button, spoken"],
  lightboxNext: [SCRIPT.lightboxNext, "Pictures, videos and maps: the lightbox's next button, spoken"],
  lightboxViewer: [SCRIPT.lightboxViewer, "Pictures, videos and maps: the lightbox's spoken name"],
  captionShow: [SCRIPT.captionShow, "Pictures, videos and maps: the lightbox's button that shows the caption, spoken"],
  captionHide: [SCRIPT.captionHide, "Pictures, videos and maps: the lightbox's button that hides the caption, spoken"],
  picturePrevious: [SCRIPT.picturePrevious, "Pictures, videos and maps: a product's large pictures, previous button, spoken"],
  pictureNext: [SCRIPT.pictureNext, "Pictures, videos and maps: a product's large pictures, next button, spoken"],
  pictureDialog: [SCRIPT.pictureDialog, "Pictures, videos and maps: a product's large pictures, the dialog's spoken name"],
  picturePlace: [SCRIPT.picturePlace, "Pictures, videos and maps: a product's large pictures, which one is shown ({number} of {count})"],
  pictureZoomOf: [SCRIPT.pictureZoomOf, "Pictures, videos and maps: the link to a product's picture larger, one of several, spoken ({number} of {count})"],
  pictureZoom: [SCRIPT.pictureZoom, "Pictures, videos and maps: the link to a product's only picture larger, spoken"],
  marqueePause: [SCRIPT.marqueePause, "Pictures, videos and maps: the scrolling text's pause button"],
  marqueePlay: [SCRIPT.marqueePlay, "Pictures, videos and maps: the scrolling text's play button"],
  backgroundVideoPlay: [SCRIPT.backgroundVideoPlay, "Pictures, videos and maps: a section's background video play button"],
  backgroundVideoPause: [SCRIPT.backgroundVideoPause, "Pictures, videos and maps: a section's background video pause button"],
  mapOfAddress: [SCRIPT.mapOfAddress, "Pictures, videos and maps: a map's spoken name ({address} is its address)"],
  mapUnnamed: [SCRIPT.mapUnnamed, "Pictures, videos and maps: a map's spoken name without an address"],
  videoPlayer: [SCRIPT.videoPlayer, "Pictures, videos and maps: a video's player without a title, spoken"],
  mapOpen: ["Open in a map", "Pictures, videos and maps: a map's link to the place on a map"],
  mapNewWindow: ["(new window)", "Pictures, videos and maps: said after a map's link, which opens a new window"],
  recordingBy: ["{title} by {artist}", "Page parts: a recording's player, spoken ({title} and {artist} are the recording's)"],
  linkNewTab: ["(opens in a new tab)", "Page parts: said after a link block's link the owner opens in a new tab"],
  skipToContent: ["Skip to content", "Page parts: the first link, for keyboards, to the page's content"],
  albumTracks: ["Tracks of {title}", "Page parts: an album's track list, spoken ({title} is the album's title)"],
  chartBar: [
    "Bar chart of {columns} columns over {rows} rows; the table that follows holds its values.",
    "Page parts: a bar chart's spoken description ({columns} and {rows} are its numbers of columns and rows)",
  ],
  chartLine: [
    "Line chart of {columns} columns over {rows} rows; the table that follows holds its values.",
    "Page parts: a line chart's spoken description ({columns} and {rows} are its numbers of columns and rows)",
  ],
  chartPie: [
    "Pie chart of {column} by {rows} rows; the table that follows holds its values.",
    "Page parts: a pie chart's spoken description ({column} is its column's name, {rows} its number of rows)",
  ],
  socialLinks: ["Social links", "Page parts: the footer's and social links block's list of profiles, spoken"],
  menuSections: ["Menu sections", "Page parts: a restaurant menu's tabs, spoken"],
  popupName: [SCRIPT.popupName, "Page parts: the popup's spoken name when it has no title or form"],
  announcementName: [SCRIPT.announcementName, "Page parts: the announcement bar's spoken name"],
  contactBarName: [SCRIPT.contactBarName, "Page parts: the contact bar on phones, its spoken name"],
  contactBarCall: [SCRIPT.contactBarCall, "Page parts: the contact bar on phones, its call link"],
  contactBarEmail: [SCRIPT.contactBarEmail, "Page parts: the contact bar on phones, its email link"],
  cookieBannerName: [SCRIPT.cookieBannerName, "Page parts: the cookie banner's spoken name"],
} as const satisfies Record<string, readonly [string, string]>;
