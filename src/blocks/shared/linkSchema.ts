import { z } from "zod";

/**
 * A link a visitor may follow: a site path, a file link, an anchor, or an http(s), mailto or
 * tel address. Anything else (javascript:, data:) is refused.
 */
export const linkSchema = z
  .string()
  .max(1000)
  .refine((value) => value === "" || /^(\/|#|https?:\/\/|mailto:|tel:)/i.test(value), {
    message: "Use a page path (/about), an anchor (#top), or an http, https, mailto or tel link.",
  });
