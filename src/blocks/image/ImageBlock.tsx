import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { TooltipText, tooltipAttributes } from "../shared/Tooltip";
import { cropModeFor } from "../../domain/enumerations/videoModes";
import { CONTENT_WIDTH, STRETCHED_WIDTH, shareOfContent, sizesAttribute, withinCell, type RenderedWidth } from "./imageSizes";
import { ResponsiveImage, ratioValue } from "./ResponsiveImage";
import { imageSchema, type ImageSettings } from "./schema";
import { filledIn, PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";

const ALIGNMENT_POSITION: Record<ImageSettings["fitAlignment"], string | undefined> = {
  center: undefined,
  top: "50% 0%",
  bottom: "50% 100%",
  left: "0% 50%",
  right: "100% 50%",
};

/**
 * Below this viewport width a block in the content column is narrower than 415 px (spec 1 §9),
 * where the collage stacks its picture over its text (image.css).
 */
const STACKED_BELOW = "(max-width: 455px)";

/** Share of the block the picture takes beside its text: the collage's 3fr of 3fr 2fr. */
const BESIDE_TEXT_SHARE: Partial<Record<ImageSettings["variant"], number>> = { collage: 0.6 };

/** The picture's rendered width in the layout, for its sizes attribute. */
function renderedWidths(settings: ImageSettings): RenderedWidth[] {
  if (settings.stretch) return [{ width: STRETCHED_WIDTH }];
  const share = BESIDE_TEXT_SHARE[settings.variant];
  if (share) return [{ media: STACKED_BELOW, width: CONTENT_WIDTH }, { width: shareOfContent(share) }];
  return [{ width: CONTENT_WIDTH }];
}

/**
 * Renders the image in its variant with its space reserved: inline (the picture and its caption),
 * poster (text over the picture), card (the picture above its text in a card), overlap (a text
 * box over the picture's lower edge), collage (picture and text offset on a colour block) or
 * stack (the picture, then its text); image.css lays each out. The island loads it at the width
 * it needs and opens the lightbox. As the page's lead picture it is a real image with srcset and
 * sizes, loaded at once, in every variant. Its lightbox button is named in the page's language.
 */
export function ImageBlock({ id, settings, context }: BlockRenderProps<ImageSettings>) {
  const picture = (
    <ResponsiveImage
      src={settings.src}
      alt={settings.alt}
      width={settings.width}
      height={settings.height}
      ratio={ratioValue(settings.fixedRatio) ?? undefined}
      focalPoint={settings.focalPoint}
      fit={cropModeFor(settings.displayMode) ?? "none"}
      position={settings.displayMode === "fill" ? undefined : ALIGNMENT_POSITION[settings.fitAlignment]}
      lazy={settings.lazy}
      sizeFormat={settings.sizeFormat}
      sizeAdjustment={settings.sizeAdjustment}
      minPixelRatio={settings.minPixelRatio}
      maxPixelRatio={settings.maxPixelRatio}
      allowSaveData={settings.allowSaveData}
      forceUpdate={settings.forceUpdate}
      priority={context.leadPicture ? { sizes: sizesAttribute(withinCell(renderedWidths(settings), context.cellWidths)) } : undefined}
    />
  );
  const tooltip = tooltipAttributes(id, settings.tooltip);
  const texts = context.storeTexts ?? PRIMARY_STORE_TEXTS;
  const openLabel = settings.alt ? filledIn(texts.openPictureFullScreen, { picture: settings.alt }) : texts.openImageFullScreen;
  const media = settings.lightbox ? (
    <button type="button" className="tsr-image__open" data-lightbox-open="" aria-label={openLabel} {...tooltip}>
      {picture}
    </button>
  ) : settings.link ? (
    <a href={settings.link} {...tooltip}>
      {picture}
    </a>
  ) : (
    picture
  );
  const interactive = settings.lightbox || settings.link !== "";
  const button = settings.buttonLabel && settings.buttonLink ? { label: settings.buttonLabel, href: settings.buttonLink } : null;
  const hasText = settings.title !== "" || settings.caption !== "" || button !== null;
  return (
    <BlockFrame id={id} type={imageSchema.type} code={imageSchema.code} island={imageSchema.island}>
      <figure className={`tsr-image tsr-image--${settings.variant}${settings.stretch ? " tsr-image--stretch" : ""}`}>
        <div className="tsr-image__media" {...(interactive ? {} : tooltip)}>
          {media}
        </div>
        <TooltipText blockId={id} text={settings.tooltip} />
        {hasText ? (
          <figcaption className="tsr-image__text">
            {settings.title ? <strong className="tsr-image__title">{settings.title}</strong> : null}
            {settings.caption ? <span className="tsr-image__caption">{settings.caption}</span> : null}
            {button ? (
              <a className="tsr-image__button" href={button.href}>
                {button.label}
              </a>
            ) : null}
          </figcaption>
        ) : null}
      </figure>
    </BlockFrame>
  );
}
