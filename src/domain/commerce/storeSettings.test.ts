import { expect, it } from "vitest";
import { readStoreSettings } from "./storeSettings";

it("reads stored settings leniently: a broken key falls back to its default, the others are kept", () => {
  const defaults = readStoreSettings({});
  const settings = readStoreSettings({ currency: "EUR", minimumSubtotalCents: "lots" });
  expect(settings.currency).toBe("EUR");
  expect(settings.minimumSubtotalCents).toBe(defaults.minimumSubtotalCents);
});

it("reads one stored object once: the same frozen settings come back, and another object is read afresh", () => {
  const stored = { currency: "EUR" };
  const first = readStoreSettings(stored);
  expect(readStoreSettings(stored)).toBe(first);
  expect(Object.isFrozen(first)).toBe(true);
  const other = readStoreSettings({ currency: "GBP" });
  expect(other).not.toBe(first);
  expect(other.currency).toBe("GBP");
});
