import type { Browser } from "playwright-core";
import { launchBrowser, newPage, type NewPageOptions, type TrackedPage } from "./browser";
import { reportPageOnFailure } from "./failureReport";
import { startServer, type RunningServer, type StartServerOptions } from "./startServer";

/** A started server and browser shared by the tests of one journey file. */
export interface Journey {
  server: RunningServer;
  browser: Browser;
  /** Opens a tracked page in a fresh context; journey.close() closes it if the test did not. */
  newPage(options?: NewPageOptions): Promise<TrackedPage>;
  /** Closes every page, the browser and the server (removing its data directory). */
  close(): Promise<void>;
}

/**
 * Starts the built server and headless Chromium side by side, for a file's beforeAll. When
 * one of them fails to start, the other is shut down again before the error is thrown.
 */
export async function openJourney(options: StartServerOptions = {}): Promise<Journey> {
  const [server, browser] = await Promise.allSettled([startServer(options), launchBrowser()]);
  if (server.status === "rejected" || browser.status === "rejected") {
    if (server.status === "fulfilled") await server.value.stop();
    if (browser.status === "fulfilled") await browser.value.close();
    throw server.status === "rejected" ? server.reason : (browser as PromiseRejectedResult).reason;
  }
  const pages = new Set<TrackedPage>();
  return {
    server: server.value,
    browser: browser.value,
    async newPage(pageOptions) {
      const tracked = await newPage(browser.value, pageOptions);
      pages.add(tracked);
      reportPageOnFailure(tracked);
      tracked.context.once("close", () => pages.delete(tracked));
      return tracked;
    },
    async close() {
      await Promise.allSettled([...pages].map((tracked) => tracked.close()));
      await browser.value.close().catch(() => undefined);
      await server.value.stop();
    },
  };
}
