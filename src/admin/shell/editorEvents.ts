import { useEffect, useRef } from "react";

/** What an editor tab tells the others: a draft saved, a layout published or a draft discarded. */
export interface EditorEvent {
  kind: "saved" | "published" | "discarded" | "pages-changed";
  /** The page or post whose layout changed, or the site id for page-tree changes. */
  ownerId: string;
  /** The tab that sent it, so a tab ignores its own events. */
  tab: string;
}

/** This tab's id. */
const TAB_ID = Math.random().toString(36).slice(2);

function channelName(websiteId: string): string {
  return `tessera-editor:${websiteId}`;
}

/** Sends an editor event to the account's other tabs on the same site (admins only, spec 1 §6). */
export function broadcastEditorEvent(websiteId: string, event: Omit<EditorEvent, "tab">): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(channelName(websiteId));
  channel.postMessage({ ...event, tab: TAB_ID } satisfies EditorEvent);
  channel.close();
}

/** Calls `listener` for every editor event another tab of this site sends. */
export function useEditorEvents(websiteId: string, listener: (event: EditorEvent) => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(channelName(websiteId));
    channel.onmessage = (message: MessageEvent<EditorEvent>) => {
      if (message.data && message.data.tab !== TAB_ID) latest.current(message.data);
    };
    return () => channel.close();
  }, [websiteId]);
}
