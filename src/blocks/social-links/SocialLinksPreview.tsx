import { SocialIcon } from "../shared/SocialIcon";
import type { SocialLinksSettings } from "./schema";

/** The catalogue's picture of social links: the example's icons in a row. */
export function SocialLinksPreview({ example }: { example: SocialLinksSettings }) {
  return (
    <span className="preview-tabs">
      {example.profiles.map((profile) => (
        <SocialIcon key={profile.url} network={profile.network} size={20} />
      ))}
    </span>
  );
}
