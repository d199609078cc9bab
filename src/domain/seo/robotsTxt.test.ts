import { describe, expect, it } from "vitest";
import { MAX_ROBOTS_TXT_LENGTH, robotsRulesSchema, robotsTxt } from "./robotsTxt";

const sitemapUrl = "https://cafe.example/sitemap.xml";

describe("a site's robots.txt", () => {
  it("lets every crawler read everything by default and names the sitemap", () => {
    expect(robotsTxt({ rules: "", sitemapUrl, closed: false })).toBe("User-agent: *\nAllow: /\n\nSitemap: https://cafe.example/sitemap.xml\n");
  });

  it("keeps the owner's rules and adds the sitemap", () => {
    expect(robotsTxt({ rules: "User-agent: *\nDisallow: /private", sitemapUrl, closed: false })).toBe(
      "User-agent: *\nDisallow: /private\n\nSitemap: https://cafe.example/sitemap.xml\n",
    );
  });

  it("disallows everything on a closed site, whatever the owner wrote", () => {
    expect(robotsTxt({ rules: "User-agent: *\nAllow: /", sitemapUrl, closed: true })).toBe("User-agent: *\nDisallow: /\n");
  });

  it("takes rules and comments, one a line, and refuses anything else or too much", () => {
    expect(robotsRulesSchema.parse("# crawlers\r\nUser-agent: *\r\n\r\nDisallow: /cart\n")).toBe("# crawlers\r\nUser-agent: *\r\n\r\nDisallow: /cart");
    expect(robotsTxt({ rules: "User-agent: *\r\nDisallow: /cart", sitemapUrl, closed: false })).toBe(
      "User-agent: *\nDisallow: /cart\n\nSitemap: https://cafe.example/sitemap.xml\n",
    );
    const wrong = robotsRulesSchema.safeParse("User-agent: *\n<script>alert(1)</script>");
    expect(wrong.error?.issues[0]?.message).toBe("must have one rule a line, such as Disallow: /private, or comments starting with #.");
    const long = robotsRulesSchema.safeParse(`# ${"x".repeat(MAX_ROBOTS_TXT_LENGTH)}`);
    expect(long.error?.issues[0]?.message).toBe(`must be at most ${MAX_ROBOTS_TXT_LENGTH} characters.`);
  });
});
