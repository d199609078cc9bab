/** The attributes and class names the shop grid renders and the quick view island looks for. */
export const QUICK_VIEW_DOM = {
  /** On each product's "Quick view" button, naming the product. */
  button: "data-quick-view",
  /** On the template holding each product's view, naming the product. */
  template: "data-quick-view-template",
  /** The product's view inside the dialog. */
  view: "tsr-quick-view",
} as const;

/** The island the shop grid loads for its quick views. */
export const QUICK_VIEW_ISLAND = "quick-view";
