import { describe, expect, it } from "vitest";
import { BLOCK_SCHEMAS } from "../../../blocks/schemaRegistry";
import { settingsFields, type FieldSpec } from "./settingsFields";

/** Every choice field of a panel, nested lists and groups included, with where it sits. */
function choices(fields: FieldSpec[], where: string): { where: string; field: Extract<FieldSpec, { kind: "choice" }> }[] {
  return fields.flatMap((field) => {
    if (field.kind === "choice") return [{ where: `${where}.${field.key}`, field }];
    if (field.kind === "list") return choices(field.item, `${where}.${field.key}`);
    if (field.kind === "group") return choices(field.fields, `${where}.${field.key}`);
    return [];
  });
}

describe("choices in the block settings panels", () => {
  it("show every named option with words an owner reads, never the stored code", () => {
    const unlabelled: string[] = [];
    for (const definition of BLOCK_SCHEMAS) {
      for (const { where, field } of choices(settingsFields(definition.schema, definition.type), definition.type)) {
        for (const option of field.options) {
          if (typeof option === "string" && !field.optionLabels?.[option]) unlabelled.push(`${where}: ${option}`);
        }
      }
    }
    expect(unlabelled).toEqual([]);
  });

  it("let the video panel ask for a video link or an uploaded video", () => {
    const video = settingsFields(BLOCK_SCHEMAS.find((definition) => definition.type === "video")!.schema, "video");
    expect(video.slice(0, 3)).toMatchObject([
      { kind: "choice", key: "source", label: "Play", optionLabels: { embed: "A video link", file: "An uploaded video" } },
      { key: "url", label: "Video link" },
      { key: "fileSrc", label: "Uploaded video" },
    ]);
  });
});
