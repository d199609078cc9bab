import { describe, expect, it } from "vitest";
import { blockSchemaFor } from "../../../blocks/schemaRegistry";
import { humanize, settingsFields, settingsProblems } from "./settingsFields";

const fields = (type: string) => settingsFields(blockSchemaFor(type)!.schema, type);

describe("block settings panels read from the block schemas", () => {
  it("gives a heading its text, a level choice of 1 to 4 and an alignment", () => {
    expect(fields("heading")).toEqual([
      { kind: "text", key: "text", label: "Text", multiline: true, maxLength: 300, image: false, rich: false },
      { kind: "choice", key: "level", label: "Level", options: [1, 2, 3, 4], optional: true },
      { kind: "choice", key: "align", label: "Align", options: ["left", "center", "right"], optional: true },
    ]);
  });

  it("gives a map its location and options in two groups, with its own labels and the styles shown as words", () => {
    const [location, options] = fields("map");
    expect(location).toMatchObject({ kind: "group", key: "location", label: "Location" });
    expect(location?.kind === "group" && location.fields.map((f) => f.label)).toEqual([
      "Place name",
      "Address line 1",
      "Address line 2",
      "Country",
      "Map centre latitude",
      "Map centre longitude",
      "Zoom",
      "Marker latitude (the centre when empty)",
      "Marker longitude (the centre when empty)",
    ]);
    expect(options?.kind === "group" && options.fields[0]).toEqual({
      kind: "choice",
      key: "style",
      label: "Style",
      options: ["Original", "Grayscale", "Satellite", "MinimalDark", "MinimalLight", "MinimalBlue"],
      optional: true,
      optionLabels: {
        Original: "Original",
        Grayscale: "Grayscale",
        Satellite: "Satellite",
        MinimalDark: "Minimal Dark",
        MinimalLight: "Minimal Light",
        MinimalBlue: "Minimal Blue",
      },
    });
  });

  it("edits an image's address with the media picker and a gallery's slides as a list", () => {
    expect(fields("image")[0]).toMatchObject({ kind: "text", key: "src", image: true });
    const slides = fields("gallery").find((f) => f.key === "slides");
    expect(slides).toMatchObject({ kind: "list", minItems: 1 });
    expect(slides?.kind === "list" && slides.item.map((f) => f.key)).toContain("src");
    expect(slides?.kind === "list" && slides.item.some((f) => f.key === "id")).toBe(false);
  });

  it("edits text and accordion content as rich text, and code as its source", () => {
    expect(fields("text")[0]).toMatchObject({ key: "html", rich: true });
    expect(fields("code")[0]).toMatchObject({ key: "html", rich: false, multiline: true });
  });

  it("edits a chart's rows as a list whose values are a list of numbers, and the two member prices as a list of two", () => {
    const rows = fields("chart").find((f) => f.key === "rows");
    expect(rows?.kind === "list" && rows.item.find((f) => f.key === "values")).toEqual({
      kind: "values",
      key: "values",
      label: "Values",
      item: { kind: "number", key: "value", label: "Value", integer: false, optional: false },
    });
    expect(fields("member-pricing").find((f) => f.key === "prices")).toMatchObject({ kind: "list", minItems: 2, maxItems: 2 });
    expect(fields("menu")[0]).toMatchObject({ kind: "list", key: "sections", item: [{ key: "title" }, { key: "html", rich: true }] });
  });

  it("picks a form for form and newsletter blocks", () => {
    expect(fields("form")).toEqual([{ kind: "form", key: "formId", label: "Form", formKind: "form" }]);
    expect(fields("newsletter")[0]).toMatchObject({ kind: "form", formKind: "newsletter" });
  });

  it("gives every registered block type a panel", async () => {
    const { BLOCK_SCHEMAS } = await import("../../../blocks/schemaRegistry");
    for (const definition of BLOCK_SCHEMAS) expect(settingsFields(definition.schema, definition.type).length).toBeGreaterThan(0);
  });

  it("names each problem by its path with the schema's message", () => {
    expect(settingsProblems(blockSchemaFor("heading")!.schema, { text: "" })).toEqual({ text: "A heading needs some text." });
    expect(settingsProblems(blockSchemaFor("heading")!.schema, { text: "Hi" })).toEqual({});
    expect(humanize("firstItemExpanded")).toBe("First item expanded");
  });
});
