import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { journeyChromium } from "../../scripts/journeyChromium.mjs";
import { countRequests } from "./quietNetwork";

/**
 * The flags every journey browser runs with. Headless without a sandbox or GPU (containers and
 * CI machines have neither); the rest stop Chromium from reaching out to Google services,
 * which on a closed network only produces noise and delays.
 */
const CHROMIUM_ARGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Launches headless Chromium through playwright-core (never a downloaded Playwright browser). */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = journeyChromium();
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium is missing at ${executablePath}. Install it with: sudo apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH).`);
  }
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] });
}

/** How the page's browser context looks: a desktop window by default, a phone with touch on demand. */
export interface NewPageOptions {
  viewport?: { width: number; height: number };
  /** Touch events (for mobile journeys). */
  hasTouch?: boolean;
  /** The meta viewport tag is honoured and the page is laid out like on a phone. */
  isMobile?: boolean;
  deviceScaleFactor?: number;
  userAgent?: string;
  locale?: string;
  reducedMotion?: "reduce" | "no-preference";
  /** False to see pages as a visitor without script does. */
  javaScriptEnabled?: boolean;
}

/** One `console.error` message or uncaught page error. */
export interface ConsoleError {
  /** The message as Chromium logged it; uncaught errors start with "Uncaught ". */
  text: string;
  /** Where it came from: the failing resource or script when Chromium says, else the page's URL. */
  url: string;
}

/** A page in its own browser context, with what it logged and requested. */
export interface TrackedPage {
  page: Page;
  /** The page's own context: its cookies belong to this page only. */
  context: BrowserContext;
  /**
   * `console.error` messages and uncaught page errors, in order. Chromium also logs every
   * response with an error status and every failed request here, with the resource's URL.
   */
  consoleErrors: ConsoleError[];
  /** Every URL the page requested, in order (documents, scripts, styles, images, fetches). */
  requestedUrls: string[];
  /** Returns the collected console errors and empties the list, for a check after each page visit. */
  takeConsoleErrors(): ConsoleError[];
  /** Closes the page's context. */
  close(): Promise<void>;
}

/** The default desktop window. */
const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/**
 * Opens a page in a fresh browser context (no shared cookies) that records console errors,
 * uncaught exceptions and requests, so a journey can assert a page visit was clean.
 */
export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP_VIEWPORT,
    hasTouch: options.hasTouch ?? false,
    isMobile: options.isMobile ?? false,
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    locale: options.locale ?? "en-US",
    reducedMotion: options.reducedMotion ?? "no-preference",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const page = await context.newPage();
  const consoleErrors: ConsoleError[] = [];
  const requestedUrls: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push({ text: message.text(), url: message.location().url || page.url() });
  });
  page.on("pageerror", (error) => consoleErrors.push({ text: `Uncaught ${error.name}: ${error.message}`, url: page.url() }));
  page.on("request", (request) => requestedUrls.push(request.url()));
  countRequests(page);
  return {
    page,
    context,
    consoleErrors,
    requestedUrls,
    takeConsoleErrors: () => consoleErrors.splice(0),
    close: () => context.close(),
  };
}
