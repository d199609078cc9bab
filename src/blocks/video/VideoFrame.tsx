import { VIDEO_LIMITS } from "../../domain/limits/widgetLimits";
import { ResponsiveImage } from "../image/ResponsiveImage";
import type { VideoEmbed } from "./providers";
import { filledIn, PRIMARY_STORE_TEXTS, type StoreTexts } from "../../domain/translations/storeTexts";

/** The play button's spoken names in the page's language. */
export type VideoFrameTexts = Pick<StoreTexts, "playVideo" | "playVideoTitled" | "videoPlayer">;

/** What the overlay and player of one video need; shared by the video block and gallery video slides. */
export interface VideoFrameProps {
  embed: VideoEmbed | null;
  /** An uploaded file (/s/...) played with the browser's own player instead of an embed. */
  fileSrc?: string;
  title: string;
  thumbnail?: { src: string; width?: number; height?: number; alt?: string };
  displayMode: "fit" | "fill" | "none";
  width?: number;
  height?: number;
  /** The play button's names in the page's language; the primary language's when not given. */
  texts?: VideoFrameTexts;
}

/** The aspect padding of a video frame: from its size, else 56.3% (spec 2 §9). */
function aspectPadding(width?: number, height?: number): string {
  if (width && height) return `${Math.round((height / width) * 10000) / 100}%`;
  return `${VIDEO_LIMITS.defaultAspectPaddingPercent}%`;
}

/**
 * A video's frame with its space reserved and the thumbnail overlay with a play button. The
 * player is created by the browser only when the visitor asks (click, Enter or Space). The play
 * button is named in the page's language.
 */
export function VideoFrame(props: VideoFrameProps) {
  const texts = props.texts ?? PRIMARY_STORE_TEXTS;
  const label = props.title ? filledIn(texts.playVideoTitled, { title: props.title }) : texts.playVideo;
  return (
    <div
      className={`tsr-video tsr-video--${props.displayMode}`}
      data-video-state="not-loaded"
      data-video-provider={props.embed?.provider ?? "file"}
      data-embed-type={props.embed?.type ?? "file"}
      data-embed-src={props.embed?.src ?? props.fileSrc}
      data-video-title={props.title}
    >
      <div className="tsr-video__frame" style={{ paddingBottom: aspectPadding(props.width, props.height) }}>
        <button type="button" className="tsr-video__overlay" aria-label={label}>
          {props.thumbnail ? (
            <ResponsiveImage
              src={props.thumbnail.src}
              alt={props.thumbnail.alt ?? ""}
              width={props.thumbnail.width}
              height={props.thumbnail.height}
              fit={props.displayMode === "fill" ? "cover" : props.displayMode === "fit" ? "contain" : "none"}
              className="tsr-video__thumbnail"
            />
          ) : (
            <span className="tsr-video__placeholder" aria-hidden="true">
              {props.title}
            </span>
          )}
          <span className="tsr-video__play" aria-hidden="true" />
        </button>
        <noscript>
          {props.embed ? (
            <iframe className="tsr-video__player" src={props.embed.src} title={props.title || texts.videoPlayer} allowFullScreen />
          ) : (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- an uploaded video comes without a caption file, so there is no track to offer
            <video className="tsr-video__player" src={props.fileSrc} controls />
          )}
        </noscript>
      </div>
      <p className="tsr-video__message" role="alert" hidden />
    </div>
  );
}
