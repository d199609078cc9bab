import { describe, expect, it } from "vitest";
import { configUrlFor, shouldRedirectOwner, type OwnerRedirectInput } from "./ownerRedirect";

const owner: OwnerRedirectInput = {
  hostname: "cafe.example.com",
  sessionFlag: false,
  hasNoRedirectParameter: false,
  context: {
    websiteSettings: {} as never,
    authenticatedAccount: { id: "a", email: "owner@example.com", displayName: "Owner" },
    website: { id: "w", identifier: "cafe", websiteType: 1, developerMode: false, cloneable: false, baseUrl: "", siteTitle: "" },
    websiteRoles: [1],
  },
  isTopFrame: true,
};

describe("owner redirect (spec 1 §2)", () => {
  it("redirects when all seven conditions hold", () => {
    expect(shouldRedirectOwner(owner)).toBe(true);
  });

  it("is switched off by each condition on its own", () => {
    const context = owner.context!;
    const off: [string, OwnerRedirectInput][] = [
      ["localhost", { ...owner, hostname: "localhost" }],
      ["noredirect session flag", { ...owner, sessionFlag: true }],
      ["noredirect parameter", { ...owner, hasNoRedirectParameter: true }],
      ["no authenticated account", { ...owner, context: { ...context, authenticatedAccount: null } }],
      ["no website settings", { ...owner, context: { ...context, websiteSettings: undefined as never } }],
      ["developer mode", { ...owner, context: { ...context, website: { ...context.website, developerMode: true } } }],
      ["cloneable", { ...owner, context: { ...context, website: { ...context.website, cloneable: true } } }],
      ["viewer role", { ...owner, context: { ...context, websiteRoles: [4, 10] } }],
      ["not the top frame", { ...owner, isTopFrame: false }],
    ];
    for (const [reason, input] of off) expect(shouldRedirectOwner(input), reason).toBe(false);
  });

  it("puts the encoded path and query in frameUrl", () => {
    expect(configUrlFor({ pathname: "/shop/beans", search: "?size=large&x=1" })).toBe("/config/?frameUrl=%2Fshop%2Fbeans%3Fsize%3Dlarge%26x%3D1");
  });
});
