import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { marqueeSchema, type MarqueeSettings } from "./schema";

/**
 * Renders the marquee's phrases once, as a list readable without script and by screen readers,
 * each followed by the separator (hidden from screen readers). How it moves travels in data
 * attributes; the island adds the moving copies (hidden from screen readers) and the pause button.
 */
export function MarqueeBlock({ id, settings }: BlockRenderProps<MarqueeSettings>) {
  return (
    <BlockFrame id={id} type={marqueeSchema.type} code={marqueeSchema.code} island={marqueeSchema.island}>
      <div
        className="tsr-marquee"
        data-direction={settings.animationDirection}
        data-speed={settings.animationSpeed}
        data-wave-frequency={settings.waveFrequency}
        data-wave-intensity={settings.waveIntensity}
        data-paused-on-hover={settings.pausedOnHover ? "true" : "false"}
      >
        <div className="tsr-marquee__viewport">
          <div className="tsr-marquee__track">
            <ul className="tsr-marquee__text">
              {settings.items.map((phrase, index) => (
                <li key={index} className="tsr-marquee__item">
                  {phrase}
                  {settings.separator ? (
                    <span className="tsr-marquee__separator" aria-hidden="true">
                      {settings.separator}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </BlockFrame>
  );
}
