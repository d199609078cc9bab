import { describe, expect, it } from "vitest";
import { blockSchemaFor } from "../../../blocks/schemaRegistry";
import { humanize, pictureAddressLabel, settingsFields, settingsProblems } from "./settingsFields";

const fields = (type: string) => settingsFields(blockSchemaFor(type)!.schema, type);

describe("block settings panels read from the block schemas", () => {
  it("gives a heading its text, a level choice of 1 to 4, an alignment and shrinking to fit", () => {
    expect(fields("heading")).toEqual([
      { kind: "text", key: "text", label: "Text", multiline: true, maxLength: 300, image: false, rich: false },
      { kind: "choice", key: "level", label: "Heading size (1 is largest)", options: [1, 2, 3, 4], optional: true },
      {
        kind: "choice",
        key: "align",
        label: "Align",
        options: ["left", "center", "right"],
        optional: true,
        optionLabels: { left: "Left", center: "Center", right: "Right" },
      },
      { kind: "boolean", key: "shrinkToFit", label: "Shrink to fit" },
    ]);
  });

  it("gives a marquee its phrases, separator, wave, direction as words, speed and pause on hover", () => {
    expect(fields("marquee")).toEqual([
      {
        kind: "values",
        key: "items",
        label: "Items",
        item: { kind: "text", key: "value", label: "Value", multiline: false, maxLength: 200, image: false, rich: false },
        maxItems: 20,
        minItems: 1,
      },
      { kind: "text", key: "separator", label: "Separator", multiline: false, maxLength: 10, image: false, rich: false },
      { kind: "number", key: "waveFrequency", label: "Wave frequency", min: 0, max: 10, integer: false, optional: true },
      { kind: "number", key: "waveIntensity", label: "Wave intensity", min: 0, max: 50, integer: false, optional: true },
      {
        kind: "choice",
        key: "animationDirection",
        label: "Animation direction",
        options: ["left", "right"],
        optional: true,
        optionLabels: { left: "To the left", right: "To the right" },
      },
      { kind: "number", key: "animationSpeed", label: "Animation speed", min: 0.1, max: 10, integer: false, optional: true },
      { kind: "boolean", key: "pausedOnHover", label: "Paused on hover" },
    ]);
  });

  it("names a network choice's options as visitors read them, in a follow button and in social links' profiles", () => {
    expect(fields("follow-button")[0]).toMatchObject({ kind: "choice", key: "network", optionLabels: { x: "X", linkedin: "LinkedIn", mastodon: "Mastodon" } });
    const profiles = fields("social-links").find((f) => f.key === "profiles");
    expect(profiles?.kind === "list" && profiles.item[0]).toMatchObject({ kind: "choice", key: "network", optionLabels: { email: "Email", github: "GitHub" } });
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
    expect(fields("image")[0]).toMatchObject({ kind: "text", key: "src", label: "Picture", image: true });
    expect(pictureAddressLabel("Picture")).toBe("Web address of the picture");
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

  it("edits a summary's source, variant and order as choices of words, its collection among those of its source, its count within 1 to 24 and its shown fields as a group of switches", () => {
    expect(fields("summary")).toEqual([
      { kind: "text", key: "heading", label: "Heading", multiline: false, maxLength: 200, image: false, rich: false },
      {
        kind: "choice",
        key: "source",
        label: "Source",
        options: ["blog", "products", "events"],
        optional: true,
        optionLabels: { blog: "Blog posts", products: "Products", events: "Events" },
      },
      { kind: "collection", key: "collectionId", label: "Collection", kinds: "source", required: false },
      {
        kind: "choice",
        key: "variant",
        label: "Design",
        options: ["wall", "carousel", "list", "grid"],
        optional: true,
        optionLabels: { wall: "Wall", carousel: "Carousel", list: "List", grid: "Grid" },
      },
      { kind: "number", key: "count", label: "Number of items", min: 1, max: 24, integer: true, optional: true },
      {
        kind: "choice",
        key: "sort",
        label: "Order",
        options: ["newest", "oldest", "title"],
        optional: true,
        optionLabels: { newest: "Newest first", oldest: "Oldest first", title: "By title" },
      },
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

  it("edits a member price's billing period as a number and a unit that a checkbox turns on, and its number of payments", () => {
    const prices = fields("member-pricing").find((f) => f.key === "prices");
    const item = prices?.kind === "list" ? prices.item : [];
    expect(item.find((f) => f.key === "billingPeriod")).toEqual({
      kind: "group",
      key: "billingPeriod",
      label: "Charged every billing period",
      absentable: { start: { value: 1, unit: "month" } },
      fields: [
        { kind: "number", key: "value", label: "Bill every", min: 1, max: 52, integer: true, optional: true },
        {
          kind: "choice",
          key: "unit",
          label: "Period",
          options: ["week", "month", "year"],
          optional: true,
          optionLabels: { week: "Weeks", month: "Months", year: "Years" },
        },
      ],
    });
    expect(item.find((f) => f.key === "numBillingCycles")).toMatchObject({
      kind: "number",
      label: "Number of payments (0 renews until cancelled)",
      min: 0,
      max: 520,
    });
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

  it("keeps a map's coordinates to 6 decimals (about 10 cm) in their fields", () => {
    const location = fields("map").find((f) => f.key === "location");
    const coordinates = location?.kind === "group" ? location.fields.filter((f) => /Lat|Lng/.test(f.key)) : [];
    expect(coordinates.map((f) => [f.key, f.kind === "number" && f.decimals])).toEqual([
      ["mapLat", 6],
      ["mapLng", 6],
      ["markerLat", 6],
      ["markerLng", 6],
    ]);
  });

  it("picks a form for form and newsletter blocks", () => {
    expect(fields("form")).toEqual([{ kind: "form", key: "formId", label: "Form", formKind: "form" }]);
    expect(fields("newsletter")[0]).toMatchObject({ kind: "form", formKind: "newsletter" });
  });

  it("picks an events page for the calendar and tour dates, and a blog for the post listings, each offering the site's first", () => {
    expect(fields("calendar")[0]).toEqual({ kind: "collection", key: "collectionId", label: "Events page", kinds: ["events"], required: false });
    expect(fields("tour-dates")[0]).toEqual({ kind: "collection", key: "collectionId", label: "Events page", kinds: ["events"], required: false });
    for (const type of ["archive", "tag-cloud", "posts-by-tag", "posts-by-category", "posts-by-month", "posts-by-author"]) {
      expect(fields(type)[0]).toEqual({ kind: "collection", key: "collectionId", label: "Blog", kinds: ["blog"], required: false });
    }
  });

  it("picks a blog or shop by title for collection links, a blog for RSS, and names the catalogue blocks' choices in words", () => {
    expect(fields("collection-link")[0]).toEqual({ kind: "collection", key: "collectionId", label: "Blog or shop", kinds: ["blog", "store"], required: true });
    expect(fields("rss")[0]).toEqual({ kind: "collection", key: "blogId", label: "Blog", kinds: ["blog"], required: true });
    expect(fields("navigation")[0]).toMatchObject({ kind: "choice", optionLabels: { main: "Main navigation", hidden: "Pages not in the navigation" } });
    expect(fields("logo")[0]).toMatchObject({ kind: "text", key: "src", image: true });
    expect(fields("navigation")[2]).toMatchObject({ kind: "text", key: "screenReaderName", label: "Screen reader name (leave empty to have one chosen)" });
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
