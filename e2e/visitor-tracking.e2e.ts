// The visitor runtime's tracking and plumbing journeys: census hits stored for a visit (and not
// for a signed-in owner or on /search; a page view's speed is in page-speed.e2e.ts), one error report per thrown error, the data layer's
// answers and its system error overlay, no mouse position sent from a published page, the owner redirect table, the keyboard, time-since
// elements, and the announcement and mobile info bars.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { holdClock } from "./harness/heldClock";
import { requestsSeen } from "./harness/requestsSeen";
import { openJourney, type Journey } from "./harness/journey";
import type { TrackedPage } from "./harness/browser";
import { SiteClient } from "./forms-support/siteClient";
import { importRuntimeSite, ownerClient, putSettings, RUNTIME_OWNER, RUNTIME_VIEWER } from "./runtime-support/runtimeSites";

let journey: Journey;
let owner: SiteClient;

beforeAll(async () => {
  journey = await openJourney();
  await importRuntimeSite(journey.server, "tracked");
  await importRuntimeSite(journey.server, "devmode", { developerMode: true });
  await importRuntimeSite(journey.server, "cloneable", { cloneable: true });
  owner = await ownerClient(journey.server, "tracked");
});

afterAll(async () => {
  await journey?.close();
});

async function signInContext(context: BrowserContext, identifier: string, person: { email: string; password: string }): Promise<void> {
  const client = new SiteClient(journey.server, identifier);
  await client.signIn(person.email, person.password);
  await context.addCookies([{ name: "tsr_session", value: client.cookie("tsr_session")!, url: journey.server.siteUrl(identifier) }]);
}

async function open(tracked: TrackedPage, identifier: string, path: string): Promise<Page> {
  await tracked.page.goto(journey.server.siteUrl(identifier, path));
  await settle(tracked.page);
  return tracked.page;
}

const summary = async () => (await owner.send("GET", "/api/config/analytics/summary")).json();

describe("census", () => {
  test("a visit stores its page views and visitor cookies; /search and a signed-in owner store none", async () => {
    const visitor = await journey.newPage();
    const url = journey.server.siteUrl("tracked");
    await visitor.context.addCookies([
      { name: "ss_cvr", value: "not a visitor cookie", url },
      { name: "ss_cvt", value: "-5", url },
    ]);
    await open(visitor, "tracked", "/");
    const cookies = Object.fromEntries((await visitor.context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies.ss_cvr?.value).toMatch(/^[\w-]+(%7C|\|)\d+(%7C|\|)\d+(%7C|\|)\d+(%7C|\|)1$/);
    expect(cookies.ss_cvt?.value).toMatch(/^[1-9]\d*$/);
    // ss_cvr asks for 2 years; Chromium caps every cookie's lifetime at 400 days.
    expect(cookies.ss_cvr!.expires - Date.now() / 1000).toBeGreaterThan(399 * 86_400);
    expect(cookies.ss_cvt!.expires - Date.now() / 1000).toBeLessThan(30 * 60 + 60);
    await open(visitor, "tracked", "/about");
    await open(visitor, "tracked", "/search");
    expectNoConsoleErrors(visitor, "a visitor's three pages");

    const afterVisit = await summary();
    expect(afterVisit.totals).toMatchObject({ visits: 1, uniqueVisitors: 1, pageViews: 2 });
    expect(afterVisit.topPages.map((p: { path: string }) => p.path).sort()).toEqual(["/", "/about"]);
    expect(afterVisit.devices).toContainEqual({ device: "desktop", visits: 1 });

    await visitor.context.clearCookies({ name: "ss_cvt" });
    await open(visitor, "tracked", "/about");
    const visitCount = decodeURIComponent((await visitor.context.cookies()).find((c) => c.name === "ss_cvr")!.value).split("|")[4];
    expect(visitCount).toBe("2");
    expect((await summary()).totals).toMatchObject({ visits: 2, uniqueVisitors: 1, pageViews: 3 });

    const ownerPage = await journey.newPage();
    await signInContext(ownerPage.context, "tracked", RUNTIME_OWNER);
    await open(ownerPage, "tracked", "/about?noredirect");
    await open(ownerPage, "tracked", "/");
    expect((await ownerPage.context.cookies()).map((c) => c.name)).not.toContain("ss_cvr");
    expect((await summary()).totals).toMatchObject({ pageViews: 3 });
    await visitor.close();
    await ownerPage.close();
  });

  test("a thrown error reaches the server once, as a JSON array with the crumb header", async () => {
    const tracked = await journey.newPage();
    await holdClock(tracked.page);
    const page = await open(tracked, "tracked", "/about");
    const reports: { body: unknown; crumb: string | undefined }[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/events/RecordJavascriptErrors"))
        reports.push({ body: request.postDataJSON(), crumb: request.headers()["x-csrf-token"] });
    });
    const reported = page.waitForRequest((request) => request.url().endsWith("/api/events/RecordJavascriptErrors"));
    await page.addScriptTag({ content: 'throw new Error("journey boom");' });
    await page.clock.runFor(1_000);
    await reported;
    await page.clock.runFor(2_500);
    await requestsSeen(page);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.crumb).toBe((await tracked.context.cookies()).find((c) => c.name === "crumb")!.value);
    expect(reports[0]!.body).toEqual([
      expect.objectContaining({
        event: "javascript_error",
        timestamp: expect.any(Number),
        data: expect.objectContaining({ message: "Uncaught Error: journey boom", url: journey.server.siteUrl("tracked", "/about"), app: "site" }),
      }),
    ]);
    const groups = (await owner.send("GET", "/api/config/analytics/errors")).json().groups;
    expect(groups).toEqual([
      expect.objectContaining({ message: "Uncaught Error: journey boom", count: 1, sampleUrl: journey.server.siteUrl("tracked", "/about") }),
    ]);
    expect(groups[0].sampleStack).toContain("journey boom");
    expect(tracked.takeConsoleErrors().map((e) => e.text)).toEqual(["Uncaught Error: journey boom"]);
    await tracked.close();
  });
});

describe("batching", () => {
  test("error reports keep at most 10 in the queue, leave 1 s after the last error and stop after 20 sends; trace events leave after 30 s", async () => {
    const tracked = await journey.newPage();
    await holdClock(tracked.page);
    const page = await open(tracked, "tracked", "/about");
    const sent: { url: string; body: unknown }[] = [];
    page.on("request", (request) => {
      if (/\/api\/events\/(RecordJavascriptErrors|Trace)$/.test(request.url())) sent.push({ url: request.url(), body: request.postDataJSON() });
    });
    for (let i = 0; i < 15; i++) await page.addScriptTag({ content: `throw new Error("burst ${i}");` });
    await page.clock.runFor(900);
    expect(sent).toHaveLength(0);
    const report = page.waitForRequest((request) => request.url().endsWith("/api/events/RecordJavascriptErrors"));
    await page.clock.runFor(200);
    await report;
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body as { data: { message: string } }[]).map((r) => r.data.message)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Uncaught Error: burst ${i}`),
    );

    await page.evaluate(() => window.Tessera!.trace("scroll", { depth: 3 }));
    await page.clock.runFor(29_000);
    expect(sent).toHaveLength(1);
    const traced = page.waitForRequest((request) => request.url().endsWith("/api/events/Trace"));
    await page.clock.runFor(1_500);
    await traced;
    expect(sent[1]!.body).toEqual({ events: [{ event: "scroll", data: { depth: 3 }, timestamp: expect.any(Number) }] });

    for (let i = 0; i < 25; i++) {
      await page.addScriptTag({ content: `throw new Error("later ${i}");` });
      await page.clock.runFor(1_100);
    }
    await requestsSeen(page);
    expect(sent.filter((s) => s.url.endsWith("/RecordJavascriptErrors"))).toHaveLength(20);
    tracked.takeConsoleErrors();
    await tracked.close();
  });
});

describe("data layer", () => {
  test("answers each status as spec 1 §8 says, with the system error overlay, its buttons, the crumb retry and login-required, and records each call the network did not carry", async () => {
    const tracked = await journey.newPage();
    const page = await open(tracked, "tracked", "/about");
    const networkErrors: string[] = [];
    // The events the server took: a first post refused for the journey's made-up crumb is sent once more with the fresh one.
    page.on("response", (response) => {
      const request = response.request();
      if (new URL(request.url()).pathname !== "/api/events/RecordEvent" || response.status() !== 202) return;
      const fields = new URLSearchParams(request.postData() ?? "");
      if (fields.get("event") === "system_network_error") networkErrors.push(fields.get("urlRequested") ?? "");
    });
    const answers: Record<string, { status: number; body: string }> = {
      s401: { status: 401, body: "{}" },
      s403: { status: 403, body: "{}" },
      s500: { status: 500, body: "{}" },
      s501: { status: 501, body: "{}" },
      s503: { status: 503, body: "{}" },
      s404: { status: 404, body: "{}" },
      cleaned: { status: 503, body: '{"cleaned":true,"error":"secret internals"}' },
      handled: { status: 400, body: '{"error":"That name is taken."}' },
      garbled: { status: 200, body: "<html>not json" },
      login: { status: 401, body: '{"loginRequired":true}' },
    };
    let crumbCalls: string[] = [];
    let unreachable = 0;
    await page.route("**/api/journey/**", async (route) => {
      const url = new URL(route.request().url());
      const name = url.pathname.split("/").pop()!;
      if (name === "crumb") {
        crumbCalls.push(url.searchParams.get("crumb") ?? "");
        if (crumbCalls.length === 1) return route.fulfill({ status: 403, contentType: "application/json", body: '{"crumbFail":true,"crumb":"fresh.crumb"}' });
        return route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' });
      }
      if (name === "flaky") {
        unreachable += 1;
        return unreachable < 3 ? route.abort("connectionrefused") : route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":1}' });
      }
      const answer = answers[name];
      if (!answer) return route.abort("failed");
      return route.fulfill({ status: answer.status, contentType: "application/json", body: answer.body });
    });
    const call = (name: string, retries = 0) =>
      page.evaluate(
        ([url, retries]) =>
          window.Tessera!.request({ url: url as string, retries: retries as number }).then(
            (data) => ({ ok: data }),
            (error: Error) => ({ error: error.message }),
          ),
        [`/api/journey/${name}`, retries],
      );
    const overlay = page.getByRole("alertdialog");
    const expectOverlay = async (name: string, title: string) => {
      expect(await call(name)).toEqual({ error: expect.any(String) });
      await overlay.waitFor();
      expect(await overlay.getByRole("heading").innerText(), name).toBe(title);
      await overlay.getByRole("button", { name: "Reload Page" }).waitFor();
      // Over everything the page draws: the overlays' z-index base of spec 2 §9.
      expect(await overlay.evaluate((element) => getComputedStyle(element.closest(".tsr-system-error") ?? element).zIndex)).toBe("30000");
      await overlay.getByRole("button", { name: "Clear" }).click();
      await overlay.waitFor({ state: "detached" });
    };
    await expectOverlay("s401", "Unauthorized request");
    await expectOverlay("s403", "Unauthorized request");
    await expectOverlay("s500", "Internal server error. Please try again later.");
    await expectOverlay("s501", "Internal server error. Please try again later.");
    await expectOverlay("s503", "This service is temporarily unavailable. Please try again later.");
    await expectOverlay("s404", "Unable to connect\u2026");
    await expectOverlay("cleaned", "Something Went Wrong!");
    expect(await page.getByText("secret internals").count()).toBe(0);
    await expectOverlay(
      "garbled",
      `Internal Error: Unable to parse server response from (/api/journey/garbled) as JSON: ${await page.evaluate(() => {
        try {
          JSON.parse("<html>not json");
        } catch (error) {
          return (error as Error).message;
        }
        return "";
      })}`,
    );

    expect(await call("handled")).toEqual({ error: "That name is taken." });
    expect(await overlay.count()).toBe(0);
    const loginFired = page.evaluate(() => new Promise((resolve) => addEventListener("tessera:login-required", () => resolve(true), { once: true })));
    expect(await call("login")).toEqual({ error: "Unauthorized request" });
    expect(await loginFired).toBe(true);

    crumbCalls = [];
    expect(await call("crumb")).toEqual({ ok: { ok: true } });
    expect(crumbCalls).toHaveLength(2);
    expect(crumbCalls[1]).toBe("fresh.crumb");
    expect((await tracked.context.cookies()).find((c) => c.name === "crumb")?.value).toBe("fresh.crumb");

    // Retries wait on the page's clock, which stands still from here on until the journey moves it.
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const started = await page.evaluate(() => Date.now());
    let flakyAnswer: unknown;
    void call("flaky", 2).then((answer) => (flakyAnswer = answer));
    await expect
      .poll(
        async () => {
          if (flakyAnswer === undefined) await page.clock.runFor(50);
          return flakyAnswer;
        },
        { timeout: 60_000 },
      )
      .toEqual({ ok: { ok: 1 } });
    expect((await page.evaluate(() => Date.now())) - started).toBeGreaterThanOrEqual(400);
    await expect.poll(() => networkErrors).toEqual(["/api/journey/flaky", "/api/journey/flaky"]);
    for (const error of tracked.takeConsoleErrors()) expect(error.text).toMatch(/^Failed to load resource/);
    await tracked.close();
  });
});

describe("owner redirect", () => {
  const configTarget = (page: Page) => {
    const url = new URL(page.url());
    return url.pathname === "/config/" ? url.searchParams.get("frameUrl") : null;
  };

  test("sends a signed-in owner to /config/ with the page in frameUrl, and each condition switches it off", async () => {
    const ownerTab = await journey.newPage();
    await signInContext(ownerTab.context, "tracked", RUNTIME_OWNER);
    await ownerTab.page.goto(journey.server.siteUrl("tracked", "/about?x=1"));
    await ownerTab.page.waitForURL((url) => url.pathname === "/config/");
    expect(configTarget(ownerTab.page)).toBe("/about?x=1");

    const flagged = await journey.newPage();
    await signInContext(flagged.context, "tracked", RUNTIME_OWNER);
    await open(flagged, "tracked", "/about?noredirect");
    expect(configTarget(flagged.page), "the noredirect parameter").toBeNull();
    await open(flagged, "tracked", "/");
    expect(configTarget(flagged.page), "the noredirect session flag").toBeNull();
    expect(await flagged.page.evaluate(() => sessionStorage.getItem("noredirect"))).toBe("true");

    const visitor = await journey.newPage();
    await open(visitor, "tracked", "/about");
    expect(configTarget(visitor.page), "no authenticated account").toBeNull();

    for (const identifier of ["devmode", "cloneable"]) {
      const tab = await journey.newPage();
      await signInContext(tab.context, identifier, RUNTIME_OWNER);
      await open(tab, identifier, "/about");
      expect(configTarget(tab.page), identifier).toBeNull();
      expect(await tab.page.evaluate(() => JSON.parse(document.getElementById("site-context")!.textContent!).authenticatedAccount?.email)).toBe(
        RUNTIME_OWNER.email,
      );
      await tab.close();
    }

    const viewer = await journey.newPage();
    await signInContext(viewer.context, "tracked", RUNTIME_VIEWER);
    await open(viewer, "tracked", "/about");
    expect(configTarget(viewer.page), "a viewer").toBeNull();

    const framed = await journey.newPage();
    await signInContext(framed.context, "tracked", RUNTIME_OWNER);
    await framed.page.route("**/frame-host", (route) =>
      route.fulfill({ contentType: "text/html", body: '<!doctype html><iframe src="/about" title="site"></iframe>' }),
    );
    await open(framed, "tracked", "/frame-host");
    const frame = framed.page.frames().find((f) => f !== framed.page.mainFrame())!;
    await frame.waitForLoadState("load");
    await requestsSeen(framed.page, frame);
    expect(new URL(frame.url()).pathname, "not the top frame").toBe("/about");
    expect(
      framed.requestedUrls.filter((url) => new URL(url).pathname === "/config/"),
      "not the top frame",
    ).toEqual([]);
    for (const tab of [ownerTab, flagged, visitor, viewer, framed]) await tab.close();
  });
});

describe("keyboard", () => {
  test("Escape sends a visitor nowhere unless useEscapeKeyToLogin, sends the owner to /config/, and Shift+Escape logs out, once more after a crumb failure", async () => {
    const visitor = await journey.newPage();
    await open(visitor, "tracked", "/about");
    await visitor.page.keyboard.press("Escape");
    await requestsSeen(visitor.page);
    expect(new URL(visitor.page.url()).pathname).toBe("/about");
    expect(visitor.requestedUrls.filter((url) => new URL(url).pathname === "/config/")).toEqual([]);
    await visitor.close();

    const tab = await journey.newPage();
    await signInContext(tab.context, "tracked", RUNTIME_OWNER);
    await open(tab, "tracked", "/about?noredirect");
    await tab.page.keyboard.press("Escape");
    await tab.page.waitForURL((url) => url.pathname === "/config/" && url.searchParams.get("frameUrl") === "/about?noredirect");
    await open(tab, "tracked", "/about");
    // A stale crumb: the first sign-out is refused with crumbFail and sent once more with the fresh one.
    const signOuts: number[] = [];
    tab.page.on("response", (response) => new URL(response.url()).pathname === "/api/auth/Logout" && signOuts.push(response.status()));
    await tab.page.evaluate(() => (document.cookie = "crumb=stale.crumb; path=/"));
    await tab.page.keyboard.press("Shift+Escape");
    await tab.page.waitForURL((url) => url.pathname === "/" && url.searchParams.get("logout") === "true");
    await tab.page.getByRole("dialog", { name: "Logout Successful" }).waitFor();
    expect((await tab.context.cookies()).map((c) => c.name)).not.toContain("tsr_session");
    expect(signOuts).toEqual([403, 200]);
    await tab.close();
  });
});

describe("signed-in extras", () => {
  test("a signed-in owner's page loads the announcement bar and the popup overlay's parts even with both off; a visitor's loads neither", async () => {
    const parts = (tab: TrackedPage) => tab.requestedUrls.map((url) => new URL(url).pathname).filter((path) => /\/(bars|popupOverlay)-[\w-]+\.js$/.test(path));
    const visitor = await journey.newPage();
    await open(visitor, "tracked", "/about");
    await requestsSeen(visitor.page);
    expect(parts(visitor)).toEqual([]);
    await visitor.close();

    const tab = await journey.newPage();
    await signInContext(tab.context, "tracked", RUNTIME_OWNER);
    await open(tab, "tracked", "/about?noredirect");
    await requestsSeen(tab.page);
    expect(
      parts(tab)
        .map((path) => path.split("-")[0])
        .sort(),
    ).toEqual(["/assets/bars", "/assets/popupOverlay"]);
    await tab.close();
  });

  test("a published page sends no mouse position, for a visitor or a signed-in owner (spec 2 §6: only the signed-in editor's grid follows the pointer)", async () => {
    for (const signedIn of [false, true]) {
      const tab = await journey.newPage();
      if (signedIn) await signInContext(tab.context, "tracked", RUNTIME_OWNER);
      const sent: { url: string; body: string }[] = [];
      tab.page.on("request", (request) => sent.push({ url: request.url(), body: request.postData() ?? "" }));
      await open(tab, "tracked", signedIn ? "/about?noredirect" : "/about");
      await requestsSeen(tab.page);
      const beforeMoves = sent.length;
      for (let step = 0; step < 24; step += 1) await tab.page.mouse.move(40 + step * 37, 30 + step * 23);
      await requestsSeen(tab.page);
      const afterMoves = sent.slice(beforeMoves).filter((request) => new URL(request.url).pathname.startsWith("/api/"));
      expect(afterMoves, signedIn ? "owner" : "visitor").toEqual([]);
      expect(sent.filter((request) => /client[XY]|page[XY]|screen[XY]|mouse|pointer/i.test(`${new URL(request.url).search} ${request.body}`))).toEqual([]);
      await tab.close();
    }
  });
});

describe("page furniture", () => {
  test("time-since elements read just now, then about N seconds ago every 5 s; an undated one is skipped with a warning; a second run is refused; Tessera.load without a context warns", async () => {
    const tracked = await journey.newPage();
    const warnings: string[] = [];
    tracked.page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    // The page's clock stands still at the element's date until the test moves it.
    await tracked.page.clock.install({ time: 0 });
    await tracked.page.clock.pauseAt(1000);
    const page = await open(tracked, "tracked", "/");
    expect(await page.locator("#fresh").innerText()).toBe("just now");
    await page.clock.runFor(5000);
    expect(await page.locator("#fresh").innerText()).toBe("about 5 seconds ago");
    await page.clock.runFor(60_000);
    expect(await page.locator("#fresh").innerText()).toBe("about 1 minute ago");
    expect(await page.locator("#undated").innerText()).toBe("never");
    expect(warnings.some((text) => text.startsWith("Time since element needs a numeric data-date; skipped."))).toBe(true);
    const runtime = await page.locator('script[type="module"][src*="/assets/runtime-"]').getAttribute("src");
    await page.addScriptTag({ type: "module", url: `${runtime!}?again` });
    await expect.poll(() => warnings).toContain("Detected second run, this is bad.");
    // A page script that calls Tessera.load without naming its context is run, with a warning that the window is assumed.
    expect(await page.evaluate(() => new Promise((ran) => window.Tessera!.load(() => ran("ran"))))).toBe("ran");
    expect(warnings).toContain("Tessera.load running with an assumed window context!");
    const named = warnings.length;
    expect(await page.evaluate(() => new Promise((ran) => window.Tessera!.load(() => ran("ran"), window)))).toBe("ran");
    expect(warnings.length).toBe(named);
    expectNoConsoleErrors(tracked, "time since");
    await tracked.close();
  });

  test("the announcement bar shows when turned on, and the mobile info bar only up to 1024 px", async () => {
    await putSettings(owner, "announcement-bar", { isEnabled: true, text: "Open late on Fridays", linkUrl: "/about" });
    await putSettings(owner, "mobile-info-bar", {
      isEnabled: true,
      theme: "LIGHT",
      text: "Visit us",
      phoneNumber: "+1 555 0100",
      emailAddress: "hi@example.com",
    });
    const narrow = await journey.newPage({ viewport: { width: 800, height: 900 } });
    await open(narrow, "tracked", "/about");
    const announcement = narrow.page.getByRole("link", { name: "Open late on Fridays" });
    await announcement.waitFor();
    expect(await announcement.getAttribute("href")).toBe("/about");
    const info = narrow.page.getByRole("region", { name: "Contact" });
    await info.waitFor();
    expect(await info.getByRole("link", { name: "Call" }).getAttribute("href")).toBe("tel:+15550100");
    expect(await info.getByRole("link", { name: "Email" }).getAttribute("href")).toBe("mailto:hi@example.com");
    expectNoConsoleErrors(narrow, "the bars on a narrow screen");
    await narrow.close();
    const wide = await journey.newPage();
    await open(wide, "tracked", "/about");
    await wide.page.getByRole("link", { name: "Open late on Fridays" }).waitFor();
    expect(await wide.page.getByRole("region", { name: "Contact" }).count()).toBe(0);
    await wide.close();
  });
});
