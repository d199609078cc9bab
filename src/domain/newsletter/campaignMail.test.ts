import { describe, expect, it } from "vitest";
import { campaignBlocksSchema } from "./campaignBlocks";
import { campaignMail } from "./campaignMail";

const blocks = campaignBlocksSchema.parse([
  { type: "text", text: "Fresh <bread> & jam.\n\nSecond line\nwith a break." },
  { type: "image", src: "/static/loaf.jpg", alt: 'A "sourdough" loaf' },
  { type: "button", label: "Order now", url: "https://shop.example/order?a=1&b=2" },
]);

describe("a campaign's mail", () => {
  it("escapes the owner's words, joins site paths to the site's address and sends buttons through the given link", () => {
    const mail = campaignMail({
      subject: "News",
      blocks,
      siteTitle: "Bakery & Co",
      baseUrl: "https://bakery.example",
      unsubscribeUrl: "https://bakery.example/newsletter/unsubscribe?token=t",
      linkFor: (index) => `https://bakery.example/newsletter/click/x?block=${index}`,
      openPixelUrl: "https://bakery.example/newsletter/open/x",
    });
    expect(mail.html).toContain("Fresh &lt;bread&gt; &amp; jam.");
    expect(mail.html).toContain("Second line<br>with a break.");
    expect(mail.html).toContain('src="https://bakery.example/static/loaf.jpg" alt="A &quot;sourdough&quot; loaf"');
    expect(mail.html).toContain('href="https://bakery.example/newsletter/click/x?block=2"');
    expect(mail.html).not.toContain("shop.example");
    expect(mail.html).toContain('<img src="https://bakery.example/newsletter/open/x" width="1" height="1" alt=""');
    expect(mail.html).toContain("subscribed to Bakery &amp; Co");
    expect(mail.text).toBe(
      [
        "Fresh <bread> & jam.\n\nSecond line\nwith a break.",
        '[A "sourdough" loaf]',
        "Order now: https://bakery.example/newsletter/click/x?block=2",
        "You receive this because you subscribed to Bakery & Co. Unsubscribe: https://bakery.example/newsletter/unsubscribe?token=t",
      ].join("\n\n"),
    );
  });

  it("links buttons straight to their address and leaves out the counter in the editor's preview", () => {
    const mail = campaignMail({ subject: "News", blocks, siteTitle: "Bakery", baseUrl: "https://bakery.example", unsubscribeUrl: null });
    expect(mail.html).toContain('href="https://shop.example/order?a=1&amp;b=2"');
    expect(mail.html).not.toContain("/newsletter/open/");
  });

  it("refuses an address that is neither http(s) nor a path of the site", () => {
    for (const url of ["javascript:alert(1)", "//evil.example/x", "data:text/html,hi", "mailto:a@b.c"])
      expect(campaignBlocksSchema.safeParse([{ type: "button", label: "Go", url }]).success, url).toBe(false);
    expect(campaignBlocksSchema.safeParse([{ type: "button", label: "Go", url: "/menu" }]).success).toBe(true);
  });
});
