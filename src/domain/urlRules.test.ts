import { describe, expect, it } from "vitest";
import {
  LINK_KIND,
  classifyLink,
  isAnchorLink,
  isCollectionPanelLink,
  isContentLink,
  isFileLink,
  isFtpLink,
  isInternalPath,
  isJavascriptLink,
  isMailtoLink,
  isSmsLink,
  isTelLink,
  isValidLink,
} from "./urlRules";

/** Pads a link with a filler character to exactly the given length. */
function linkOfLength(prefix: string, length: number, filler = "a", suffix = ""): string {
  return prefix + filler.repeat(length - prefix.length - suffix.length) + suffix;
}

const PANEL_ID = "0123456789abcdef01234567";

describe("content, file and collection panel links", () => {
  it("a content link starts with a slash", () => {
    expect(isContentLink("/")).toBe(true);
    expect(isContentLink("/about")).toBe(true);
    expect(isContentLink("about")).toBe(false);
    expect(isContentLink("https://example.com/")).toBe(false);
  });

  it("refuses protocol-relative forms that leave the site", () => {
    expect(isContentLink("//evil.example")).toBe(false);
    expect(isContentLink("/\\evil.example")).toBe(false);
  });

  it("a file link starts with /s/", () => {
    expect(isFileLink("/s/menu.pdf")).toBe(true);
    expect(isFileLink("/s/")).toBe(false);
    expect(isFileLink("/shop")).toBe(false);
  });

  it("a collection panel link is /pages/ and a 24-character id", () => {
    expect(isCollectionPanelLink(`/pages/${PANEL_ID}`)).toBe(true);
    expect(isCollectionPanelLink(`/pages/${PANEL_ID.slice(1)}`)).toBe(false);
    expect(isCollectionPanelLink(`/pages/${PANEL_ID}0`)).toBe(false);
    expect(isCollectionPanelLink(`/pages/${PANEL_ID}/`)).toBe(false);
    expect(isCollectionPanelLink(`/page/${PANEL_ID}`)).toBe(false);
  });
});

describe("tel links", () => {
  it("are valid at 49 characters and not at 50", () => {
    expect(isTelLink(linkOfLength("tel:", 49, "1"))).toBe(true);
    expect(isTelLink(linkOfLength("tel:", 50, "1"))).toBe(false);
  });

  it("need at least 4 digits", () => {
    expect(isTelLink("tel:1234")).toBe(true);
    expect(isTelLink("tel:123")).toBe(false);
    expect(isTelLink("tel:1-2-3-4")).toBe(true);
    expect(isTelLink("tel:1-2-3--")).toBe(false);
  });

  it("allow only digits and '-'", () => {
    expect(isTelLink("tel:555-0100")).toBe(true);
    expect(isTelLink("TEL:555-0100")).toBe(true);
    expect(isTelLink("tel:+15550100")).toBe(false);
    expect(isTelLink("tel:555 0100")).toBe(false);
    expect(isTelLink("tel:555.0100")).toBe(false);
    expect(isTelLink("5550100")).toBe(false);
  });
});

describe("sms links", () => {
  it("are valid at 999 characters and not at 1000", () => {
    expect(isSmsLink(linkOfLength("sms:", 999, "1"))).toBe(true);
    expect(isSmsLink(linkOfLength("sms:", 1000, "1"))).toBe(false);
  });

  it("need a recipient", () => {
    expect(isSmsLink("sms:")).toBe(false);
    expect(isSmsLink("sms:5550100")).toBe(true);
  });
});

describe("mailto links", () => {
  it("are valid at 999 characters and not at 1000", () => {
    expect(isMailtoLink(linkOfLength("mailto:", 999, "a", "@example.com"))).toBe(true);
    expect(isMailtoLink(linkOfLength("mailto:", 1000, "a", "@example.com"))).toBe(false);
  });

  it("need exactly one @", () => {
    expect(isMailtoLink("mailto:hello@example.com")).toBe(true);
    expect(isMailtoLink("mailto:hello.example.com")).toBe(false);
    expect(isMailtoLink("mailto:hel@lo@example.com")).toBe(false);
    expect(isMailtoLink("mailto:@example.com")).toBe(false);
  });

  it("need a dotted domain", () => {
    expect(isMailtoLink("mailto:hello@example")).toBe(false);
    expect(isMailtoLink("mailto:hello@example.")).toBe(false);
    expect(isMailtoLink("mailto:hello@.example.com")).toBe(false);
    expect(isMailtoLink("mailto:hello@mail.example.co.uk")).toBe(true);
  });

  it("allow a query after the address", () => {
    expect(isMailtoLink("mailto:hello@example.com?subject=Hi")).toBe(true);
  });
});

describe("anchor links", () => {
  it("are valid at 99 characters and not at 100", () => {
    expect(isAnchorLink(linkOfLength("#", 99))).toBe(true);
    expect(isAnchorLink(linkOfLength("#", 100))).toBe(false);
  });

  it("need a name without spaces", () => {
    expect(isAnchorLink("#")).toBe(false);
    expect(isAnchorLink("#top")).toBe(true);
    expect(isAnchorLink("#to p")).toBe(false);
  });
});

describe("javascript links", () => {
  it("are valid at 249 characters and not at 250", () => {
    expect(isJavascriptLink(linkOfLength("javascript:", 249))).toBe(true);
    expect(isJavascriptLink(linkOfLength("javascript:", 250))).toBe(false);
    expect(isJavascriptLink("void(0)")).toBe(false);
  });
});

describe("ftp links", () => {
  it("are valid at 99 characters and not at 100", () => {
    expect(isFtpLink(linkOfLength("ftp://", 99))).toBe(true);
    expect(isFtpLink(linkOfLength("ftp://", 100))).toBe(false);
  });

  it("need a host", () => {
    expect(isFtpLink("ftp://")).toBe(false);
    expect(isFtpLink("ftp://files.example.com/a b")).toBe(false);
  });
});

describe("internal paths", () => {
  it("are valid at 149 characters and not at 150", () => {
    expect(isInternalPath(linkOfLength("/", 149))).toBe(true);
    expect(isInternalPath(linkOfLength("/", 150))).toBe(false);
  });

  it("are content links without spaces", () => {
    expect(isInternalPath("/blog/post")).toBe(true);
    expect(isInternalPath("blog/post")).toBe(false);
    expect(isInternalPath("//blog")).toBe(false);
    expect(isInternalPath("/blog post")).toBe(false);
  });
});

describe("isValidLink", () => {
  it("dispatches to the rule of each kind", () => {
    expect(isValidLink("tel", "tel:5550100")).toBe(true);
    expect(isValidLink("tel", "sms:5550100")).toBe(false);
    expect(isValidLink("internalPath", linkOfLength("/", 150))).toBe(false);
    expect(isValidLink("content", linkOfLength("/", 150))).toBe(true);
    expect(isValidLink("collectionPanel", `/pages/${PANEL_ID}`)).toBe(true);
  });

  it("has a rule for every kind", () => {
    expect(Object.values(LINK_KIND)).toEqual(["content", "file", "collectionPanel", "tel", "sms", "mailto", "anchor", "javascript", "ftp", "internalPath"]);
    for (const kind of Object.values(LINK_KIND)) {
      expect(typeof isValidLink(kind, "")).toBe("boolean");
    }
  });
});

describe("classifyLink", () => {
  it("picks the most specific kind", () => {
    expect(classifyLink(`/pages/${PANEL_ID}`)).toBe("collectionPanel");
    expect(classifyLink("/s/menu.pdf")).toBe("file");
    expect(classifyLink("/about")).toBe("content");
    expect(classifyLink("#top")).toBe("anchor");
    expect(classifyLink("tel:5550100")).toBe("tel");
    expect(classifyLink("SMS:5550100")).toBe("sms");
    expect(classifyLink("mailto:a@b.co")).toBe("mailto");
    expect(classifyLink("javascript:void(0)")).toBe("javascript");
    expect(classifyLink("ftp://files.example.com")).toBe("ftp");
  });

  it("leaves other links unclassified", () => {
    expect(classifyLink("https://example.com")).toBeUndefined();
    expect(classifyLink("//example.com")).toBeUndefined();
    expect(classifyLink("about")).toBeUndefined();
  });
});
