import { describe, expect, it } from "vitest";
import { siteStylesSchema, type SiteStyles } from "../../domain/siteStyles/siteStylesSchema";
import { PageDocument } from "./PageDocument";
import { renderDocument } from "./renderDocument";

/** The shell only writes the context's JSON out; its shape does not matter here. */
const CONTEXT = '{"pageType":10}';

function page(runtime: string | null, modulePreloads: string[], siteStyles?: SiteStyles): string {
  return renderDocument(
    <PageDocument
      lang="en"
      title="Home"
      description=""
      siteTitle="Demo"
      homeHref="/"
      navigation={[]}
      contextJson={CONTEXT}
      assets={{ stylesheets: ["/assets/site-1.css"], runtime, islands: { gallery: "/assets/island-gallery-1.js" }, modulePreloads }}
      bodyClass="tsr-page-type-10"
      siteChrome={false}
      nonce="n0nce"
      siteStyles={siteStyles}
    >
      <p>Hello</p>
    </PageDocument>,
  );
}

describe("the page document", () => {
  it("announces every module the page loads in its head, with the page's nonce, before the runtime script", () => {
    const html = page("/assets/runtime-1.js", ["/assets/crumb-1.js", "/assets/island-gallery-1.js"]);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="modulepreload" href="/assets/crumb-1.js" nonce="n0nce"/>');
    expect(head).toContain('<link rel="modulepreload" href="/assets/island-gallery-1.js" nonce="n0nce"/>');
    expect(html).toContain('<script type="module" src="/assets/runtime-1.js" nonce="n0nce"></script>');
  });

  it("writes the render-blocking stylesheet before the module preloads, so it is fetched first", () => {
    const html = page("/assets/runtime-1.js", ["/assets/crumb-1.js"]);
    expect(html.indexOf('<link rel="stylesheet" href="/assets/site-1.css"')).toBeGreaterThan(0);
    expect(html.indexOf('<link rel="stylesheet" href="/assets/site-1.css"')).toBeLessThan(html.indexOf('rel="modulepreload"'));
  });

  it("holds the first paint until the parser reaches the site context after the page's content", () => {
    const html = page("/assets/runtime-1.js", []);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="expect" href="#site-context" blocking="render"/>');
    expect(html.indexOf('<script id="site-context"')).toBeGreaterThan(html.indexOf("<p>Hello</p>"));
  });

  it("announces nothing when there is no runtime to load them", () => {
    expect(page(null, ["/assets/crumb-1.js"])).not.toContain("modulepreload");
  });

  it("writes the site's styles after the stylesheet, preloading the fonts they use, and adds no script", () => {
    const plain = page("/assets/runtime-1.js", []);
    const styled = page(
      "/assets/runtime-1.js",
      [],
      siteStylesSchema.parse({ fonts: { body: "lora" }, palette: "forest", light: { ...siteStylesSchema.parse({}).light, accent: "#2f6b45" } }),
    );
    expect(styled.indexOf('<style id="tsr-site-styles">html:root{')).toBeGreaterThan(styled.indexOf('<link rel="stylesheet" href="/assets/site-1.css"'));
    expect(styled).toContain("--tsr-accent:#2f6b45");
    expect(styled).toContain('<link rel="preload" href="/assets/fonts/lora-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>');
    expect(styled.split("<script").length).toBe(plain.split("<script").length);
  });
});
