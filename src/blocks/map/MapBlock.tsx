import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { mapSchema, type MapSettings } from "./schema";
import { MARKER_ICON_URL, externalMapsUrl } from "./mapPlace";
import { MAP_SETTINGS_ATTRIBUTE } from "./mapSettingsAttribute";
import { PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";

/**
 * Renders the map as it reads without tiles: an address card (the marker, the place's name and
 * address lines, and a link opening the place on a map in a new window). The island draws the
 * interactive map above the card when the page has tiles (the site's tile server or the
 * platform's MAP_TILES); without them, without script, or when the tiles fail, the card is all.
 * The link's words are the page's language's.
 */
export function MapBlock({ id, settings, context }: BlockRenderProps<MapSettings>) {
  const texts = context.storeTexts ?? PRIMARY_STORE_TEXTS;
  const { location, options } = settings;
  const lines = [location.addressLine1, location.addressLine2, location.addressCountry].filter(Boolean);
  return (
    <BlockFrame id={id} type={mapSchema.type} code={mapSchema.code} island={mapSchema.island}>
      <figure className={`tsr-map tsr-map--${options.style}`} {...{ [MAP_SETTINGS_ATTRIBUTE]: JSON.stringify(settings) }}>
        <figcaption className="tsr-map__card">
          {/* Lazy, so the page does not announce the marker as a picture to fetch early (React preloads eager images). */}
          <img className="tsr-map__pin" src={MARKER_ICON_URL[options.marker]} width={30} height={40} loading="lazy" alt="" />
          <span className="tsr-map__place">
            {location.addressTitle || lines.length > 0 ? (
              <address className="tsr-map__address">
                {location.addressTitle ? <strong className="tsr-map__title">{location.addressTitle}</strong> : null}
                {lines.map((line) => (
                  <span key={line} className="tsr-map__line">
                    {line}
                  </span>
                ))}
              </address>
            ) : null}
            <a className="tsr-map__open" href={externalMapsUrl(location)} target="_blank" rel="noopener noreferrer">
              {texts.mapOpen}
              <span className="tsr-visually-hidden">{` ${texts.mapNewWindow}`}</span>
            </a>
          </span>
        </figcaption>
      </figure>
    </BlockFrame>
  );
}
