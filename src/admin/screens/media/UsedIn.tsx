import { Link } from "react-aria-components";
import type { AssetUse } from "../../api/media";
import { placeOf } from "./placeOf";

/** The "Used in" list of a file: each page, post, product, saved section or settings linking to it, with a link there. */
export function UsedIn({ uses }: { uses: readonly AssetUse[] }) {
  if (uses.length === 0) return <p className="field-help">Not used anywhere yet.</p>;
  return (
    <ul className="used-in">
      {uses.map((use) => {
        const place = placeOf(use);
        return (
          <li key={`${use.kind}-${use.id}`}>
            <span className="field-help">{place.kind}</span> <Link href={place.href}>{use.title}</Link>
          </li>
        );
      })}
    </ul>
  );
}
