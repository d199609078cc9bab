import type { Page } from "playwright-core";

/** From the configuration area's Pages screen, opens the demo's Contact page in the editor with its form block's settings shown. */
export async function openContactFormBlock(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Actions for Contact" }).click();
  await page.getByRole("menuitem", { name: "Edit blocks" }).click();
  await page
    .getByRole("button", { name: /^Edit Form/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Edit form…" }).waitFor();
}
