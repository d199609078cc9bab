import { z } from "zod";
import { isId } from "../ids";
import { isLocaleTag } from "./siteIdentity";

/** The key of a website's extra settings that holds its multilingual settings. */
export const MULTILINGUAL_SETTINGS_KEY = "multilingual";

/** Additional languages one site may have besides its primary locale. */
export const MAX_ADDITIONAL_LANGUAGES = 20;
/** Longest path prefix of a language (the `fr` of /fr/menu). */
const MAX_PATH_PREFIX_LENGTH = 20;
/** Page and post ids one language may list as translated. */
const MAX_TRANSLATED_IDS = 2000;

/** A path prefix: lowercase letters and digits with inner hyphens, such as fr or pt-br. */
const PATH_PREFIX_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** One additional language as the owner declares it. */
const languageInputSchema = z.strictObject({
  locale: z.string().trim().refine(isLocaleTag, "is not a language code such as fr-FR."),
  pathPrefix: z
    .string()
    .trim()
    .toLowerCase()
    .max(MAX_PATH_PREFIX_LENGTH, `must be at most ${MAX_PATH_PREFIX_LENGTH} characters.`)
    .regex(PATH_PREFIX_PATTERN, "must be lowercase letters and digits with inner hyphens, such as fr or pt-br."),
  /** Pages and posts whose translation into this language is done. */
  translatedIds: z.array(z.string().refine(isId, "must be one of the site's pages or posts.")).max(MAX_TRANSLATED_IDS).default([]),
});

/** The body of `PUT /api/multilingual/languages`: the whole list of additional languages. */
export const languagesInputSchema = z.strictObject({
  languages: z.array(languageInputSchema).max(MAX_ADDITIONAL_LANGUAGES, `must list at most ${MAX_ADDITIONAL_LANGUAGES} languages.`),
});

/** The body of `PUT /api/multilingual/connection`: which translation service, under which account. */
export const connectionInputSchema = z.strictObject({
  service: z.string().trim().min(1, "must not be empty.").max(60),
  account: z.string().trim().min(1, "must not be empty.").max(200),
});

/** A stored additional language: the declared one plus whether the translation service keeps it. */
interface StoredLanguage {
  locale: string;
  pathPrefix: string;
  translatedIds: string[];
  /** True while a translation service connection feeds this language. */
  connected: boolean;
}

/** A site's multilingual settings as kept in its extra settings under `multilingual`. */
export interface MultilingualSettings {
  languages: StoredLanguage[];
  connection: { service: string; account: string; connectedAt: string } | null;
}

/** Multilingual settings as stored (and as site files carry them in extraSettings.multilingual). */
export const storedMultilingualSchema = z.strictObject({
  languages: z
    .array(languageInputSchema.extend({ connected: z.boolean().default(false) }))
    .max(MAX_ADDITIONAL_LANGUAGES)
    .default([]),
  connection: z
    .strictObject({ service: z.string().max(60), account: z.string().max(200), connectedAt: z.string().max(40) })
    .nullable()
    .default(null),
});

/** Reads stored multilingual settings, falling back to none when they are missing or malformed. */
export function readMultilingualSettings(value: unknown): MultilingualSettings {
  const parsed = storedMultilingualSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : { languages: [], connection: null };
}
