/** A five-pointed star's outline in a 24 by 24 box. */
const STAR_PATH = "M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z";

/**
 * A star drawn as inline SVG, not as a font's symbol (which a machine without that font draws as
 * an empty box): filled, or outlined so filled and empty stars differ by shape as well as colour.
 * Its colour comes from the surrounding text (currentColor) unless the stylesheet sets it.
 */
export function StarIcon({ filled, size }: { filled: boolean; size: number }) {
  return (
    <svg className="tsr-star" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={STAR_PATH} fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}
