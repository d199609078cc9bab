import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { logoSchema, type LogoSettings } from "./schema";

/** The logo picture's height in pixels for each size. */
const HEIGHTS = { small: 32, medium: 56, large: 96 } as const;

/**
 * Renders the logo picture (the block's own, else the site's logo from its design), named by the
 * site's title, or the title as text when there is no picture, as a link to the home page.
 */
export function LogoBlock({ id, settings, context }: BlockRenderProps<LogoSettings>) {
  const title = context.site?.title ?? context.pageTitle;
  const height = HEIGHTS[settings.size];
  const siteLogo = context.site?.logo;
  const picture = settings.src
    ? { src: settings.src }
    : siteLogo && { src: siteLogo.src, width: siteLogo.width && siteLogo.height ? Math.round((height * siteLogo.width) / siteLogo.height) : undefined };
  return (
    <BlockFrame id={id} type={logoSchema.type} code={logoSchema.code}>
      <div className={`tsr-align-${settings.align}`}>
        <a className={`tsr-logo tsr-logo--${settings.size}`} href={context.site?.homeHref ?? "/"}>
          {picture ? (
            <img className="tsr-logo__image" src={picture.src} alt={title} width={picture.width} height={height} />
          ) : (
            <span className="tsr-logo__title">{title}</span>
          )}
        </a>
      </div>
    </BlockFrame>
  );
}
