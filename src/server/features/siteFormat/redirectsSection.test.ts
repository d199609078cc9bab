import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { systemClock } from "../../clock";
import { onePageSite } from "../../testing/siteFiles";
import { exportSite, importSite } from "./siteFile";

const withRedirects = (identifier: string, redirects: unknown[]) => JSON.stringify({ ...JSON.parse(onePageSite(identifier, [])), redirects });

describeEachDatabase("redirects in the site file", (database) => {
  it("carries the site's redirects, and export, import, export gives identical bytes", async () => {
    const { db } = database();
    await importSite(
      db,
      systemClock,
      withRedirects("kept-redirects", [
        { from: "/old-blog/*", to: "/journal/*", status: 301 },
        { from: "/shop", to: "https://shop.example.com/", status: 302, createdAt: "2026-03-02T09:00:00.000Z", updatedAt: "2026-03-02T09:00:00.000Z" },
      ]),
    );
    const first = await exportSite(db, "kept-redirects");
    expect(JSON.parse(first).redirects).toMatchObject([
      { from: "/old-blog/*", to: "/journal/*", status: 301 },
      { from: "/shop", to: "https://shop.example.com/", status: 302, createdAt: "2026-03-02T09:00:00.000Z" },
    ]);
    await importSite(db, systemClock, first);
    expect(await exportSite(db, "kept-redirects")).toBe(first);
  });

  it("refuses a redirect the owner API would refuse, naming it, and one path listed twice", async () => {
    const { db } = database();
    await expect(importSite(db, systemClock, withRedirects("bad-redirects", [{ from: "/loop", to: "/loop", status: 301 }]))).rejects.toThrow(
      "redirects[0].to: A redirect cannot send a path to itself.",
    );
    const twice = [
      { from: "/a", to: "/b", status: 301 },
      { from: "/a/", to: "/c", status: 302 },
    ];
    await expect(importSite(db, systemClock, withRedirects("bad-redirects", twice))).rejects.toThrow("redirects[1].from: is listed twice.");
  });
});
