/** The class names the product view renders and the product island looks for. */
export const PRODUCT_DOM = {
  form: "tsr-product__form",
  status: "tsr-product__status",
} as const;
