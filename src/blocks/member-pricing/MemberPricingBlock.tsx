import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { optionName, priceText } from "./priceText";
import { memberPricingSchema, type MemberPricingSettings } from "./schema";

const SIDES = ["left", "right"] as const;

/**
 * Renders both price options, each with its join link, so the block works without script. The
 * island shows the switch (a button with the switch role, on when the right option shows) and
 * hides the option not chosen.
 */
export function MemberPricingBlock({ id, settings }: BlockRenderProps<MemberPricingSettings>) {
  const { currency, prices } = settings;
  const nameId = (side: string) => `pricing-${id}-${side}-name`;
  return (
    <BlockFrame id={id} type={memberPricingSchema.type} code={memberPricingSchema.code} island={memberPricingSchema.island}>
      <div className="tsr-pricing">
        {settings.heading ? <h2 className="tsr-pricing__heading">{settings.heading}</h2> : null}
        <div className="tsr-pricing__switch" hidden>
          <span id={nameId("left")} className="tsr-pricing__side">
            {optionName(prices[0]!, currency)}
          </span>
          <button type="button" role="switch" aria-checked="false" aria-labelledby={nameId("right")} className="tsr-pricing__toggle">
            <span className="tsr-pricing__knob" aria-hidden="true" />
          </button>
          <span id={nameId("right")} className="tsr-pricing__side">
            {optionName(prices[1]!, currency)}
          </span>
        </div>
        <div className="tsr-pricing__options" aria-live="polite">
          {prices.map((option, index) => (
            <div key={index} className="tsr-pricing__option" data-side={SIDES[index]}>
              {option.free || !option.label ? null : <p className="tsr-pricing__name">{option.label}</p>}
              <p className={option.billingPeriod ? "tsr-pricing__price tsr-pricing__price--recurring" : "tsr-pricing__price"}>{priceText(option, currency)}</p>
              <a className="tsr-button tsr-button--primary tsr-button--medium" href={option.joinUrl}>
                {option.joinLabel}
              </a>
            </div>
          ))}
        </div>
      </div>
    </BlockFrame>
  );
}
