import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { mapSchema, type MapSettings } from "./schema";
import { MARKER_ICON_URL, addressText, externalMapsUrl } from "./mapPlace";
import { MAP_SETTINGS_ATTRIBUTE } from "./mapSettingsAttribute";

/**
 * Renders the map as it reads without tiles: the address and a still marker in a box, the
 * marker a link to the external maps page when the map links on click. The island draws the
 * interactive map into the box when the site has a tile server; the address stays below it.
 */
export function MapBlock({ id, settings }: BlockRenderProps<MapSettings>) {
  const { location, options } = settings;
  const address = addressText(location);
  // Lazy, so the page does not announce the marker as a picture to fetch early (React preloads eager images).
  const marker = (
    <img className="tsr-map__marker" src={MARKER_ICON_URL[options.marker]} width={48} height={64} loading="lazy" alt={options.linkOnClick ? "" : "Marker"} />
  );
  return (
    <BlockFrame id={id} type={mapSchema.type} code={mapSchema.code} island={mapSchema.island}>
      <figure className={`tsr-map tsr-map--${options.style}`} {...{ [MAP_SETTINGS_ATTRIBUTE]: JSON.stringify(settings) }}>
        <div className="tsr-map__canvas" role="group" aria-label={address ? `Map of ${address}` : "Map"}>
          {options.linkOnClick ? (
            <a className="tsr-map__link" href={externalMapsUrl(location)} target="_blank" rel="noopener noreferrer">
              {marker}
              <span className="tsr-visually-hidden">{address ? `Open ${address} on a map (new window)` : "Open on a map (new window)"}</span>
            </a>
          ) : (
            marker
          )}
        </div>
        {address ? (
          <figcaption>
            <address className="tsr-map__address">
              {location.addressTitle ? <strong className="tsr-map__title">{location.addressTitle}</strong> : null}
              {[location.addressLine1, location.addressLine2, location.addressCountry].filter(Boolean).map((line) => (
                <span key={line} className="tsr-map__line">
                  {line}
                </span>
              ))}
            </address>
          </figcaption>
        ) : null}
      </figure>
    </BlockFrame>
  );
}
