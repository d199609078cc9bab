import type { ReactNode } from "react";
import type { RenderedWidth } from "./image/imageSizes";
import type { ZodType } from "zod";
import type { PageSection } from "./sections/sectionModel";
import type { SiteForBlocks } from "./shared/siteForBlocks";
import type { WidgetOrigins } from "./shared/widgetOrigins";
import type { StoreTexts } from "../domain/translations/storeTexts";

/** One block placed on a page: its id, its registered type name and its settings. */
export interface BlockInstance {
  id: string;
  type: string;
  settings: Record<string, unknown>;
}

/**
 * A page's or post's content: its sections in order, each with blocks placed on its grid, or a
 * shared section's placement (at most LIMITS' max blocks per layout in all). Posts and the other
 * collections' items keep one flowing section (see parseLayout's `flowing`).
 */
export interface Layout {
  sections: PageSection[];
}

/** What a page's block loaders (blockLoader.ts) answered, by loader object. */
export type LoadedBlockData = ReadonlyMap<object, unknown>;

/** What a block may know about where it is rendered. */
export interface BlockRenderContext {
  websiteId: string;
  locale: string;
  /** The store's words in the page's language (the product view's); the primary language's when absent. */
  storeTexts?: StoreTexts;
  pagePath: string;
  pageTitle: string;
  /** The site's title, navigations and collections (absent outside a site page, e.g. in the catalogue). */
  site?: SiteForBlocks;
  /** Where embedded providers' widgets load from (the server's configuration; the providers' own origins when absent). */
  widgetOrigins?: WidgetOrigins;
  /** What the page's block loaders answered, by loader (read with blockLoader.ts' loadedBy; absent outside a rendered page: the catalogue, a preview). */
  loaded?: LoadedBlockData;
  /** The page's script nonce: code blocks give it to the owner's scripts (see shared/scriptNonce.ts). */
  nonce?: string;
  /**
   * This block is the page's first that shows a picture: its first picture is the page's
   * largest paint, so it is a real image loaded at once with high priority, not lazily.
   */
  leadPicture?: boolean;
  /**
   * With `leadPicture`: the width of the grid cell the block sits in, per screen (see
   * image/imageSizes.ts withinCell), so the lead picture's `sizes` names what it really shows.
   * Absent in a plain column.
   */
  cellWidths?: readonly RenderedWidth[];
}

/** The props every block's server component receives. */
export interface BlockRenderProps<S> {
  id: string;
  settings: S;
  context: BlockRenderContext;
}

/**
 * The browser-safe half of a block type: its name, code, catalogue text, settings schema and
 * an example. The admin app and the server both use it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- lists of definitions hold every settings shape; a Preview takes its own type's example
export interface BlockSchemaDefinition<S = any> {
  /** The type name stored in layouts (kebab-case). */
  type: string;
  /** The block type code (spec 2 enumeration, or a Tessera code from 1000 up). */
  code: number;
  label: string;
  description: string;
  category: "text" | "media" | "layout" | "interactive" | "commerce" | "forms";
  /** Parses raw settings into complete settings, filling defaults; refuses unknown keys. */
  schema: ZodType<S>;
  /** Settings for a new block of this type and for the catalogue preview. */
  example: S;
  /** The island module name when the block has browser behaviour. */
  island?: string;
  /** The block shows a picture; the first such block of a page gets `leadPicture` in its context. */
  showsPicture?: boolean;
  /** The catalogue's small picture of a new block, drawn from `example`; without it the catalogue shows the description. */
  Preview?: (props: { example: S }) => ReactNode;
  /** A short line of a placed block's content for the editor's block list; its settings may be incomplete. */
  summary?: (settings: Record<string, unknown>) => string;
  /** What the block leaves out of its settings when drawn (a chart's rows past its limit), shown in its panel; its settings may be incomplete. */
  notices?: (settings: Record<string, unknown>) => string[];
  /** How the editor's settings panel treats some of the schema's keys (see EditorHints). */
  editorHints?: EditorHints;
  /**
   * The block places raw HTML or script of the owner's on the page (a code block, an embed).
   * Adding one or changing its settings needs the code right (domain/access/codeAccess.ts);
   * others see it read-only.
   */
  carriesCode?: boolean;
  /**
   * The origins of the frames the block may load (https://player.example), which the page's
   * Content-Security-Policy then allows in frame-src; a page allows no other frame origin
   * unless it carries the owner's code. Given the block's parsed settings and where embedded
   * providers' widgets load from (the server's configuration).
   */
  frameSources?: (settings: S, widgetOrigins: WidgetOrigins) => readonly string[];
}

/** The kinds of the site's pages (the page tree's kinds) that hold a collection a block can show. */
export type CollectionPageKind = "blog" | "events" | "store";

/** What the editor's settings panel cannot read from a block's schema alone. */
export interface EditorHints {
  /** `formId` picks a newsletter form rather than an ordinary form. */
  newsletterForm?: boolean;
  /** `html` is the owner's own code, edited as source rather than as rich text. */
  htmlIsSource?: boolean;
  /**
   * The kinds of page `collectionId` (or `blogId`) picks among (a blog when not given), or
   * "source" for the kind the block's `source` setting names (a summary's blog, shop or events page).
   */
  collectionKinds?: CollectionPageKind[] | "source";
  /** The panel offers an address search that fills `location` (a map's address lines and centre). */
  placeSearch?: boolean;
}

/** The full block type on the server: the schema half plus its server rendering. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds block types of every settings shape; each checks its own
export interface BlockDefinition<S = any> extends BlockSchemaDefinition<S> {
  Render: (props: BlockRenderProps<S>) => ReactNode;
}
