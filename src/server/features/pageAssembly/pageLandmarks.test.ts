import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { demoSiteAs } from "../../testing/siteFiles";

interface SiteFile {
  collections: { urlSlug: string; layout?: unknown }[];
}

const navigation = (settings: Record<string, unknown>) => ({ id: newId(), type: "navigation", settings });
const layouts: Record<string, unknown[]> = {
  home: [{ id: newId(), type: "text", settings: { html: "<p>Fresh coffee every morning.</p>" } }],
  about: [
    { id: newId(), type: "heading", settings: { text: "Our story", level: 2 } },
    navigation({}),
    navigation({ direction: "vertical" }),
    navigation({ navigation: "hidden" }),
  ],
  contact: [{ id: newId(), type: "heading", settings: { text: "Write to us", level: 1 } }, navigation({ screenReaderName: "Site" }), navigation({})],
};

/** The demo site with pages made of blocks only: one without headings, one with level-two headings and navigations, one with its own level-one heading. */
function blocksOnlySite(): string {
  const file = JSON.parse(demoSiteAs("landmarks", "Harbor & Pine Coffee")) as SiteFile;
  for (const collection of file.collections) {
    const blocks = layouts[collection.urlSlug];
    if (blocks) collection.layout = { draft: { blocks }, published: { blocks } };
  }
  return JSON.stringify(file);
}

const headingsOne = (html: string) => [...html.matchAll(/<h1[^>]*>[^<]*<\/h1>/g)].map((match) => match[0]);
const navigationNames = (html: string) => [...html.matchAll(/<nav [^>]*aria-label="([^"]*)"/g)].map((match) => match[1]);

describeEachDatabase("a page's main heading and navigation names", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    await seedSite(database(), blocksOnlySite());
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  const page = async (url: string) => {
    const answer = await server.request("landmarks", { method: "GET", url });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };

  it("reads the page's title as its main heading, hidden from sight, when no block is a level-one heading (the site's title on the home page)", async () => {
    expect(headingsOne(await page("/"))).toEqual(['<h1 class="tsr-visually-hidden">Harbor &amp; Pine Coffee</h1>']);
    const about = await page("/about");
    expect(headingsOne(about)).toEqual(['<h1 class="tsr-visually-hidden">About</h1>']);
    expect(about.indexOf('<h1 class="tsr-visually-hidden">')).toBeLessThan(about.indexOf("Our story"));
  });

  it("adds no heading to a page whose blocks have a level-one heading", async () => {
    expect(headingsOne(await page("/contact"))).toEqual(['<h1 class="tsr-heading tsr-align-left">Write to us</h1>']);
  });

  it("gives every navigation of a page a name of its own: the header's Main, then Site, Site 2 and More pages, around a name the owner typed", async () => {
    expect(navigationNames(await page("/about"))).toEqual(["Main", "Site", "Site 2", "More pages"]);
    expect(navigationNames(await page("/contact"))).toEqual(["Main", "Site", "Site 2"]);
  });
});
