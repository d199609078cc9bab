import { expect, it } from "vitest";
import { PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";
import { stepErrorText } from "./stepErrors";

it("names a step's refused fields by their labels", () => {
  expect(stepErrorText([], PRIMARY_STORE_TEXTS)).toBe("");
  expect(stepErrorText(["Email"], PRIMARY_STORE_TEXTS)).toBe("Check Email.");
  expect(stepErrorText(["City", "Zip or postal code"], PRIMARY_STORE_TEXTS)).toBe("Check City and Zip or postal code.");
  expect(stepErrorText(["Full name", "Address", "City"], PRIMARY_STORE_TEXTS)).toBe("Check Full name, Address and City.");
});

it("names them in the cart's language", () => {
  const french = { checkFields: "Vérifiez {fields}.", and: "et" };
  expect(stepErrorText(["Ville", "Code postal"], french)).toBe("Vérifiez Ville et Code postal.");
});
