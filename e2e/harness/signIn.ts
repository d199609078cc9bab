import type { Page } from "playwright-core";

/** Who signs in: an account's email and password. */
export interface Account {
  email: string;
  password: string;
}

/** Opens a configuration area address and signs in there with the sign-in form, as a person would. */
export async function signInAt(page: Page, url: string, account: Account): Promise<void> {
  await page.goto(url);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
