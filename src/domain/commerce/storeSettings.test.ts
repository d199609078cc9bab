import { expect, it } from "vitest";
import { readStoreSettings } from "./storeSettings";

it("reads stored settings leniently: a broken key falls back to its default, the others are kept", () => {
  const defaults = readStoreSettings({});
  const settings = readStoreSettings({ currency: "EUR", minimumSubtotalCents: "lots" });
  expect(settings.currency).toBe("EUR");
  expect(settings.minimumSubtotalCents).toBe(defaults.minimumSubtotalCents);
});
