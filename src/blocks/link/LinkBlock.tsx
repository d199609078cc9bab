import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { linkBlockSchema, type LinkSettings } from "./schema";
import { PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";

/** Renders the link (in the same tab unless the owner asked for a new one, then said in the page's language) and its description below it. */
export function LinkBlock({ id, settings, context }: BlockRenderProps<LinkSettings>) {
  const describedBy = settings.description ? `link-description-${id}` : undefined;
  return (
    <BlockFrame id={id} type={linkBlockSchema.type} code={linkBlockSchema.code}>
      <p className="tsr-link">
        <a
          className="tsr-link__anchor"
          href={settings.url}
          aria-describedby={describedBy}
          {...(settings.newWindow ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          {settings.text}
          {settings.newWindow ? <span className="tsr-visually-hidden">{` ${(context.storeTexts ?? PRIMARY_STORE_TEXTS).linkNewTab}`}</span> : null}
        </a>
      </p>
      {describedBy ? (
        <p className="tsr-link__description" id={describedBy}>
          {settings.description}
        </p>
      ) : null}
    </BlockFrame>
  );
}
