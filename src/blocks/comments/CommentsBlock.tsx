import { loadedBy } from "../blockLoader";
import { BlockFrame } from "../shared/BlockFrame";
import type { BlockRenderProps } from "../types";
import { commentsLoader } from "./commentsLoader";
import { CommentsThread } from "./CommentsThread";
import { commentsSchema, type CommentsSettings } from "./schema";

/** What the block says on a site whose comments are off (Settings → General). */
export const COMMENTS_OFF = "Comments are turned off for this site.";

/**
 * The page's or post's comments and the comment form, rendered as under a post; in the catalogue
 * and the editor's preview (nothing loaded) an empty thread whose form sends nothing.
 */
export function CommentsBlock({ id, settings, context }: BlockRenderProps<CommentsSettings>) {
  const loaded = loadedBy(context, commentsLoader);
  if (loaded === null) {
    return (
      <BlockFrame id={id} type={commentsSchema.type} code={commentsSchema.code}>
        <p className="tsr-comments__off">{COMMENTS_OFF}</p>
      </BlockFrame>
    );
  }
  return (
    <BlockFrame id={id} type={commentsSchema.type} code={commentsSchema.code} island={commentsSchema.island}>
      <CommentsThread
        ownerId={loaded?.ownerId ?? ""}
        comments={loaded?.comments ?? []}
        locale={context.locale}
        timeZone={loaded?.timeZone ?? "UTC"}
        idPrefix={`comments-${id}`}
        newestFirst={settings.order === "newest"}
        islandRoot={false}
      />
    </BlockFrame>
  );
}
