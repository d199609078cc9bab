import type { EditorLayout } from "../../api/layouts";

/**
 * What the editor says once Publish went through, from what the server answered: a post that
 * waits for its scheduled time says when visitors see it, so the notice never claims more than
 * is true.
 */
export function publishedNotice(owner: EditorLayout["owner"], shared: boolean): string {
  if (shared) return "Published on every page using it. Visitors see this version now.";
  if (owner.label === "Scheduled" && owner.publishOn) {
    const when = new Date(owner.publishOn).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
    return `Published. Visitors see this post from ${when}, its scheduled time.`;
  }
  return "Published. Visitors see this version now.";
}
