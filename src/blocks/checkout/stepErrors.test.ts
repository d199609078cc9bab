import { expect, it } from "vitest";
import { stepErrorText } from "./stepErrors";

it("names a step's refused fields by their labels", () => {
  expect(stepErrorText([])).toBe("");
  expect(stepErrorText(["Email"])).toBe("Check Email.");
  expect(stepErrorText(["City", "Zip or postal code"])).toBe("Check City and Zip or postal code.");
  expect(stepErrorText(["Full name", "Address", "City"])).toBe("Check Full name, Address and City.");
});
