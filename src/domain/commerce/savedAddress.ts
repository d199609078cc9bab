/** An address a customer keeps in their account, as the checkout offers it. */
export interface SavedAddress {
  id: string;
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/** The checkout fields a saved address fills, by the form's field names. */
export function checkoutFieldsOf(address: SavedAddress): Record<"name" | "line1" | "line2" | "city" | "region" | "postalCode" | "country", string> {
  const { name, line1, line2, city, region, postalCode, country } = address;
  return { name, line1, line2, city, region, postalCode, country };
}

/** An address on one line, as a choice of it reads. */
export function addressLine(address: SavedAddress): string {
  return [address.name, address.line1, address.line2, `${address.postalCode} ${address.city}`.trim(), address.region, address.country]
    .filter((part) => part)
    .join(", ");
}
