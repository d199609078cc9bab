import { describe, expect, it } from "vitest";
import { COLLECTION_LIMIT_MESSAGES, COLLECTION_LIMITS } from "./collectionLimits";

describe("collection limits", () => {
  it("lets a shop hold 10,000 products and a gallery the spec's 250 slides", () => {
    expect(COLLECTION_LIMITS).toEqual({
      pagesPerSite: 500,
      postsPerBlog: 10_000,
      eventsPerEventsPage: 5_000,
      productsPerShop: 10_000,
      slidesPerGallery: 250,
      formsPerSite: 500,
      filesPerSite: 20_000,
      redirectsPerSite: 1_000,
    });
  });

  it("names each limit in its refusal", () => {
    expect(COLLECTION_LIMIT_MESSAGES.productsPerShop).toBe("A shop holds at most 10,000 products.");
    expect(COLLECTION_LIMIT_MESSAGES.postsPerBlog).toBe("A blog holds at most 10,000 posts.");
    expect(COLLECTION_LIMIT_MESSAGES.eventsPerEventsPage).toBe("An events page holds at most 5,000 events.");
    expect(COLLECTION_LIMIT_MESSAGES.pagesPerSite).toBe("A site holds at most 500 pages, counting blogs, events pages and the shop.");
    expect(COLLECTION_LIMIT_MESSAGES.slidesPerGallery).toBe("A gallery holds at most 250 slides.");
    expect(COLLECTION_LIMIT_MESSAGES.redirectsPerSite).toBe("A site keeps at most 1,000 redirects.");
  });
});
