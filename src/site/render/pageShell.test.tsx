import { describe, expect, it } from "vitest";
import { PageDocument } from "./PageDocument";
import { fillPageShell, renderPageContent, renderPageShell, SHELL_SLOT } from "./pageShell";

const shell = (code = { header: "", footer: "" }) =>
  renderPageShell(
    <PageDocument
      lang="en"
      title="Home"
      description=""
      siteTitle="Demo"
      homeHref="/"
      navigation={[]}
      contextJson={SHELL_SLOT.context}
      assets={{ stylesheets: ["/assets/site-1.css"], runtime: "/assets/runtime-1.js", islands: {}, modulePreloads: ["/assets/crumb-1.js"] }}
      bodyClass="tsr-page-type-10"
      siteChrome={false}
      nonce={SHELL_SLOT.nonce}
    >
      {SHELL_SLOT.content}
    </PageDocument>,
    code,
  );

const parts = { nonce: "n0nce", head: "", content: "<p>Hello</p>", blocks: "", context: '{"pageType":10}' };

describe("the page shell", () => {
  it("takes each request's nonce wherever the page needs one, the owner's scripts included", () => {
    const kept = shell({ header: '<script src="https://example.com/a.js"></script>', footer: "<script>go()</script>" });
    const first = fillPageShell(kept, parts).toString();
    const second = fillPageShell(kept, { ...parts, nonce: "other" }).toString();
    expect(first).toContain('<link rel="modulepreload" href="/assets/crumb-1.js" nonce="n0nce"/>');
    expect(first).toContain('<script type="module" src="/assets/runtime-1.js" nonce="n0nce"></script>');
    expect(first).toContain('<script nonce="n0nce" src="https://example.com/a.js"></script></head>');
    expect(first).toContain('<script nonce="n0nce">go()</script></body>');
    expect(second.replaceAll("other", "n0nce")).toBe(first);
    expect(first).not.toContain("tsr-slot-");
  });

  it("places the content, its blocks and the context as given, never reading them for slots or replacement patterns", () => {
    const html = fillPageShell(shell(), {
      ...parts,
      content: `<div class="tsr-blocks">${SHELL_SLOT.blocks}</div>`,
      blocks: `<p>$& $' ${SHELL_SLOT.nonce}</p>`,
      context: '{"title":"$1"}',
    }).toString();
    expect(html).toContain(`><div class="tsr-blocks"><p>$& $' ${SHELL_SLOT.nonce}</p></div></main>`);
    expect(html).toContain('<script id="site-context" type="application/json">{"title":"$1"}</script>');
  });

  it("puts what the content adds to the head right after the viewport, ahead of the stylesheet", () => {
    const content = renderPageContent(<img src="/static/lead.jpg" alt="" fetchPriority="high" />);
    expect(content.head).toBe('<link rel="preload" as="image" href="/static/lead.jpg" fetchPriority="high"/>');
    expect(content.body).toBe('<img src="/static/lead.jpg" alt="" fetchPriority="high"/>');
    const html = fillPageShell(shell(), { ...parts, head: content.head, content: content.body }).toString();
    expect(html).toMatch(
      /<meta name="viewport" content="[^"]*"\/><link rel="preload" as="image" href="\/static\/lead.jpg" fetchPriority="high"\/><link rel="stylesheet"/,
    );
  });
});
