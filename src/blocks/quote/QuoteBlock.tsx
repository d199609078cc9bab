import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { quoteSchema, type QuoteSettings } from "./schema";

/** Renders a figure with a blockquote and its caption. */
export function QuoteBlock({ id, settings }: BlockRenderProps<QuoteSettings>) {
  return (
    <BlockFrame id={id} type={quoteSchema.type} code={quoteSchema.code}>
      <figure className="tsr-quote">
        <blockquote>
          <p>{settings.text}</p>
        </blockquote>
        {settings.attribution ? <figcaption>— {settings.attribution}</figcaption> : null}
      </figure>
    </BlockFrame>
  );
}
