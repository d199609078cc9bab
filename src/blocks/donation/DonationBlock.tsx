import { DONATE_PATH } from "../../domain/commerce/donations";
import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { donationSchema, type DonationSettings } from "./schema";

/**
 * The block's title and words over a real button in a form that opens the donate page
 * (`/checkout/donate?donatePageId={block id}`): a native button activates on click, Enter and
 * Space, and works without scripts.
 */
export function DonationBlock({ id, settings }: BlockRenderProps<DonationSettings>) {
  const headingId = `tsr-donation-${id}`;
  return (
    <BlockFrame id={id} type={donationSchema.type} code={donationSchema.code} className="tsr-donation">
      <form className="tsr-donation__card" method="get" action={DONATE_PATH} aria-labelledby={settings.title ? headingId : undefined}>
        {settings.title ? (
          <h2 className="tsr-donation__title" id={headingId}>
            {settings.title}
          </h2>
        ) : null}
        {settings.description ? <p className="tsr-donation__description">{settings.description}</p> : null}
        <input type="hidden" name="donatePageId" value={id} />
        <button type="submit" className="tsr-button tsr-button--primary tsr-button--medium tsr-donation__button">
          {settings.buttonLabel}
        </button>
      </form>
    </BlockFrame>
  );
}
