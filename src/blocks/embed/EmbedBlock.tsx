import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { EmbedFacade, type EmbedTexts } from "./EmbedFacade";
import { filledIn, PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";
import { PROVIDER_NAMES, recogniseEmbedUrl } from "./providers";
import { frameOriginsOf, sanitizeEmbedHtml } from "./sanitizeEmbedHtml";
import { embedSchema, type EmbedSettings } from "./schema";

/** The provider name a pasted frame's host belongs to, for its facade; "the embedded site" (in the page's language) for another allowed host. */
function providerNameOfOrigin(origin: string, texts: EmbedTexts): string {
  const host = new URL(origin).hostname;
  if (host.includes("youtube")) return PROVIDER_NAMES.youtube;
  if (host.includes("vimeo")) return PROVIDER_NAMES.vimeo;
  if (host.includes("soundcloud")) return PROVIDER_NAMES.soundcloud;
  if (host.includes("spotify")) return PROVIDER_NAMES.spotify;
  if (host.includes("apple")) return PROVIDER_NAMES["apple-music"];
  if (host.includes("bsky")) return PROVIDER_NAMES.bluesky;
  if (host.includes("tiktok")) return PROVIDER_NAMES.tiktok;
  if (host.includes("flickr")) return PROVIDER_NAMES.flickr;
  return texts.embedSomeSite;
}

function EmbedContent({ settings, texts }: { settings: EmbedSettings; texts: EmbedTexts }) {
  if (settings.source === "address") {
    const embed = recogniseEmbedUrl(settings.url);
    if (!embed) return null;
    if (!embed.frameSrc) {
      return (
        <a className="tsr-embed__link" href={embed.pageUrl} rel="noopener noreferrer" target="_blank">
          {settings.title || filledIn(texts.embedView, { provider: embed.providerName })}
          <span className="tsr-embed__link-note">{` ${filledIn(texts.embedViewNote, { provider: embed.providerName })}`}</span>
        </a>
      );
    }
    return (
      <EmbedFacade
        provider={embed.provider}
        providerName={embed.providerName}
        title={settings.title}
        frameSrc={embed.frameSrc}
        pageUrl={embed.pageUrl}
        height={embed.height}
        texts={texts}
      />
    );
  }
  const html = sanitizeEmbedHtml(settings.html);
  const [origin] = frameOriginsOf(html);
  if (!origin) return <div className="tsr-embed__code" dangerouslySetInnerHTML={{ __html: html }} />;
  return <EmbedFacade provider="code" providerName={providerNameOfOrigin(origin, texts)} title={settings.title} code={html} texts={texts} />;
}

/**
 * Renders an embed: a recognised provider behind its click-to-load facade (a Zola registry as a
 * plain link), or cleaned embed code, behind a facade when it holds a frame; its words in the page's language.
 */
export function EmbedBlock({ id, settings, context }: BlockRenderProps<EmbedSettings>) {
  return (
    <BlockFrame id={id} type={embedSchema.type} code={embedSchema.code} island={embedSchema.island}>
      <figure className="tsr-embed-block">
        <EmbedContent settings={settings} texts={context.storeTexts ?? PRIMARY_STORE_TEXTS} />
        {settings.caption ? <figcaption>{settings.caption}</figcaption> : null}
      </figure>
    </BlockFrame>
  );
}
