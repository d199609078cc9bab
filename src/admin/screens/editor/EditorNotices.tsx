import { Button, Link } from "react-aria-components";
import { screenHref } from "../../shell/router";
import { Notice } from "../../shell/ui/states";
import type { LayoutEditor } from "./useLayoutEditor";

/** A message the editor screen shows after something happened: with a Reload button, or a link to the shared section it names. */
export interface ScreenNotice {
  tone: "success" | "error" | "info";
  text: string;
  reload?: boolean;
  shared?: string;
  /** Said of the published page ("Visitors see this version now"), so gone once the draft changes again. */
  untilChanged?: boolean;
}

/**
 * The editor's notices in the order they show: that the owner may only look, why the draft was
 * not saved (with Reload), and the screen's latest message.
 */
export function EditorNotices(props: { editor: LayoutEditor; canWrite: boolean; notice: ScreenNotice | null; onReloadNotice: () => void }) {
  const { editor, notice } = props;
  return (
    <>
      {!props.canWrite ? <Notice tone="info">You can look at this page but not change it.</Notice> : null}
      {editor.saveState === "conflict" || editor.saveState === "error" ? (
        <Notice
          tone="error"
          action={
            <Button className="btn btn-small" onPress={() => void editor.load()}>
              Reload
            </Button>
          }
        >
          {editor.message}
        </Notice>
      ) : null}
      {notice ? (
        <Notice
          tone={notice.tone}
          action={
            notice.reload ? (
              <Button className="btn btn-small" onPress={props.onReloadNotice}>
                Reload
              </Button>
            ) : notice.shared ? (
              <Link className="btn btn-small" href={screenHref("library/:sectionId", { sectionId: notice.shared })}>
                Edit shared section
              </Link>
            ) : undefined
          }
        >
          {notice.text}
        </Notice>
      ) : null}
    </>
  );
}
