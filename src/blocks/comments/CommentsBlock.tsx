import { loadedBy } from "../blockLoader";
import { BlockFrame } from "../shared/BlockFrame";
import type { BlockRenderProps } from "../types";
import { commentsLoader } from "./commentsLoader";
import { CommentsThread } from "./CommentsThread";
import { commentsSchema, type CommentsSettings } from "./schema";
import { PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";

/** What the block says on a site whose comments are off (Settings → General), in the primary language. */
export const COMMENTS_OFF = PRIMARY_STORE_TEXTS.commentsOff;

/**
 * The page's or post's comments and the comment form, rendered as under a post; in the catalogue
 * and the editor's preview (nothing loaded) an empty thread whose form sends nothing. Its words
 * are the page language's.
 */
export function CommentsBlock({ id, settings, context }: BlockRenderProps<CommentsSettings>) {
  const loaded = loadedBy(context, commentsLoader);
  const texts = context.storeTexts ?? PRIMARY_STORE_TEXTS;
  if (loaded === null) {
    return (
      <BlockFrame id={id} type={commentsSchema.type} code={commentsSchema.code}>
        <p className="tsr-comments__off">{texts.commentsOff}</p>
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
        texts={texts}
        idPrefix={`comments-${id}`}
        newestFirst={settings.order === "newest"}
        islandRoot={false}
      />
    </BlockFrame>
  );
}
