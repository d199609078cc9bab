import type { MapSettings } from "./schema";

/** The catalogue's picture of a map: a grid of streets with a marker at its centre. */
export function MapPreview({ example }: { example: MapSettings }) {
  const [pin, dot] = example.options.marker === "light" ? ["#ffffff", "#1f2328"] : ["#1f2328", "#ffffff"];
  return (
    <svg className="preview-map" viewBox="0 0 60 40" aria-hidden="true">
      <rect width="60" height="40" fill="#eef0f2" />
      <path d="M0 12H60M0 28H60M18 0V40M42 0V40" stroke="#c8ccd1" strokeWidth="2" />
      <path d="M30 33C30 33 23 24 23 19A7 7 0 0 1 37 19C37 24 30 33 30 33Z" fill={pin} stroke="#1f2328" />
      <circle cx="30" cy="19" r="2.5" fill={dot} />
    </svg>
  );
}
