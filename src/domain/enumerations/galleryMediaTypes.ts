/** Media types of a gallery item (spec 2 §3), telling where an item's picture or video comes from. */
export const GALLERY_MEDIA_TYPE = {
  IMAGE_EMPTY: "imageEmpty",
  IMAGE_FILE: "imageFile",
  IMAGE_LICENSED: "imageLicensed",
  IMAGE_REUSED: "imageReused",
  ASSET_REUSED: "assetReused",
  VIDEO: "video",
} as const;

/** A gallery item media type, e.g. "imageFile". */
export type GalleryMediaType = (typeof GALLERY_MEDIA_TYPE)[keyof typeof GALLERY_MEDIA_TYPE];
