import { z } from "zod";
import { formatPath } from "../../../blocks/layout";
import type { Db } from "../../../db/database";
import { retryWhileBusy } from "../../../db/retryWhileBusy";
import { DOMAIN_ERROR_CODE, DomainError, invalid, notFound } from "../../../domain/errors";
import { IDENTIFIER_TAKEN_MESSAGE } from "../../../domain/siteSettings/siteIdentity";
import { newId } from "../../../domain/ids";
import { isoNow, type Clock } from "../../clock";
import { websiteToRow, type Website } from "../sites/websiteRecord";
import { websitesRepository } from "../sites/websitesRepository";
import { SITE_SECTIONS } from "./sections";
import { upgradeMemberPricingPeriods } from "./memberPricingPeriods";
import { websiteSchema, type SiteFileWebsite } from "./websiteSchema";
import type { BlobStore } from "../media/blobStore";
import { checkSiteRecords, exportSiteRecords, importSiteRecords, siteRecordsSchema, type SiteRecords } from "./records/siteRecords";

/** The value of the file's `format` key. */
const SITE_FILE_FORMAT = "tessera-site";
/** The version of the format this server writes: 2 holds layouts as sections on a grid. */
const SITE_FILE_VERSION = 2;
/** The versions this server reads: 1 (single-column layouts, converted to one section each on import) and 2. */
const READABLE_VERSIONS = [1, SITE_FILE_VERSION] as const;
/** Largest site file accepted (bytes of JSON). */
const MAX_SITE_FILE_BYTES = 50 * 1024 * 1024;

const headerSchema = z.object({
  format: z.literal(SITE_FILE_FORMAT, { message: `must be "${SITE_FILE_FORMAT}".` }),
  version: z.literal(READABLE_VERSIONS, { message: `must be ${READABLE_VERSIONS.join(" or ")}.` }),
});

/** The key of the records part (orders, payments, submissions, gift cards, page history), written only on request. */
const RECORDS_KEY = "records";

const KNOWN_KEYS = new Set(["format", "version", "website", ...SITE_SECTIONS.map((s) => s.key), RECORDS_KEY]);

function problem(path: string, message: string): never {
  throw invalid(`${path}: ${message}`, { [path]: message });
}

function parsePart<T>(schema: z.ZodType<T>, value: unknown, prefix: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = formatPath([...(prefix ? [prefix] : []), ...(issue?.path ?? [])]);
  return problem(path, issue?.message ?? "is not valid.");
}

/** Where the bytes of uploaded files are read (export) and written (import). */
export interface SiteFileOptions {
  blobs?: BlobStore;
  /** Refuse, rather than replace, a site that already has the file's identifier (creating a site from a template). */
  createOnly?: boolean;
  /** Export the site's records too (`site export --with-records`), for moving it to another platform. */
  withRecords?: boolean;
}

/** The refusal of a new site whose identifier another site has (a 409 naming the field). */
export function identifierTaken(): DomainError {
  return new DomainError(DOMAIN_ERROR_CODE.CONFLICT, IDENTIFIER_TAKEN_MESSAGE, { fieldErrors: { identifier: IDENTIFIER_TAKEN_MESSAGE } });
}

/** A site file checked and ready to write. */
interface ParsedSiteFile {
  website: SiteFileWebsite;
  sections: Map<string, unknown>;
  /** The file's records, when it carries them. */
  records: SiteRecords | null;
}

/**
 * Parses and checks a whole site file without writing anything. Every failure is a domain
 * `invalid` error whose message starts with the path of the bad field.
 */
function parseSiteFile(text: string): ParsedSiteFile {
  if (Buffer.byteLength(text) > MAX_SITE_FILE_BYTES) problem("(file)", `is larger than ${MAX_SITE_FILE_BYTES / 1_000_000} MB.`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return problem("(file)", `is not valid JSON (${(error as Error).message}).`);
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return problem("(file)", "must be a JSON object.");
  const file = raw as Record<string, unknown>;
  for (const key of Object.keys(file)) if (!KNOWN_KEYS.has(key)) problem(key, "is not a site file section.");
  if (!("format" in file)) problem("format", `is missing; it must be "${SITE_FILE_FORMAT}".`);
  parsePart(headerSchema, { format: file.format, version: file.version }, "");
  upgradeMemberPricingPeriods(file);
  const website = parsePart(websiteSchema, file.website, "website");
  const sections = new Map<string, unknown>();
  for (const section of SITE_SECTIONS) sections.set(section.key, parsePart(section.schema, file[section.key], section.key));
  const records = RECORDS_KEY in file ? parsePart(siteRecordsSchema, file[RECORDS_KEY], RECORDS_KEY) : null;
  return { website, sections, records };
}

function websiteFromFile(file: SiteFileWebsite, id: string, versions: Pick<Website, "version" | "stockVersion">, now: string): Website {
  return {
    id,
    identifier: file.identifier,
    title: file.title,
    websiteType: file.websiteType,
    status: file.status,
    developerMode: file.developerMode,
    cloneable: file.cloneable,
    locale: file.locale,
    timeZone: file.timeZone,
    disqusShortname: file.disqusShortname,
    commentsEnabled: file.commentsEnabled,
    showAnnouncementBar: file.showAnnouncementBar,
    useEscapeKeyToLogin: file.useEscapeKeyToLogin,
    storeSettings: file.storeSettings,
    popupOverlaySettings: file.popupOverlaySettings,
    mobileInfoBarSettings: file.mobileInfoBarSettings,
    pinterestOverlayOptions: file.pinterestOverlayOptions,
    cookieSettings: file.cookieSettings,
    extraSettings: file.extraSettings,
    passwordHash: file.passwordHash,
    templateId: file.templateId,
    templateVersion: file.templateVersion,
    ...versions,
    createdAt: file.createdAt ?? now,
    updatedAt: file.updatedAt ?? now,
  };
}

/** What an import did: the site's id and identifier, and whether it was new. */
export interface ImportedSite {
  websiteId: string;
  identifier: string;
  created: boolean;
}

/**
 * Creates the site named by the file's identifier, or replaces it (keeping its id, owners and
 * sessions), in one transaction: a bad file or a failure writes nothing.
 */
export async function importSite(db: Db, clock: Clock, text: string, options: SiteFileOptions = {}): Promise<ImportedSite> {
  const parsed = await parsedAndPrepared(text, options);
  const now = isoNow(clock);
  return retryWhileBusy(() => db.transaction().execute((trx) => writeSite(trx, parsed, now, options)));
}

/**
 * importSite as one step of the caller's transaction (`trx`), for work that must write the
 * site together with more (the demo seed writes it with its owner and pictures, or nothing).
 */
export async function importSiteWithin(trx: Db, clock: Clock, text: string, options: SiteFileOptions = {}): Promise<ImportedSite> {
  return writeSite(trx, await parsedAndPrepared(text, options), isoNow(clock), options);
}

/** Parses the file and lets each section prepare what it needs outside the transaction (the bytes of uploads). */
async function parsedAndPrepared(text: string, options: SiteFileOptions): Promise<ParsedSiteFile> {
  const parsed = parseSiteFile(text);
  for (const section of SITE_SECTIONS) await section.prepare?.(parsed.sections.get(section.key), options.blobs ?? null);
  return parsed;
}

/** Writes a checked site file inside the transaction `trx`. */
async function writeSite(trx: Db, parsed: ParsedSiteFile, now: string, options: SiteFileOptions): Promise<ImportedSite> {
  const existing = await websitesRepository.findByIdentifier(trx, parsed.website.identifier);
  if (existing && options.createOnly) throw identifierTaken();
  let websiteId = existing?.id ?? parsed.website.id ?? newId();
  if (!existing && parsed.website.id) {
    const clash = await websitesRepository.findById(trx, parsed.website.id);
    if (clash) websiteId = newId();
  }
  const context = { websiteId, now, timeZone: parsed.website.timeZone, blobs: options.blobs ?? null };
  for (const section of SITE_SECTIONS) await section.check?.(parsed.sections.get(section.key), context, trx);
  if (parsed.records) {
    const products = (parsed.sections.get("products") ?? []) as { id?: string }[];
    const productIds = new Set(products.flatMap((product) => (product.id ? [product.id] : [])));
    await checkSiteRecords(trx, parsed.records, { websiteId, identifier: parsed.website.identifier, exists: Boolean(existing), productIds });
  }

  const website = websiteFromFile(parsed.website, websiteId, { version: (existing?.version ?? 0) + 1, stockVersion: existing?.stockVersion ?? 0 }, now);
  if (existing) {
    for (const section of [...SITE_SECTIONS].reverse()) await section.deleteSection(trx, websiteId);
    const { id: _id, ...changes } = websiteToRow(website);
    await trx.updateTable("websites").set(changes).where("id", "=", websiteId).execute();
  } else {
    await websitesRepository.insert(trx, website);
  }
  for (const section of SITE_SECTIONS) {
    await section.importSection(trx, context, parsed.sections.get(section.key));
  }
  if (parsed.records) await importSiteRecords(trx, websiteId, parsed.records);
  return { websiteId, identifier: website.identifier, created: !existing };
}

/**
 * The whole site as a site file: stable key order and row order, two-space JSON and a final
 * newline, so exporting, importing and exporting again gives the same bytes. With
 * `withRecords`, the file also carries the site's records under `records`.
 */
export async function exportSite(db: Db, identifier: string, options: SiteFileOptions = {}): Promise<string> {
  const website = await websitesRepository.findByIdentifier(db, identifier);
  if (!website) throw notFound(`No site has the identifier "${identifier}".`);
  const file: Record<string, unknown> = {
    format: SITE_FILE_FORMAT,
    version: SITE_FILE_VERSION,
    website: {
      id: website.id,
      identifier: website.identifier,
      title: website.title,
      websiteType: website.websiteType,
      status: website.status,
      developerMode: website.developerMode,
      cloneable: website.cloneable,
      locale: website.locale,
      timeZone: website.timeZone,
      disqusShortname: website.disqusShortname,
      commentsEnabled: website.commentsEnabled,
      showAnnouncementBar: website.showAnnouncementBar,
      useEscapeKeyToLogin: website.useEscapeKeyToLogin,
      storeSettings: website.storeSettings,
      popupOverlaySettings: website.popupOverlaySettings,
      mobileInfoBarSettings: website.mobileInfoBarSettings,
      pinterestOverlayOptions: website.pinterestOverlayOptions,
      cookieSettings: website.cookieSettings,
      extraSettings: website.extraSettings,
      passwordHash: website.passwordHash,
      templateId: website.templateId,
      templateVersion: website.templateVersion,
      createdAt: website.createdAt,
      updatedAt: website.updatedAt,
    },
  };
  for (const section of SITE_SECTIONS) file[section.key] = await section.exportSection(db, website.id, options.blobs ?? null);
  if (options.withRecords) file[RECORDS_KEY] = await exportSiteRecords(db, website.id);
  return `${JSON.stringify(file, null, 2)}\n`;
}
