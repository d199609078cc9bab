/** Link rules of the URL helpers (spec 1 §5, spec 2 §5). */
export const LINK_LIMITS = {
  /** A link of each kind must be shorter than this many characters, counting its whole text. */
  shorterThan: {
    tel: 50,
    sms: 1000,
    mailto: 1000,
    anchor: 100,
    javascript: 250,
    ftp: 100,
    internalPath: 150,
  },
  telMinDigits: 4,
  collectionPanelIdLength: 24,
} as const;
