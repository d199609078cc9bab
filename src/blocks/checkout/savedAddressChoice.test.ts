import { describe, expect, it } from "vitest";
import { checkoutFieldsOf } from "../../domain/commerce/savedAddress";
import { fieldsAfterChoice } from "./savedAddressChoice";

const home = { id: "a".repeat(24), name: "Kit", line1: "9 Quay St", line2: "Flat 2", city: "Cork", region: "Munster", postalCode: "T12", country: "IE" };

describe("choosing a saved address at checkout", () => {
  it("fills every delivery field with the chosen address", () => {
    expect(fieldsAfterChoice(JSON.stringify(checkoutFieldsOf(home)), "US")).toEqual({
      name: "Kit",
      line1: "9 Quay St",
      line2: "Flat 2",
      city: "Cork",
      region: "Munster",
      postalCode: "T12",
      country: "IE",
    });
  });

  it("empties the fields for another address and keeps the country chosen", () => {
    expect(fieldsAfterChoice(undefined, "GB")).toEqual({ name: "", line1: "", line2: "", city: "", region: "", postalCode: "", country: "GB" });
  });
});
