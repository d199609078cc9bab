import { describe, expect, it } from "vitest";
import { languagesInputSchema } from "../../../domain/siteSettings/multilingualSchema";
import { generalSettingsSchema } from "../../../domain/siteSettings/siteSettingsSchema";
import { schemaErrors } from "./schemaErrors";

describe("shared-schema errors in the browser", () => {
  it("keys messages by the same field paths the server uses", () => {
    const general = generalSettingsSchema.safeParse({
      title: "",
      identifier: "ok",
      locale: "en-US",
      timeZone: "Nowhere/City",
      developerMode: false,
      cloneable: false,
      useEscapeKeyToLogin: false,
      pageVersionsKept: 20,
    });
    expect(general.success).toBe(false);
    expect(schemaErrors(general.error!)).toEqual({ title: "must not be empty.", timeZone: "is not a time zone such as Europe/Paris." });
    const languages = languagesInputSchema.safeParse({
      languages: [
        { locale: "fr", pathPrefix: "fr" },
        { locale: "de", pathPrefix: "De Seite" },
      ],
    });
    expect(schemaErrors(languages.error!)).toEqual({
      "languages[1].pathPrefix": "must be lowercase letters and digits with inner hyphens, such as fr or pt-br.",
    });
  });
});
