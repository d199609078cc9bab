import { SiteClient } from "../forms-support/siteClient";
import { BLOCK_SCHEMAS, blockSchemaFor } from "../../src/blocks/schemaRegistry";
import type { CollectionPageKind } from "../../src/blocks/types";
import { publishPageOf } from "./publishedPage";
import type { RunningServer } from "./startServer";
import { blockCases, type SampleContent } from "./visualCases";
import { BLOCK_STATES, type BlockState } from "./visualStates";

/** The demo's pictures made in widths by the media service, and its recordings. */
const DEMO_PICTURES = [
  "/s/64f1a0c2b3d4e5f6a7b8c901/drum-roaster.jpg",
  "/s/64f1a0c2b3d4e5f6a7b8c902/roasted-beans.jpg",
  "/s/64f1a0c2b3d4e5f6a7b8c903/pour-over.jpg",
  "/s/64f1a0c2b3d4e5f6a7b8c904/cafe-counter.jpg",
  "/s/64f1a0c2b3d4e5f6a7b8c905/green-coffee-sacks.jpg",
  "/s/64f1a0c2b3d4e5f6a7b8c906/latte.jpg",
];
const DEMO_SOUNDS = ["/s/64f1a0c2b3d4e5f6a7b8c907/morning-roast.wav", "/s/64f1a0c2b3d4e5f6a7b8c908/harbor-waltz.wav"];
/** The demo's contact form and newsletter form. */
const DEMO_FORM = "a11ce5c0ffee0f0c0a7ac701";
const DEMO_NEWSLETTER = "a11ce5c0ffee0f0c0a7ac702";

/** A published page of the demo holding blocks to look at, with the case each of its blocks shows. */
export interface CasePage {
  title: string;
  path: string;
  /** Each block's id and the case it shows ("gallery design=strip"). */
  blocks: { id: string; label: string }[];
  /** Some block shows a picture: the page is looked at again at a pixel ratio of 3. */
  pictures: boolean;
  /** The state the page's one block is put in, for the state pages. */
  state?: BlockState;
}

/** The demo's content the cases show: its pictures, sounds, forms, first product and collections, read through the owner's API. */
async function demoSample(owner: SiteClient): Promise<SampleContent> {
  const tree = (await owner.send("GET", "/api/config/pages")).json() as { navigations: { pages: { id: string; kind: string }[] }[] };
  const pages = tree.navigations.flatMap((navigation) => navigation.pages);
  const collection = (kind: string) => pages.find((page) => page.kind === kind)!.id;
  const products = (await owner.send("GET", "/api/config/store/products")).json() as { products: { id: string }[] };
  const collections: Record<CollectionPageKind, string> = { blog: collection("blog"), events: collection("events"), store: collection("store") };
  return {
    pictures: DEMO_PICTURES,
    sounds: DEMO_SOUNDS,
    formId: DEMO_FORM,
    newsletterFormId: DEMO_NEWSLETTER,
    productId: products.products[0]!.id,
    collections,
  };
}

/** A block id for the n-th page's m-th block (24 hex digits). */
function caseBlockId(page: number, block: number): string {
  return `5ee0${page.toString(16).padStart(4, "0")}${block.toString(16).padStart(16, "0")}`;
}

/**
 * Publishes on the demo site, linked from no navigation, one page per block category holding every
 * case of its block types (each one's example and each design), and one page per block state,
 * through the owner's API; answers the pages.
 */
export async function publishBlockCasePages(server: RunningServer): Promise<CasePage[]> {
  const owner = new SiteClient(server, "demo");
  await owner.signIn(server.demoOwner.email, server.demoOwner.password);
  const sample = await demoSample(owner);
  const groups = blockCases(sample);
  const pages: CasePage[] = [];
  const publish = async (title: string, cases: { type: string; label: string; settings: Record<string, unknown> }[], state?: BlockState) => {
    const index = pages.length;
    const blocks = cases.map((c, at) => ({ id: caseBlockId(index, at), type: c.type, settings: c.settings }));
    pages.push({ title, path: "", blocks: cases.map((c, at) => ({ id: caseBlockId(index, at), label: c.label })), pictures: false, state });
    const published = await publishPageOf(owner, title, blocks, undefined, "_hidden");
    pages[index]!.path = published.path;
    pages[index]!.pictures = cases.some((c) => blockSchemaFor(c.type)?.showsPicture === true);
  };
  const categories = [...new Set(BLOCK_SCHEMAS.map((schema) => schema.category))];
  for (const category of categories)
    await publish(
      `Seen ${category} blocks`,
      groups.flat().filter((c) => blockSchemaFor(c.type)?.category === category),
    );
  for (const state of BLOCK_STATES) {
    const [example] = groups.find((cases) => cases[0]!.type === state.type)!;
    await publish(`Seen ${state.label}`, [{ type: state.type, label: state.label, settings: { ...example!.settings, ...state.settings(sample) } }], state);
  }
  return pages;
}
