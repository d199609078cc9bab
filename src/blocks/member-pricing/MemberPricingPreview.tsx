import { optionName } from "./priceText";
import type { MemberPricingSettings } from "./schema";

/** The catalogue's picture of a pricing toggle: the two option names either side of a switch. */
export function MemberPricingPreview({ example }: { example: MemberPricingSettings }) {
  const [left, right] = example.prices;
  return (
    <span className="preview-switch">
      {left ? optionName(left, example.currency) : null}
      <span className="preview-switch-knob" aria-hidden="true" />
      {right ? optionName(right, example.currency) : null}
    </span>
  );
}
