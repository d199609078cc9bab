/** The class names and attributes the product view renders and the product island looks for. */
export const PRODUCT_DOM = {
  form: "tsr-product__form",
  status: "tsr-product__status",
  /** On each variant's price line and stock line, naming the variant they belong to. */
  variantPart: "data-variant-part",
  /** On a variant's radio input: the most one cart line may hold of it. */
  maxQuantity: "data-max-quantity",
  /** On the quantity stepper's buttons: how much one press adds (1 or -1). */
  step: "data-step",
  /** The gallery's main picture. */
  mainPicture: "data-main-picture",
  /** The link around the main picture, to the picture at its largest (the product island opens it in a dialog). */
  zoomLink: "data-zoom-link",
  /** Inside the zoom link: the words that name it. */
  zoomLabel: "data-zoom-label",
  /** On each gallery thumbnail button: the picture it shows. */
  thumbnail: "data-thumbnail",
  /** On each gallery thumbnail button: the alt text of the picture it shows. */
  thumbnailAlt: "data-thumbnail-alt",
} as const;
