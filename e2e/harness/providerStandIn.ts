import { createServer } from "node:http";
import { listenOnLoopback, type LoopbackServer } from "./loopbackServer";

/**
 * The page a stand-in booking frame shows: a week of times laid out as booking calendars are,
 * needing 300 px however narrow its frame, so a frame too narrow for it scrolls sideways.
 */
const BOOKING_PAGE = `<!doctype html><meta name="viewport" content="width=device-width"><title>Stand-in booking</title>
<style>body{margin:0;font:16px sans-serif}table{width:100%;min-width:300px;border-collapse:collapse}td{border:1px solid #ccc;padding:8px;text-align:center}</style>
<table><caption>Pick a time</caption><tr><td>Mon</td><td>Tue</td><td>Wed</td><td>Thu</td><td>Fri</td></tr><tr><td>12:00</td><td>12:30</td><td>13:00</td><td>19:00</td><td>19:30</td></tr></table>`;

/** What the stand-in widget scripts draw right after their own script element, as OpenTable's and Tock's do. */
const WIDGET_SCRIPT = `document.currentScript.insertAdjacentHTML("afterend", '<div class="stand-in-widget">Table for two</div>');`;

/** A booking provider on this machine, answering as OpenTable, Tock and Acuity do, so booking blocks show their widgets offline. */
export type ProviderStandIn = LoopbackServer;

/** Starts the stand-in provider; give its origin to the server as OPENTABLE_WIDGET_URL, TOCK_WIDGET_URL and ACUITY_WIDGET_URL. */
export async function startProviderStandIn(): Promise<ProviderStandIn> {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://stand-in");
    if (pathname === "/schedule.php" || pathname.startsWith("/restref/") || pathname.startsWith("/reservations"))
      return response.writeHead(200, { "content-type": "text/html" }).end(BOOKING_PAGE);
    if (pathname.endsWith(".js") || pathname.startsWith("/widget/")) return response.writeHead(200, { "content-type": "text/javascript" }).end(WIDGET_SCRIPT);
    response.writeHead(404).end();
  });
  return listenOnLoopback(server);
}

/** The server's environment pointing every booking provider at the stand-in. */
export function standInEnvironment(standIn: ProviderStandIn): Record<string, string> {
  return { OPENTABLE_WIDGET_URL: standIn.origin, TOCK_WIDGET_URL: standIn.origin, ACUITY_WIDGET_URL: standIn.origin, X_WIDGET_URL: standIn.origin };
}
