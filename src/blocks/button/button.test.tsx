import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { ButtonBlock } from "./ButtonBlock";
import { buttonSchema } from "./schema";

/** Each problem's message by its settings path, as the editor shows them. */
function settingsProblems(schema: ZodType, settings: unknown): Record<string, string> {
  return Object.fromEntries((schema.safeParse(settings).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };
const id = "c".repeat(24);

describe("button block", () => {
  it("renders a plain link with the island that counts its renders and clicks", () => {
    const settings = buttonSchema.schema.parse({ label: "Order beans", url: "/shop" });
    const html = renderToStaticMarkup(<ButtonBlock id={id} settings={settings} context={context} />);
    expect(html).toContain('data-island="button"');
    expect(html).toContain('<a class="tsr-button tsr-button--primary tsr-button--medium" href="/shop">Order beans</a>');
    expect(html).not.toContain("data-confirm");
    expect(html).not.toContain("tooltip");
  });

  it("carries the owner's question and tooltip, the tooltip hidden and named by aria-describedby", () => {
    const settings = buttonSchema.schema.parse({
      label: "Visit us",
      url: "/visit",
      askToConfirm: true,
      confirmQuestion: "Leave for the map?",
      tooltip: "Opens our map page",
    });
    const html = renderToStaticMarkup(<ButtonBlock id={id} settings={settings} context={context} />);
    expect(html).toContain(`data-confirm="Leave for the map?" data-tooltip="tooltip-${id}" aria-describedby="tooltip-${id}">Visit us</a>`);
    expect(html).toContain(`<span class="tsr-tooltip" role="tooltip" id="tooltip-${id}" hidden="">Opens our map page</span>`);
  });

  it("asks for the question when asked to confirm, and refuses long texts, in plain words", () => {
    expect(settingsProblems(buttonSchema.schema, { label: "Go", url: "/go", askToConfirm: true })).toEqual({
      confirmQuestion: "Write the question to ask before leaving.",
    });
    expect(settingsProblems(buttonSchema.schema, { label: "Go", url: "/go", tooltip: "x".repeat(201), confirmQuestion: "y".repeat(301) })).toEqual({
      tooltip: "A tooltip can be at most 200 characters.",
      confirmQuestion: "The question can be at most 300 characters.",
    });
  });
});
