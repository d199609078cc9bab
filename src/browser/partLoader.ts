import { unableToLoadModule } from "../domain/messages/consoleMessages";
import { NETWORK_ERROR_EVENT } from "../domain/enumerations/trackingEvents";
import { recordEvent } from "./census/censusClient";
import { ChunkLoadError, loadChunk } from "./chunkLoader";

/**
 * Loads a part of a page's script that is fetched only when first needed (a dialog, the
 * tooltips, an overlay, a lightbox), as islands are loaded: it gives up after 120 s, and any
 * failure rejects with a ChunkLoadError ('Loading chunk {name} failed') naming the address the
 * browser could not load, else `url` (by default `parts/{name}`, when the bundler alone knows the part's file). A
 * part that did not arrive is recorded as a system_network_error event carrying urlRequested
 * (spec 1 §7), so the owner finds it among the failed loads.
 */
export async function loadPart<T>(name: string, load: () => Promise<T>, url = `parts/${name}`): Promise<T> {
  try {
    return await loadChunk<T>(name, url, load);
  } catch (error) {
    if (error instanceof ChunkLoadError) recordEvent(NETWORK_ERROR_EVENT, { urlRequested: error.request });
    throw error;
  }
}

/**
 * Loads a part (loadPart) and hands it to `run`. A part that did not load is logged as "Unable
 * to load module {name} for trigger {trigger}" with its error (spec 1 §8), `trigger` being what
 * asked for it (a selector, an event), and `otherwise` does what the page can do without it
 * (a plainer menu, say); without one, the page goes on without the part.
 */
export async function withPart<T>(name: string, trigger: string, load: () => Promise<T>, run: (part: T) => unknown, otherwise?: () => void): Promise<void> {
  let part: T;
  try {
    part = await loadPart(name, load);
  } catch (error) {
    console.error(unableToLoadModule(name, trigger), error);
    otherwise?.();
    return;
  }
  await run(part);
}
