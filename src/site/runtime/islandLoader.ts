import { ISLAND_MAP_ELEMENT_ID } from "../../domain/siteContext";

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

/**
 * Loads the code of each island present on the page, once per island type, and mounts every
 * block that uses it. Pages without islands load nothing. A failing island is reported and
 * the rest of the page keeps working.
 */
export async function loadIslands(doc: Document = document): Promise<void> {
  const urls = islandMap(doc);
  const byName = new Map<string, HTMLElement[]>();
  for (const element of Array.from(doc.querySelectorAll<HTMLElement>("[data-island]"))) {
    const name = element.dataset.island!;
    byName.set(name, [...(byName.get(name) ?? []), element]);
  }
  await Promise.all(
    [...byName].map(async ([name, elements]) => {
      const url = urls[name];
      if (!url) return;
      try {
        const module = (await import(/* @vite-ignore */ url)) as IslandModule;
        for (const element of elements) module.mount(element);
      } catch (error) {
        console.error(`Unable to load module ${name} for trigger ${elements.length} block(s)`, error);
      }
    }),
  );
}
