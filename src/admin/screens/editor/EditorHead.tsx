import { Link } from "react-aria-components";
import { screenHref } from "../../shell/router";
import type { EditorDocument } from "./editorSources";

/** The editor's heading: the way back (to the section library, a post's blog or the pages) and the title of what is edited. */
export function EditorHead({ meta }: { meta: EditorDocument | null }) {
  const blogId = meta?.owner.blogId;
  return (
    <div className="screen-head">
      {meta?.shared ? (
        <Link className="btn btn-small" href={screenHref("library")}>
          ← Section library
        </Link>
      ) : (
        <Link className="btn btn-small" href={blogId ? screenHref("blogs/:collectionId", { collectionId: blogId }) : screenHref("")}>
          {blogId ? "← Blog" : "← Pages"}
        </Link>
      )}
      <h1 className="screen-title">{meta?.owner.title}</h1>
    </div>
  );
}
