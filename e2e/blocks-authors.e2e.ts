// An owner writes a post in the configuration area, publishes it from its editor and finds
// themselves its author in the post's settings; visitors read "By <name>" on the post, follow it to the author's listing, and reach
// the same listing from the posts by author block.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SiteClient } from "./forms-support/siteClient";
import { expectNoConsoleErrors } from "./harness/checks";
import { publishPageOf } from "./harness/publishedPage";
import { openJourney, type Journey } from "./harness/journey";
import { signInAt } from "./harness/signIn";
import { slugify } from "../src/domain/slug";

let journey: Journey;
let journalId: string;
let ownerName: string;

beforeAll(async () => {
  journey = await openJourney();
  const owner = new SiteClient(journey.server, "demo");
  await owner.signIn(journey.server.demoOwner.email, journey.server.demoOwner.password);
  ownerName = (await owner.send("GET", "/api/config/me")).json().account.displayName;
  const tree = (await owner.send("GET", "/api/config/pages")).json();
  const pages = tree.navigations.flatMap((navigation: { pages: { id: string; urlSlug: string }[] }) => navigation.pages);
  journalId = pages.find((page: { urlSlug: string }) => page.urlSlug === "journal").id;
  await publishPageOf(owner, "Our writers", [{ id: "a07400000000000000000001", type: "posts-by-author", settings: { collectionId: journalId } }]);
});

afterAll(async () => {
  await journey?.close();
});

describe("posts by author", () => {
  test("a post the owner writes is theirs: its settings name them and visitors read By <name> linking to their posts", async () => {
    const { server } = journey;
    const owner = await journey.newPage();
    const page = owner.page;
    await signInAt(page, server.siteUrl("demo", `/config/blogs/${journalId}`), server.demoOwner);
    await page.getByRole("heading", { name: "Journal", level: 1 }).waitFor();
    await page.getByRole("textbox", { name: "New post title" }).fill("Notes from the roaster");
    await page.getByRole("button", { name: "Add post" }).click();
    // The post is made by a call to the server, after which its editor opens, where Publish makes it live.
    await page.waitForURL((url) => url.pathname.startsWith("/config/pages/"));
    const publishRow = page.locator(".screen.editor .status");
    expect(await publishRow.innerText()).toBe("Hidden");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Published. Visitors see this version now.").waitFor();
    expect(await publishRow.innerText()).toBe("Available");
    await page.goto(server.siteUrl("demo", `/config/blogs/${journalId}`));
    await page.getByRole("button", { name: "Actions for Notes from the roaster" }).click();
    await page.getByRole("menuitem", { name: "Settings…" }).click();
    const settings = page.getByRole("dialog", { name: "Post settings" });
    const author = settings.getByRole("combobox", { name: "Author" });
    expect(await author.locator("option:checked").innerText()).toBe(ownerName);
    expect(await author.locator("option").allInnerTexts()).toContain("No author shown");
    expect(await settings.getByRole("radio", { name: "Available" }).isChecked()).toBe(true);
    await settings.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Notes from the roaster, Available" }).waitFor();
    expectNoConsoleErrors(owner, "the blog screen");

    const visitor = await journey.newPage();
    await visitor.page.goto(server.siteUrl("demo", "/journal"));
    await visitor.page.getByRole("link", { name: "Notes from the roaster" }).first().click();
    await visitor.page.getByRole("heading", { name: "Notes from the roaster", level: 1 }).waitFor();
    expect(await visitor.page.locator(".tsr-post-author").innerText()).toBe(`By ${ownerName}`);
    await visitor.page.locator(".tsr-post-author").getByRole("link", { name: ownerName }).click();
    await visitor.page.getByRole("heading", { name: `Posts by ${ownerName}`, level: 1 }).waitFor();
    expect(visitor.page.url()).toBe(server.siteUrl("demo", `/journal/author/${slugify(ownerName)}`));
    expect(await visitor.page.getByRole("main").getByRole("heading", { level: 2 }).allInnerTexts()).toEqual([
      "Notes from the roaster",
      "How we choose our beans",
      "A beginner's guide to pour-over",
      "Meet our new winter blend",
    ]);
    expectNoConsoleErrors(visitor, "the author listing");
  });

  test("the posts by author block lists the blog's authors with their counts and links to their listings", async () => {
    const visitor = await journey.newPage();
    await visitor.page.goto(journey.server.siteUrl("demo", "/our-writers"));
    const list = visitor.page.getByRole("list", { name: "Journal authors" });
    expect(await list.getByRole("listitem").allInnerTexts()).toEqual([expect.stringMatching(new RegExp(`^${ownerName}\\s+4 posts$`))]);
    await list.getByRole("link", { name: ownerName }).click();
    await visitor.page.getByRole("heading", { name: `Posts by ${ownerName}`, level: 1 }).waitFor();
    expectNoConsoleErrors(visitor, "the posts by author block");
    const missing = await visitor.page.goto(journey.server.siteUrl("demo", "/journal/author/nobody-here"));
    expect(missing?.status()).toBe(404);
  });
});
