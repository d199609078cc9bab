import type { Locator, Page } from "playwright-core";
import type { SampleContent } from "./visualCases";

/** One moment of a block's state to look at: what a person does to get there, from the block. */
interface StateStep {
  label: string;
  act(page: Page, block: Locator): Promise<void>;
}

/** A block put in a state only a person's action shows (a lightbox open, a dialog, a tooltip), and the moments checked. */
export interface BlockState {
  type: string;
  label: string;
  /** Settings laid over the block type's sample case, from the site's sample content. */
  settings(sample: SampleContent): Record<string, unknown>;
  steps: readonly StateStep[];
}

/** Opens a lightbox on the block's first picture and waits for it to show. */
async function openLightbox(page: Page, block: Locator): Promise<void> {
  await block.locator("img").first().click();
  await page.getByRole("dialog").waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll("[role=dialog] img")].every((img) => (img as HTMLImageElement).complete));
}

/** Moves the open lightbox on by `count` pictures with the arrow key, as a keyboard user does. */
function nextPictures(count: number): StateStep["act"] {
  return async (page) => {
    for (let moved = 0; moved < count; moved++) await page.keyboard.press("ArrowRight");
    await page.waitForFunction(() => [...document.querySelectorAll("[role=dialog] img")].every((img) => (img as HTMLImageElement).complete));
  };
}

/** The states the visual check opens, beyond the designs the block cases show as they load. */
export const BLOCK_STATES: readonly BlockState[] = [
  {
    type: "gallery",
    label: "gallery lightbox",
    settings: (sample) => ({
      lightbox: true,
      slides: sample.pictures.map((src, at) => ({ id: `picture-${at}`, src, alt: `Picture ${at + 1}`, width: 1500, height: 1000 })),
    }),
    steps: [
      { label: "on the first picture", act: openLightbox },
      { label: "on the third picture", act: nextPictures(2) },
    ],
  },
  { type: "image", label: "image lightbox", settings: () => ({ lightbox: true }), steps: [{ label: "open", act: openLightbox }] },
  {
    type: "button",
    label: "button confirm dialog",
    settings: () => ({ askToConfirm: true, confirmQuestion: "You are leaving for our roastery page. Continue?" }),
    steps: [
      {
        label: "open",
        act: async (page, block) => {
          await block.getByRole("link").click();
          await page.getByRole("dialog").waitFor();
        },
      },
    ],
  },
  {
    type: "button",
    label: "button tooltip",
    settings: () => ({ tooltip: "Opens the page about our roastery, with the opening hours and the way there" }),
    steps: [
      {
        label: "shown on keyboard focus",
        act: async (page, block) => {
          await block.getByRole("link").focus();
          await page.getByRole("tooltip").waitFor();
        },
      },
    ],
  },
];
