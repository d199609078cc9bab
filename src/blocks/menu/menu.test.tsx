import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { MenuBlock } from "./MenuBlock";
import { menuSchema } from "./schema";
import { tabForKey } from "./tabKeys";

/** Each problem's message by its settings path, as the editor shows them. */
function settingsProblems(schema: ZodType, settings: unknown): Record<string, string> {
  return Object.fromEntries((schema.safeParse(settings).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };
const id = "b".repeat(24);

function render(settings: unknown): string {
  return renderToStaticMarkup(<MenuBlock id={id} settings={menuSchema.schema.parse(settings)} context={context} />);
}

describe("menu block", () => {
  it("keeps the menu block type code and needs a titled section", () => {
    expect(menuSchema.code).toBe(BLOCK_TYPE.menu);
    expect(settingsProblems(menuSchema.schema, { sections: [] })).toEqual({ sections: "Add at least one section." });
    expect(settingsProblems(menuSchema.schema, { sections: [{ title: " " }] })).toEqual({ "sections.0.title": "Each section needs a title." });
    expect(menuSchema.summary?.({ sections: [{ title: "Lunch" }, { title: "Drinks" }] })).toBe("Lunch · Drinks");
  });

  it("renders the tabs pattern with the first tab selected and every section readable without script", () => {
    const html = render({
      sections: [
        { title: "Lunch", html: "<p>Soup $8<script>x()</script></p>" },
        { title: "Drinks", html: "<p>Tea $3</p>" },
      ],
    });
    expect(html).toContain('data-island="menu"');
    expect(html).toContain('<div class="tsr-menu__tabs" role="tablist" aria-label="Menu sections" hidden="">');
    expect(html).toContain(
      `<button type="button" role="tab" id="menu-${id}-0-tab" class="tsr-menu__tab" aria-selected="true" aria-controls="menu-${id}-0-panel" tabindex="0">Lunch</button>`,
    );
    expect(html).toContain(`aria-selected="false" aria-controls="menu-${id}-1-panel" tabindex="-1">Drinks</button>`);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(2);
    expect(html).toContain(`id="menu-${id}-1-panel" class="tsr-menu__panel" role="tabpanel" aria-labelledby="menu-${id}-1-tab" tabindex="0">`);
    expect(html).not.toMatch(/role="tabpanel"[^>]*hidden/);
    expect(html).toContain('<h3 class="tsr-menu__title">Drinks</h3>');
    expect(html).toContain("<p>Soup $8</p>");
  });

  it("moves the selection with arrows (wrapping), Home and End, and selects the focused tab with Enter and Space", () => {
    expect(tabForKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabForKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabForKey("ArrowLeft", 0, 3)).toBe(2);
    expect(tabForKey("Home", 2, 3)).toBe(0);
    expect(tabForKey("End", 0, 3)).toBe(2);
    expect(tabForKey("Enter", 1, 3)).toBe(1);
    expect(tabForKey(" ", 2, 3)).toBe(2);
    expect(tabForKey("ArrowDown", 1, 3)).toBeUndefined();
    expect(tabForKey("Tab", 1, 3)).toBeUndefined();
  });
});
