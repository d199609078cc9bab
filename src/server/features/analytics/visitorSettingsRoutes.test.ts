import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { systemClock } from "../../clock";
import { AccountsService } from "../accounts/accountsService";
import { createTestServer, CookieJar, seedSite, signedIn, siteContextOf, type TestServer } from "../../testing/testServer";
import { onePageSite } from "../../testing/siteFiles";
import { exportSite } from "../siteFormat/siteFile";

const OWNER = { email: "owner@settings.example", password: "owner password 1", roleId: ROLE.ADMIN };
const EDITOR = { email: "editor@settings.example", password: "editor password 1", roleId: ROLE.EDITOR };

const BANNER = {
  isCookieBannerEnabled: true,
  cookieBannerVariant: "POPUP",
  cookieBannerPosition: "TOP",
  cookieBannerTheme: "LIGHT",
  cookieBannerCtaVariant: "BUTTON",
  cookieBannerAcceptType: "OPT_IN_AND_OUT",
  cookieBannerText: "<p></p><p>We bake <strong>cookies</strong>.<script>alert(1)</script></p>",
  cookieBannerCtaText: "",
  cookieBannerOptOutCtaText: "No thanks",
  isActivityLogEnabled: false,
  isAnalyticsCookiesDisabled: true,
  isRestrictiveCookiePolicyAbsolute: false,
  keepVisitorCookiesAfterDecline: false,
};

describeEachDatabase("visitor settings routes", (database) => {
  let server: TestServer;
  let owner: CookieJar;

  const put = (jar: CookieJar, url: string, body: unknown) =>
    jar.send(server, "prefs", {
      method: "PUT",
      url,
      headers: { "content-type": "application/json", "x-csrf-token": jar.get("crumb")! },
      payload: JSON.stringify(body),
    });

  beforeAll(async () => {
    await seedSite(database(), onePageSite("prefs", []), OWNER);
    await new AccountsService(database().db, systemClock).createOwner({ ...EDITOR, siteIdentifier: "prefs" });
    server = await createTestServer(database());
    owner = await signedIn(server, "prefs", OWNER.email, OWNER.password);
  });
  afterAll(() => server.close());

  it("answers the defaults before anything is saved", async () => {
    const response = await owner.send(server, "prefs", { method: "GET", url: "/api/config/site/cookie-banner" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isCookieBannerEnabled: false,
      cookieBannerVariant: "BAR",
      cookieBannerPosition: "BOTTOM",
      cookieBannerCtaVariant: "ICON",
      isVisitorDataRestricted: false,
    });
  });

  it("saves the cookie banner normalised and cleaned, drops cached pages and shows it in the page", async () => {
    const visitor = new CookieJar();
    await visitor.send(server, "prefs", { method: "GET", url: "/" });
    const saved = await put(owner, "/api/config/site/cookie-banner", BANNER);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      ...BANNER,
      cookieBannerPosition: "TOP_LEFT",
      cookieBannerText: "<p>We bake <strong>cookies</strong>.</p>",
      cookieBannerCtaText: "Accept",
      isRestrictiveCookiePolicyEnabled: true,
      isVisitorDataRestricted: true,
    });
    const page = await visitor.send(server, "prefs", { method: "GET", url: "/" });
    expect(siteContextOf(page.body).cookieSettings).toMatchObject({
      isCookieBannerEnabled: true,
      cookieBannerVariant: "POPUP",
      cookieBannerPosition: "TOP_LEFT",
    });
  });

  it("refuses unknown values, unknown fields and oversized text with 400, keeping what was saved", async () => {
    for (const body of [{ ...BANNER, cookieBannerTheme: "PINK" }, { ...BANNER, extra: 1 }, { ...BANNER, cookieBannerText: "x".repeat(3000) }, [], "text"]) {
      const response = await put(owner, "/api/config/site/cookie-banner", body);
      expect(response.statusCode).toBe(400);
    }
    const kept = await owner.send(server, "prefs", { method: "GET", url: "/api/config/site/cookie-banner" });
    expect(kept.json().cookieBannerTheme).toBe("LIGHT");
  });

  it("saves the popup overlay, announcement bar and mobile info bar", async () => {
    const popup = {
      isEnabled: true,
      style: "CARD",
      version: 3,
      showUntilSignup: true,
      displayFrequency: -1,
      enableMobile: false,
      title: "Fresh beans",
      message: "Ten percent off",
      ctaText: "Shop",
      ctaUrl: "/shop",
      formId: "",
    };
    expect((await put(owner, "/api/config/site/popup-overlay", popup)).json()).toEqual(popup);
    expect((await put(owner, "/api/config/site/popup-overlay", { ...popup, displayFrequency: -2 })).statusCode).toBe(400);
    expect((await put(owner, "/api/config/site/popup-overlay", { ...popup, ctaUrl: "javascript:alert(1)" })).statusCode).toBe(400);
    const bar = { isEnabled: true, text: "Open late on Fridays", linkUrl: "https://example.com/hours" };
    expect((await put(owner, "/api/config/site/announcement-bar", bar)).json()).toEqual(bar);
    const info = { isEnabled: true, theme: "LIGHT", text: "Call us", phoneNumber: "+1 555 0100", emailAddress: "hi@example.com" };
    expect((await put(owner, "/api/config/site/mobile-info-bar", info)).json()).toEqual(info);
    expect((await put(owner, "/api/config/site/mobile-info-bar", { ...info, emailAddress: "nope" })).statusCode).toBe(400);
    const context = siteContextOf((await new CookieJar().send(server, "prefs", { method: "GET", url: "/" })).body);
    expect(context).toMatchObject({
      showAnnouncementBar: true,
      announcementBar: bar,
      websiteSettings: { popupOverlaySettings: popup, mobileInfoBarSettings: info },
    });
  });

  it("travels through site export", async () => {
    const file = JSON.parse(await exportSite(database().db, "prefs")) as { website: Record<string, unknown> & { extraSettings: Record<string, unknown> } };
    expect(file.website.cookieSettings).toMatchObject({ cookieBannerVariant: "POPUP", isAnalyticsCookiesDisabled: true });
    expect(file.website.popupOverlaySettings).toMatchObject({ version: 3 });
    expect(file.website.extraSettings.announcementBar).toEqual({ text: "Open late on Fridays", linkUrl: "https://example.com/hours" });
    expect(file.website.mobileInfoBarSettings).toMatchObject({ phoneNumber: "+1 555 0100" });
  });

  it("needs the settings permission and the crumb", async () => {
    const editor = await signedIn(server, "prefs", EDITOR.email, EDITOR.password);
    expect((await put(editor, "/api/config/site/cookie-banner", BANNER)).statusCode).toBe(403);
    expect((await new CookieJar().send(server, "prefs", { method: "GET", url: "/api/config/site/popup-overlay" })).statusCode).toBe(401);
    const noCrumb = await owner.send(server, "prefs", {
      method: "PUT",
      url: "/api/config/site/cookie-banner",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(BANNER),
    });
    expect(noCrumb.statusCode).toBe(403);
    expect(noCrumb.json().crumbFail).toBe(true);
  });
});
