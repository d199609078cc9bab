import type { z } from "zod";
import { invalid, notFound } from "../../../domain/errors";

/**
 * Throws the cart's own refusal of a cart change whose body its schema refused for the variant
 * or the quantity alone, in the schema's words: a variant that names no product is not found
 * (404); a bad quantity is refused, after `lead` for a line's changed quantity (its words as
 * `say` gives them, the cart's language's), also next to the field. Returns when anything else
 * is wrong, which the route's usual invalid input answers.
 */
export function refuseCartChange(schema: z.ZodType, body: unknown, lead = "", say: (message: string) => string = (message) => message): void {
  const result = schema.safeParse(body ?? {});
  if (result.success) return;
  const { issues } = result.error;
  if (!issues.every((issue) => issue.path[0] === "variantId" || issue.path[0] === "quantity")) return;
  const variant = issues.find((issue) => issue.path[0] === "variantId");
  if (variant) throw notFound(variant.message);
  const message = `${lead}${say(issues[0]!.message)}`;
  throw invalid(message, { quantity: message });
}
