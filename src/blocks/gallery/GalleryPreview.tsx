import type { GallerySettings } from "./schema";

/** The catalogue's picture of a gallery: its example's first three pictures side by side. */
export function GalleryPreview({ example }: { example: GallerySettings }) {
  return (
    <span className="preview-gallery">
      {example.slides.slice(0, 3).map((slide, i) => (
        <img key={i} src={slide.src} alt="" />
      ))}
    </span>
  );
}
