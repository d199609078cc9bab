import { describe, expect, it } from "vitest";
import { marketingLandingQuery } from "./marketingLanding";

const place = { path: "/shop", referrer: "https://news.example/", language: "fr-FR", screen: "390x844" };

describe("the marketing landing pixel's query", () => {
  it("asks for the pixel only on an address carrying a utm_* parameter or mkwid", () => {
    expect(marketingLandingQuery({ ...place, search: "" })).toBeNull();
    expect(marketingLandingQuery({ ...place, search: "?page=2&source=x" })).toBeNull();
    expect(marketingLandingQuery({ ...place, search: "?mkwid=k9" })?.get("mkwid")).toBe("k9");
  });

  it("fills the spec's Track parameters from the campaign tool's names", () => {
    const query = marketingLandingQuery({
      ...place,
      search: "?utm_source=news&utm_medium=email&utm_campaign=spring&utm_content=hero&utm_term=beans&variation=b",
    });
    expect(Object.fromEntries(query!)).toEqual({
      landing: "/shop?utm_source=news&utm_medium=email&utm_campaign=spring&utm_content=hero&utm_term=beans&variation=b",
      refer: "https://news.example/",
      lang: "fr-FR",
      screen: "390x844",
      source: "news",
      campaign: "spring",
      subcampaign: "hero",
      channel: "email",
      subchannel: "beans",
      variation: "b",
      mkwid: "",
      rk: "",
    });
  });
});
