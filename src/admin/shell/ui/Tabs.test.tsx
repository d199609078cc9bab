import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Tabs } from "./Tabs";

const html = renderToStaticMarkup(
  <Tabs
    label="Store sections"
    sections={[
      { id: "products", title: "Products", content: <p>The product list</p> },
      { id: "orders", title: "Orders", content: <p>The order list</p> },
    ]}
  />,
);

describe("a screen's tabs", () => {
  it("name the tab list and show one tab per section, in order", () => {
    expect(html).toMatch(/<div class="tab-list"[^>]*aria-label="Store sections"[^>]*role="tablist"/);
    const tabs = [...html.matchAll(/<div class="tab"[^>]*role="tab"[^>]*>([^<]*)<\/div>/g)].map((m) => m[1]);
    expect(tabs).toEqual(["Products", "Orders"]);
  });

  it("open the first section and render only its panel", () => {
    expect(html).toMatch(/aria-selected="true"[^>]*role="tab"[^>]*>Products</);
    expect(html).toMatch(/aria-selected="false"[^>]*role="tab"[^>]*>Orders</);
    expect(html).toMatch(/role="tabpanel" class="tab-panel"[^>]*><p>The product list<\/p><\/div>/);
    expect(html).not.toContain("The order list");
  });
});
