import type { CSSProperties } from "react";

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
}

/**
 * The click-to-load stand-in for content from another site: the provider's name, a button that
 * loads it (the island puts the frame in its place) and, for addresses, a link to open it at the
 * provider instead. Nothing is requested from the provider before the button is pressed.
 */
export function EmbedFacade(props: EmbedFacadeProps) {
  const what = props.title ? `“${props.title}” from ${props.providerName}` : `content from ${props.providerName}`;
  return (
    <div
      className={`tsr-embed${props.height ? " tsr-embed--fixed" : ""}`}
      data-provider={props.provider}
      data-frame-src={props.frameSrc}
      data-frame-title={props.title || `Content from ${props.providerName}`}
      style={props.height ? ({ "--tsr-embed-height": `${props.height}px` } as CSSProperties) : undefined}
    >
      <div className="tsr-embed__facade">
        <p className="tsr-embed__what">{props.title || props.providerName}</p>
        <button type="button" className="tsr-embed__load">
          Load {what}
        </button>
        <p className="tsr-embed__note">Loading it lets {props.providerName} see your visit and set cookies.</p>
        {props.pageUrl ? (
          <a className="tsr-embed__open" href={props.pageUrl} rel="noopener noreferrer" target="_blank">
            Open on {props.providerName}
          </a>
        ) : null}
      </div>
      {props.code ? <template className="tsr-embed__template" dangerouslySetInnerHTML={{ __html: props.code }} /> : null}
    </div>
  );
}
