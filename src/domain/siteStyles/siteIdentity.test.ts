import { describe, expect, it } from "vitest";
import { siteIdentitySchema } from "./siteIdentity";

describe("the site's logo, favicon and social image", () => {
  it("keeps Tessera's own title and icon when none is chosen", () => {
    expect(siteIdentitySchema.parse(undefined)).toEqual({
      logo: "",
      logoWidth: null,
      logoHeight: null,
      logoPlacement: "replace",
      logoSize: 48,
      favicon: "",
      socialImage: "",
    });
  });

  it("takes uploaded files' links and https addresses", () => {
    const identity = siteIdentitySchema.parse({
      logo: " /s/ab12cd34ef56ab12cd34ef56/logo.png ",
      logoWidth: 400,
      logoHeight: 100,
      logoPlacement: "beside",
      logoSize: 24,
      favicon: "https://cdn.example/icon.png",
      socialImage: "/s/ab12cd34ef56ab12cd34ef56/share.jpg",
    });
    expect(identity).toMatchObject({ logo: "/s/ab12cd34ef56ab12cd34ef56/logo.png", logoPlacement: "beside", logoSize: 24 });
  });

  it("refuses other addresses and heights outside 24 to 96 px, naming the field", () => {
    const messages = (value: unknown) => siteIdentitySchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(messages({ logo: "http://example.com/logo.png", favicon: "/admin/icon.png", socialImage: "javascript:alert(1)", logoSize: 23 })).toEqual([
      "logo: The logo must be a picture from the media library or an https address.",
      "logoSize: The logo's height must be at least 24 px.",
      "favicon: The favicon must be a picture from the media library or an https address.",
      "socialImage: The social image must be a picture from the media library or an https address.",
    ]);
    expect(messages({ logoSize: 97, logoPlacement: "above" })).toEqual([
      "logoPlacement: Choose where the logo goes: replace, beside.",
      "logoSize: The logo's height can be at most 96 px.",
    ]);
  });
});
