/**
 * The add-to-cart form's fields as the cart API's JSON body takes them: a page without script
 * posts every field as text, so a whole-number quantity becomes a number and everything else
 * stays as sent, for `cartAddBodySchema` to accept or refuse in its own words.
 */
export function cartAddFromForm(fields: unknown): unknown {
  if (!fields || typeof fields !== "object") return fields;
  const { quantity, ...rest } = fields as Record<string, unknown>;
  if (typeof quantity === "string" && /^\d{1,6}$/.test(quantity)) return { ...rest, quantity: Number(quantity) };
  return quantity === undefined ? rest : { ...rest, quantity };
}
