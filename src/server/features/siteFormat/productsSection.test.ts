import { expect, test } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { DomainError } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { systemClock } from "../../clock";
import { exportSite, importSite } from "./siteFile";
import { PRODUCT_NOT_SHOWABLE } from "../../../domain/commerce/productVisibility";
import { newTestStoreIds, storeSite } from "../../testing/storeSites";

async function refusal(run: () => Promise<unknown>): Promise<DomainError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("the import was accepted");
}

describeEachDatabase("products in site files", (database) => {
  test("travel with export and import, stock and generated SKUs included", async () => {
    const identifier = `file-${newId().slice(0, 8)}`;
    const ids = newTestStoreIds();
    await importSite(database().db, systemClock, storeSite(identifier, ids, { stock: 7 }));
    const exported = JSON.parse(await exportSite(database().db, identifier));
    expect(exported.products.map((p: { name: string }) => p.name)).toEqual(["Harbor Blend", "Enamel Mug", "Home Brew Guide"]);
    expect(exported.products[0].variants[0]).toMatchObject({ id: ids.blendVariant, sku: "HB-12OZ", qtyInStock: 7, priceCents: 1800 });
    expect(exported.products[1].variants[0].sku).toMatch(/^SQ\d{7}$/);
    expect(exported.products[2]).toMatchObject({ productType: "DIGITAL", priceCents: 900, downloadPath: "/static/demo/home-brew-guide.pdf" });
    expect(exported.products[2].variants).toBeUndefined();
    const again = await exportSite(database().db, identifier);
    await importSite(database().db, systemClock, again);
    expect(await exportSite(database().db, identifier)).toBe(again);
  });

  test("refuses a duplicate SKU, a collection that is not a products collection, prices over the maximum and a shown product without a price, writing nothing", async () => {
    const ids = newTestStoreIds();
    const base = JSON.parse(storeSite(`bad-${newId().slice(0, 8)}`, ids));
    const duplicate = structuredClone(base);
    duplicate.products[1].variants[0].sku = "HB-12OZ";
    expect((await refusal(() => importSite(database().db, systemClock, JSON.stringify(duplicate)))).fieldErrors).toEqual({
      "products[1].variants[0].sku": "is used by another variant.",
    });

    const notShop = structuredClone(base);
    notShop.collections[1].type = 10;
    const wrong = await refusal(() => importSite(database().db, systemClock, JSON.stringify(notShop)));
    expect(wrong.message).toBe("products[0].collectionId: Choose a products collection of this site.");

    const dear = structuredClone(base);
    dear.products[0].variants[0].priceCents = 100_000_001;
    const tooDear = await refusal(() => importSite(database().db, systemClock, JSON.stringify(dear)));
    expect(Object.values(tooDear.fieldErrors ?? {})).toContain("must be whole cents from 0 to 100,000,000.");

    const unpriced = structuredClone(base);
    unpriced.products[0].variants[0].priceCents = 0;
    expect((await refusal(() => importSite(database().db, systemClock, JSON.stringify(unpriced)))).message).toContain(PRODUCT_NOT_SHOWABLE);

    const written = await database().db.selectFrom("websites").select("id").where("identifier", "=", base.website.identifier).execute();
    expect(written).toEqual([]);
  });

  test("imports a shop's own export when a shown product has sold out, and exports it again byte for byte", async () => {
    const ids = newTestStoreIds();
    const identifier = `sold-${newId().slice(0, 8)}`;
    await importSite(database().db, systemClock, storeSite(identifier, ids, { stock: 1 }));
    await database().db.updateTable("storeVariants").set({ qtyInStock: 0 }).where("id", "=", ids.blendVariant).execute();
    const exported = await exportSite(database().db, identifier);
    expect(JSON.parse(exported).products[0]).toMatchObject({ visible: true, variants: [{ id: ids.blendVariant, qtyInStock: 0 }] });
    await importSite(database().db, systemClock, exported);
    expect(await exportSite(database().db, identifier)).toBe(exported);
  });

  test("a shop holds at most 10,000 products, refused before anything is written", async () => {
    const ids = newTestStoreIds();
    const file = JSON.parse(storeSite(`full-${newId().slice(0, 8)}`, ids));
    file.products = Array.from({ length: 10_001 }, (_, i) => ({
      collectionId: ids.shop,
      productType: "SERVICE",
      name: `Cupping ${i}`,
      urlSlug: `cupping-${i}`,
      variants: [{ priceCents: 1000, unlimited: true }],
    }));
    const refused = await refusal(() => importSite(database().db, systemClock, JSON.stringify(file)));
    expect(refused.message).toBe("products: A shop holds at most 10,000 products.");
  });

  test("a shop has at most 10,000 categories, refused before anything is written", async () => {
    const ids = newTestStoreIds();
    const file = JSON.parse(storeSite(`cats-${newId().slice(0, 8)}`, ids));
    file.products = Array.from({ length: 1001 }, (_, i) => ({
      collectionId: ids.shop,
      productType: "SERVICE",
      name: `Cupping ${i}`,
      urlSlug: `cupping-${i}`,
      categories: Array.from({ length: 10 }, (_, n) => `Cat ${i * 10 + n}`),
      variants: [{ priceCents: 1000, unlimited: true }],
    }));
    const refused = await refusal(() => importSite(database().db, systemClock, JSON.stringify(file)));
    expect(refused.message).toBe("products: A shop can have at most 10,000 categories. Use categories the shop already has, or remove some first.");
  });

  test("carry a product's pictures in order with their alt text; an older file with only imageUrl gets it as the one picture", async () => {
    const identifier = `pics-${newId().slice(0, 8)}`;
    const ids = newTestStoreIds();
    const file = JSON.parse(storeSite(identifier, ids));
    const pictures = [
      { url: "/s/64f1a0c2b3d4e5f6a7b8c901/front.jpg", alt: "The bag from the front" },
      { url: "https://cdn.example.com/back.png", alt: "" },
      { url: "/static/demo/beans.svg", alt: "Roasted beans" },
    ];
    file.products[0].pictures = pictures;
    file.products[1].imageUrl = "/static/demo/mug.svg";
    delete file.products[1].pictures;
    await importSite(database().db, systemClock, JSON.stringify(file));
    const exported = JSON.parse(await exportSite(database().db, identifier));
    expect(exported.products[0]).toMatchObject({ imageUrl: "/s/64f1a0c2b3d4e5f6a7b8c901/front.jpg", pictures });
    expect(exported.products[1]).toMatchObject({ imageUrl: "/static/demo/mug.svg", pictures: [{ url: "/static/demo/mug.svg", alt: "" }] });
    const again = JSON.stringify(exported);
    await importSite(database().db, systemClock, again);
    expect(JSON.parse(await exportSite(database().db, identifier)).products).toEqual(exported.products);
  });

  test("refuses a picture that is not a site path or https address and alt text over 300 characters, naming the picture", async () => {
    const file = JSON.parse(storeSite(`badpics-${newId().slice(0, 8)}`, newTestStoreIds()));
    const link = structuredClone(file);
    link.products[0].pictures = [{ url: "http://example.com/a.jpg", alt: "" }];
    expect((await refusal(() => importSite(database().db, systemClock, JSON.stringify(link)))).fieldErrors).toEqual({
      "products[0].pictures[0].url": "Picture 1 must be a file from the media library, a path on this site or an https:// address.",
    });
    const long = structuredClone(file);
    long.products[0].pictures = [
      { url: "/static/demo/beans.svg", alt: "Beans" },
      { url: "/static/demo/mug.svg", alt: "x".repeat(301) },
    ];
    expect((await refusal(() => importSite(database().db, systemClock, JSON.stringify(long)))).fieldErrors).toEqual({
      "products[0].pictures[1].alt": "Picture 2's description can be at most 300 characters.",
    });
  });

  test("carry a product's categories, and refuse a category over 25 characters naming the product", async () => {
    const identifier = `cats-${newId().slice(0, 8)}`;
    const file = JSON.parse(storeSite(identifier, newTestStoreIds()));
    file.products[0].categories = ["Coffee", "Gift ideas"];
    await importSite(database().db, systemClock, JSON.stringify(file));
    const exported = JSON.parse(await exportSite(database().db, identifier));
    expect(exported.products[0].categories).toEqual(["Coffee", "Gift ideas"]);
    expect(exported.products[1].categories).toEqual([]);
    file.products[1].categories = ["x".repeat(26)];
    expect((await refusal(() => importSite(database().db, systemClock, JSON.stringify(file)))).fieldErrors).toEqual({
      "products[1].categories[0]": "A category can be at most 25 characters.",
    });
  });
});
