import { z } from "zod";
import { MAX_SOCIAL_PROFILES, socialProfileSchema } from "../social/socialProfiles";
import { DESIGN_SCALE } from "./designScale";
import { SITE_FONT_IDS } from "./fonts";
import { PALETTE_CHOICES, PALETTES } from "./palettes";
import { contrastProblems } from "./readablePairs";
import { siteIdentitySchema } from "./siteIdentity";

/** The extra settings key a site's styles are kept under (and carried in the site file). */
export const SITE_STYLES_SETTINGS_KEY = "siteStyles";

const colourSchema = z
  .string({ error: "Each colour must be text such as #1f2328." })
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, "Each colour must be written as # and six hex digits, such as #1f2328.");

/** The colours of one kind of section, every one needed. */
const colourSetSchema = z.strictObject({
  ink: colourSchema,
  muted: colourSchema,
  line: colourSchema,
  paper: colourSchema,
  surface: colourSchema,
  accent: colourSchema,
  accentInk: colourSchema,
  focus: colourSchema,
});

const fontSchema = z.enum(SITE_FONT_IDS, { error: `Choose a font: ${SITE_FONT_IDS.join(", ")}.` });

/** A length of spec 1 §3's drop shadow: a value and its unit. */
const shadowLengthSchema = (defaultValue: number, label: string) =>
  z
    .strictObject({
      value: z
        .number({ error: `The shadow's ${label} must be a number.` })
        .min(0, `The shadow's ${label} must be 0 or more.`)
        .max(100, `The shadow's ${label} can be at most 100.`),
      unit: z.enum(["px", "em"], { error: `Choose the shadow's ${label} unit: px, em.` }),
    })
    .prefault({ value: defaultValue, unit: "px" });

const { fontSize, spacing, time } = DESIGN_SCALE;

/**
 * A site's styles (issue 16 point 1): fonts, colours of light and dark sections, the design
 * scale's sizes, buttons, shadow, page width, header layout, footer details and the logo, favicon and social image. Every field has
 * a default, and the defaults are Tessera's own look (src/site/styles/site.css), so a site that
 * never chose styles looks as it always did. Text colours below WCAG AA on their backgrounds
 * are refused, naming the pair.
 */
export const siteStylesSchema = z
  .strictObject({
    fonts: z
      .strictObject({ headings: fontSchema.default("system-serif"), body: fontSchema.default("system-sans"), buttons: fontSchema.default("system-sans") })
      .prefault({}),
    palette: z.enum(PALETTE_CHOICES).default("classic"),
    light: colourSetSchema.prefault(PALETTES.classic.light),
    dark: colourSetSchema.prefault(PALETTES.classic.dark),
    fontSize: z
      .number()
      .min(fontSize.min, `Text size must be at least ${fontSize.min} px.`)
      .max(fontSize.max, `Text size can be at most ${fontSize.max} px.`)
      .multipleOf(fontSize.step, `Text size goes in steps of ${fontSize.step} px.`)
      .default(17),
    /** Corners of panels, pictures and fields; null keeps Tessera's own 10 px. */
    radius: z
      .union(
        DESIGN_SCALE.radii.map((r) => z.literal(r)),
        { error: `Corner radius must be one of ${DESIGN_SCALE.radii.join(", ")} px.` },
      )
      .nullable()
      .default(null),
    spacing: z
      .number()
      .int("Space between blocks must be a whole number of px.")
      .min(spacing.min, `Space between blocks must be at least ${spacing.min} px.`)
      .max(spacing.max, `Space between blocks can be at most ${spacing.max} px.`)
      .default(24),
    transition: z
      .number()
      .int("Animation time must be a whole number of milliseconds.")
      .min(time.min, `Animation time must be at least ${time.min} ms.`)
      .max(time.max, `Animation time can be at most ${time.max} ms.`)
      .default(200),
    buttons: z
      .strictObject({
        shape: z.enum(["pill", "rounded", "square"], { error: "Choose a button shape: pill, rounded, square." }).default("pill"),
        uppercase: z.boolean({ error: "Capital letters must be on or off." }).default(false),
      })
      .prefault({}),
    shadow: z
      .strictObject({
        enabled: z.boolean({ error: "Shadows must be on or off." }).default(false),
        angle: z
          .number({ error: "The shadow's angle must be a number." })
          .int("The shadow's angle must be a whole number of degrees.")
          .min(0, "The shadow's angle must be 0 to 359 degrees.")
          .max(359, "The shadow's angle must be 0 to 359 degrees.")
          .default(90),
        distance: shadowLengthSchema(4, "distance"),
        blur: shadowLengthSchema(12, "blur"),
      })
      .prefault({}),
    pageWidth: z.enum(["narrow", "standard", "wide"]).default("standard"),
    header: z
      .strictObject({
        logo: z.enum(["left", "centre"], { error: "Choose where the site title goes: left, centre." }).default("left"),
        navigation: z.enum(["beside", "below"], { error: "Choose where the navigation goes: beside, below." }).default("beside"),
        sticky: z.boolean({ error: "Keeping the header in view must be on or off." }).default(false),
        cartIcon: z.enum(["badge", "plain", "circle"], { error: "Choose a cart icon style: badge, plain, circle." }).default("badge"),
        /** The header's language list, shown only on a site with more than one language. */
        languages: z.boolean({ error: "The language list in the header must be on or off." }).default(true),
      })
      .prefault({}),
    footer: z
      .strictObject({
        address: z.string({ error: "The address must be text." }).trim().max(300, "The address can be at most 300 characters.").default(""),
        email: z
          .string({ error: "The email address must be text." })
          .trim()
          .max(200, "The email address can be at most 200 characters.")
          .refine((email) => email === "" || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email), "Enter an email address such as hello@example.com.")
          .default(""),
        phone: z
          .string({ error: "The phone number must be text." })
          .trim()
          .max(40, "The phone number can be at most 40 characters.")
          .refine((phone) => /^[0-9+()./ -]*$/.test(phone), "A phone number holds digits, spaces and + ( ) - . / only.")
          .default(""),
        social: z.array(socialProfileSchema).max(MAX_SOCIAL_PROFILES, `The footer holds at most ${MAX_SOCIAL_PROFILES} social links.`).default([]),
      })
      .prefault({}),
    identity: siteIdentitySchema,
  })
  .superRefine((styles, context) => {
    for (const [key, name] of [
      ["light", "Light sections"],
      ["dark", "Dark sections"],
    ] as const) {
      for (const problem of contrastProblems(styles[key], name)) context.addIssue({ code: "custom", path: [key, problem.field], message: problem.message });
    }
  });

/** A site's styles, every field filled. */
export type SiteStyles = z.output<typeof siteStylesSchema>;

/** Tessera's own look: the styles of a site that never chose any. */
export const DEFAULT_SITE_STYLES: SiteStyles = siteStylesSchema.parse({});
