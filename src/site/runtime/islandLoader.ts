import { ISLAND_MAP_ELEMENT_ID } from "../../domain/siteContext";
import { CONSOLE_MESSAGES, unableToLoadModule } from "../../domain/messages/consoleMessages";
import { loadPart } from "../../browser/partLoader";
import { COMMERCE_ISLANDS } from "./commerceIslands";

/** What every island module exports: mount one block element. */
interface IslandModule {
  mount(root: HTMLElement): void;
}

function islandMap(doc: Document): Record<string, string> {
  const element = doc.getElementById(ISLAND_MAP_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as Record<string, string>;
  } catch {
    return {};
  }
}

/** The selector of the blocks that made the runtime load an island: what the console message calls its trigger. */
function islandTrigger(name: string): string {
  return `[data-island="${name}"]`;
}

/**
 * Loads the code of each island present on the page, once per island type, and mounts every
 * block that uses it, marking each mounted block `data-island-mounted`. Pages without islands
 * load nothing. A failing island is logged as
 * "Unable to load module {name} for trigger {selector}" and the rest of the page keeps working;
 * when its chunk did not load (an error, or no answer within 120 s), the failed address is
 * recorded as a system_network_error event carrying urlRequested (spec 1 §7). A store island
 * that fails also logs "Commerce rollup not loaded, exiting initializeCommerce() invocation."
 */
export async function loadIslands(doc: Document = document): Promise<void> {
  const urls = islandMap(doc);
  const byName = new Map<string, HTMLElement[]>();
  for (const element of Array.from(doc.querySelectorAll<HTMLElement>("[data-island]"))) {
    const name = element.dataset.island!;
    byName.set(name, [...(byName.get(name) ?? []), element]);
  }
  await Promise.all([...byName].map(([name, elements]) => mountEach(name, urls[name], elements, islandTrigger(name))));
}

/** Loads an island's code from `url` and mounts each element, marking it; a failure is logged with its trigger. */
async function mountEach(name: string, url: string | undefined, elements: readonly HTMLElement[], trigger: string): Promise<void> {
  if (!url) return;
  try {
    // The island's address comes from the page, so the bundler leaves this import as it is.
    const module = await loadPart(name, () => import(/* @vite-ignore */ url) as Promise<IslandModule>, url);
    for (const element of elements) {
      module.mount(element);
      // Marks the block as working, for styles and for anyone waiting on its behaviour.
      element.dataset.islandMounted = "true";
    }
  } catch (error) {
    console.error(unableToLoadModule(name, trigger), error);
    if (COMMERCE_ISLANDS.has(name)) console.error(CONSOLE_MESSAGES.commerceRollupMissing);
  }
}

/**
 * Mounts one element the page carries unmounted (the popup overlay's form, once the popup shows
 * it) with the island `name` from the page's island map, as loadIslands mounts blocks; `trigger`
 * names what asked for it in the console message of a failure.
 */
export function mountIsland(element: HTMLElement, name: string, trigger: string, doc: Document = document): Promise<void> {
  return mountEach(name, islandMap(doc)[name], [element], trigger);
}
