import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { buttonSchema, type ButtonSettings } from "./schema";

/** Renders the button as a real link, so it works without scripts. */
export function ButtonBlock({ id, settings }: BlockRenderProps<ButtonSettings>) {
  return (
    <BlockFrame id={id} type={buttonSchema.type} code={buttonSchema.code}>
      <div className={`tsr-align-${settings.align}`}>
        <a
          className={`tsr-button tsr-button--${settings.style} tsr-button--${settings.size}`}
          href={settings.url}
          {...(settings.newWindow ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          {settings.label}
        </a>
      </div>
    </BlockFrame>
  );
}
