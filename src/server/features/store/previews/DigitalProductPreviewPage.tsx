import type { StoreMailPreview } from "./storeMailPreviews";
import { MailShown } from "./StoreMailPreviewPage";

/**
 * The digital product composer preview (page type 210), for owners: what a buyer of one
 * digital product gets, its name and price as sold, the file it delivers (to open and check)
 * and the order confirmation carrying its download link, made by the real template.
 */
export function DigitalProductPreviewPage(props: { name: string; price: string; downloadPath: string; confirmation: StoreMailPreview }) {
  return (
    <div className="tsr-container tsr-order tsr-mail-previews">
      <h1>Digital product preview</h1>
      <p>
        What a customer who buys <strong>{props.name}</strong> ({props.price}) receives. Only you and your team see this page.
      </p>
      <h2>The file delivered</h2>
      {props.downloadPath ? (
        <p>
          <a href={props.downloadPath}>Open the file this product delivers</a> ({props.downloadPath})
        </p>
      ) : (
        <p>This product has no file yet. Add one in the product editor, or buyers get nothing to download.</p>
      )}
      <MailShown mail={props.confirmation} />
    </div>
  );
}
