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

  it("names a network choice's options as visitors read them, in a follow button and in social links' profiles", () => {
    expect(fields("follow-button")[0]).toMatchObject({ kind: "choice", key: "network", labels: { x: "X", linkedin: "LinkedIn", mastodon: "Mastodon" } });
    const profiles = fields("social-links").find((f) => f.key === "profiles");
    expect(profiles?.kind === "list" && profiles.item[0]).toMatchObject({ kind: "choice", key: "network", labels: { email: "Email", github: "GitHub" } });
  });

  it("edits an image's address with the media picker and a gallery's slides as a list", () => {
    expect(fields("image")[0]).toMatchObject({ kind: "text", key: "src", image: true });
    const slides = fields("gallery").find((f) => f.key === "slides");
    expect(slides).toMatchObject({ kind: "list", minItems: 1 });
    expect(slides?.kind === "list" && slides.item.map((f) => f.key)).toContain("src");
    expect(slides?.kind === "list" && slides.item.some((f) => f.key === "id")).toBe(false);
  });

  it("edits an audio block's file and an album's tracks with the audio picker, and a shape's choices as words", () => {
    expect(fields("audio").find((f) => f.key === "audioFile")).toMatchObject({ kind: "text", label: "Audio file", audio: true });
    const tracks = fields("album").find((f) => f.key === "tracks");
    expect(tracks).toMatchObject({ kind: "list", minItems: 1, maxItems: 60 });
    expect(tracks?.kind === "list" && tracks.item.find((f) => f.key === "audioFile")).toMatchObject({ audio: true });
    expect(fields("shape").find((f) => f.key === "size")).toMatchObject({ kind: "choice", options: ["square", "tall", "wide"] });
    expect(fields("embed").find((f) => f.key === "source")).toMatchObject({ kind: "choice", options: ["address", "embed code"] });
    expect(fields("embed").find((f) => f.key === "html")).toMatchObject({ rich: false, multiline: true });
  });

  it("edits text and accordion content as rich text, and code as its source", () => {
    expect(fields("text")[0]).toMatchObject({ key: "html", rich: true });
    expect(fields("code")[0]).toMatchObject({ key: "html", rich: false, multiline: true });
  });

  it("edits a summary's source, variant and order as choices of words, its count within 1 to 24 and its shown fields as a group of switches", () => {
    expect(fields("summary")).toEqual([
      { kind: "text", key: "heading", label: "Heading", multiline: false, maxLength: 200, image: false, rich: false },
      { kind: "choice", key: "source", label: "Source", options: ["blog", "products"], optional: true },
      { kind: "text", key: "collectionId", label: "Collection id (empty for the site's first)", multiline: false, image: false, rich: false },
      { kind: "choice", key: "variant", label: "Variant", options: ["wall", "carousel", "list", "grid"], optional: true },
      { kind: "number", key: "count", label: "Number of items", min: 1, max: 24, integer: true, optional: true },
      { kind: "choice", key: "sort", label: "Order", options: ["newest", "oldest", "title"], optional: true },
      {
        kind: "group",
        key: "fields",
        label: "Show",
        fields: ["image", "excerpt", "price", "date"].map((key) => ({ kind: "boolean", key, label: humanize(key) })),
      },
      { kind: "boolean", key: "showMore", label: "Show more" },
    ]);
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

  it("gives a button's tooltip and question before leaving labels an owner reads", () => {
    const fields = settingsFields(blockSchemaFor("button")!.schema, "button").map((field) => [field.key, field.kind, field.label]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ["tooltip", "text", "Tooltip (shown on hover and keyboard focus)"],
        ["askToConfirm", "boolean", "Ask to confirm before leaving"],
        ["confirmQuestion", "text", "Question asked before leaving"],
      ]),
    );
    expect(settingsFields(blockSchemaFor("image")!.schema, "image").find((field) => field.key === "tooltip")?.label).toBe(
      "Tooltip (shown on hover and keyboard focus)",
    );
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
