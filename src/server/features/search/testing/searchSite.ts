import { newId } from "../../../../domain/ids";

/** A heading and a text block in one section, as a site file's layout holds them. */
function layoutOf(heading: string, html: string): { sections: unknown[] } {
  return {
    sections: [
      {
        id: newId(),
        style: { background: { kind: "none" }, height: "fit", width: "normal", align: "top", padding: "medium", theme: "light" },
        blocks: [
          { id: newId(), type: "heading", settings: { text: heading, level: 2, align: "left" }, desktop: { column: 1, row: 1, width: 24, height: 1 } },
          { id: newId(), type: "text", settings: { html }, desktop: { column: 1, row: 2, width: 24, height: 1 } },
        ],
      },
    ],
  };
}

function page(title: string, urlSlug: string, position: number, html: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const layout = layoutOf(title, html);
  return { type: 10, title, urlSlug, navigation: "main", position, description: "", layout: { draft: layout, published: layout }, ...extra };
}

function post(title: string, urlSlug: string, publishState: number, publishOn: string, excerpt: string, html: string): Record<string, unknown> {
  const layout = layoutOf(title, html);
  return { recordType: 1, title, urlSlug, publishState, publishOn, excerpt, tags: [], categories: [], layout: { draft: layout, published: layout } };
}

/**
 * A site file for the search tests: one of each thing search finds (pages, posts, a product, an
 * event) that mention "lighthouse", and one of each thing it must never show (a draft page and
 * post, a scheduled post, hidden, member-only and locked pages, a hidden product), each of them
 * mentioning "lighthouse" too, with "secret" in its title.
 */
export function searchSite(identifier: string, website: Record<string, unknown> = {}): string {
  const shopId = newId();
  const unpublished = layoutOf("Secret draft page", "<p>The lighthouse draft.</p>");
  return JSON.stringify({
    format: "tessera-site",
    version: 1,
    website: { identifier, title: `Search ${identifier}`, locale: "en-US", timeZone: "UTC", ...website },
    collections: [
      page("Home", "home", 0, "<p>Welcome to the harbour.</p>"),
      page("Lighthouse tours", "tours", 1, "<p>Climb the <b>lighthouse</b> every Sunday &amp; see the whole bay from the lamp room.</p>"),
      page("About us", "about", 2, "<p>We keep the old lighthouse keeper's cottage open as a café by the harbour.</p>"),
      {
        type: 10,
        title: "Secret draft page",
        urlSlug: "draft",
        navigation: "main",
        position: 3,
        description: "",
        layout: { draft: unpublished, published: null },
      },
      page("Secret hidden page", "hidden", 4, "<p>The hidden lighthouse.</p>", { navigation: "_hidden" }),
      page("Secret members page", "members", 5, "<p>The members' lighthouse.</p>", { navigation: "_memberareas" }),
      page("Secret locked page", "locked", 6, "<p>The locked lighthouse.</p>", {
        passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA",
      }),
      {
        type: 1,
        title: "News",
        urlSlug: "news",
        navigation: "main",
        position: 7,
        description: "",
        settings: { urlFormat: "{title}" },
        items: [
          post(
            "Painting the lighthouse",
            "painting",
            1,
            "2026-01-10T10:00:00.000Z",
            "A fresh coat of red and white.",
            "<p>Scaffolding goes up around the lighthouse in March.</p>",
          ),
          post("Secret draft post", "draft-post", 4, "2026-01-11T10:00:00.000Z", "The lighthouse draft post.", "<p>Not yet.</p>"),
          post("Secret scheduled post", "scheduled", 2, "2031-01-01T00:00:00.000Z", "The lighthouse reopens.", "<p>Later.</p>"),
        ],
      },
      {
        type: 1,
        title: "Events",
        urlSlug: "events",
        navigation: "main",
        position: 8,
        description: "",
        settings: { holds: "events", urlFormat: "{title}", tags: [], categories: [] },
        items: [
          {
            recordType: 12,
            title: "Night climb",
            urlSlug: "night-climb",
            publishState: 1,
            publishOn: "2026-01-05T10:00:00.000Z",
            excerpt: "See the lamp turn at dusk.",
            tags: [],
            categories: [],
            event: {
              startDate: "2026-06-05",
              endDate: "2026-06-05",
              startTime: "20:00",
              endTime: "22:00",
              timeZone: "UTC",
              location: "The lighthouse gallery",
            },
          },
        ],
      },
      { id: shopId, type: 13, title: "Shop", urlSlug: "shop", navigation: "main", position: 9, description: "", settings: {} },
    ],
    products: [
      product(shopId, "Lighthouse print", "print", "A <em>lighthouse</em> at dawn, printed on thick paper.", true, 0),
      product(shopId, "Secret hidden print", "hidden-print", "A lighthouse nobody may buy yet.", false, 1),
    ],
  });
}

function product(collectionId: string, name: string, urlSlug: string, description: string, visible: boolean, position: number): Record<string, unknown> {
  const suffix = position.toString(16).padStart(2, "0");
  return {
    collectionId,
    productType: "PHYSICAL",
    name,
    urlSlug,
    description,
    imageUrl: "",
    position,
    visible,
    variants: [{ sku: `PRINT-${suffix}`, priceCents: 2500, qtyInStock: 10 }],
  };
}
