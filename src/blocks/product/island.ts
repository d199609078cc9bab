import { mountAddToCart } from "./browser/addToCart";
import { mountProductControls } from "./browser/productControls";
import { mountPictureZoom } from "./browser/pictureZoom";
import { mountProductGallery } from "./browser/productGallery";

/** The product block's and product page's browser behaviour: gallery, the larger picture, variant pills, quantity stepper and the add-to-cart form. */
export function mount(root: HTMLElement): void {
  mountPictureZoom(root, mountProductGallery(root));
  mountProductControls(root);
  mountAddToCart(root);
}
