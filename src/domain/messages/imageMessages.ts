/** Image loader errors (spec 2 §8). */
export const IMAGE_MESSAGES = {
  notAnImageElement: "Element is not a valid image element.",
  invalidSource: "Invalid or missing image source.",
  noParentNode: "Image element has no parentNode.",
} as const;
