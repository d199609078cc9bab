import type { CSSProperties } from "react";
import { filledIn, type StoreTexts } from "../../domain/translations/storeTexts";

/** An embed's own words in the page's language. */
export type EmbedTexts = Pick<
  StoreTexts,
  "embedLoad" | "embedLoadTitled" | "embedNote" | "embedOpen" | "embedView" | "embedViewNote" | "embedFrame" | "embedSomeSite"
>;

/** What a facade needs: the provider and either the frame's address or cleaned embed code holding frames. */
export interface EmbedFacadeProps {
  provider: string;
  providerName: string;
  title: string;
  frameSrc?: string;
  pageUrl?: string;
  height?: number;
  /** Sanitised embed code, kept inert in a template until the visitor loads it. */
  code?: string;
  /** The facade's words in the page's language. */
  texts: EmbedTexts;
}

/**
 * The click-to-load stand-in for content from another site: the provider's name, a button that
 * loads it (the island puts the frame in its place) and, for addresses, a link to open it at the
 * provider instead. Nothing is requested from the provider before the button is pressed. Its
 * words are the page's language's.
 */
export function EmbedFacade(props: EmbedFacadeProps) {
  const { texts } = props;
  const provider = { provider: props.providerName };
  return (
    <div
      className={`tsr-embed${props.height ? " tsr-embed--fixed" : ""}`}
      data-provider={props.provider}
      data-frame-src={props.frameSrc}
      data-frame-title={props.title || filledIn(texts.embedFrame, provider)}
      style={props.height ? ({ "--tsr-embed-height": `${props.height}px` } as CSSProperties) : undefined}
    >
      <div className="tsr-embed__facade">
        <p className="tsr-embed__what">{props.title || props.providerName}</p>
        <button type="button" className="tsr-embed__load">
          {props.title ? filledIn(texts.embedLoadTitled, { ...provider, title: props.title }) : filledIn(texts.embedLoad, provider)}
        </button>
        <p className="tsr-embed__note">{filledIn(texts.embedNote, provider)}</p>
        {props.pageUrl ? (
          <a className="tsr-embed__open" href={props.pageUrl} rel="noopener noreferrer" target="_blank">
            {filledIn(texts.embedOpen, provider)}
          </a>
        ) : null}
      </div>
      {props.code ? <template className="tsr-embed__template" dangerouslySetInnerHTML={{ __html: props.code }} /> : null}
    </div>
  );
}
