import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Opens the editor's "Add a block" catalogue on the page being edited, checks that each block type
 * named by its label is offered with its preview picture (a selector inside its button), and closes it.
 */
export async function expectCatalogueOffers(page: Page, offers: readonly (readonly [label: string, preview: string])[]): Promise<void> {
  await page.getByRole("button", { name: "Add block" }).click();
  const catalogue = page.getByRole("dialog", { name: "Add a block" });
  for (const [label, preview] of offers) {
    expect(
      await catalogue
        .getByRole("button", { name: new RegExp(`^${label}:`) })
        .locator(preview)
        .count(),
      label,
    ).toBe(1);
  }
  await catalogue.getByRole("button", { name: "Cancel" }).click();
}
