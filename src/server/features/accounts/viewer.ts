/** Who is signed in on this request, with their roles on the site they are visiting. */
export interface Viewer {
  sessionId: string;
  accountId: string;
  email: string;
  displayName: string;
  roles: number[];
  flags: Record<string, unknown>;
}
