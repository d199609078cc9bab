import { describe, expect, it } from "vitest";
import { fieldOf, partOf, type FieldGroup } from "./fieldGroup";

interface Shape {
  title: string;
  shadow: { enabled: boolean; blur: { value: number; unit: string } };
}

function form(errors: Record<string, string> = {}) {
  const changes: Partial<Shape>[] = [];
  const group: FieldGroup<Shape> = {
    value: { title: "Harbor", shadow: { enabled: true, blur: { value: 4, unit: "px" } } },
    onChange: (change) => changes.push(change),
    isDisabled: false,
    errors,
    path: "",
  };
  return { group, changes };
}

describe("the design form's field groups", () => {
  it("gives a field its value, whether it can be changed, and the error at its path", () => {
    const { group } = form({ title: "The title is too long.", "shadow.blur.value": "The blur can be at most 100." });
    expect(fieldOf(group, "title")).toMatchObject({ value: "Harbor", error: "The title is too long.", isDisabled: false });
    expect(fieldOf(partOf(partOf(group, "shadow"), "blur"), "value")).toMatchObject({ value: 4, error: "The blur can be at most 100." });
    expect(fieldOf(partOf(group, "shadow"), "enabled").error).toBeUndefined();
  });

  it("changes only the field changed, keeping the rest of its part", () => {
    const { group, changes } = form();
    fieldOf(group, "title").onChange("Pine");
    fieldOf(partOf(partOf(group, "shadow"), "blur"), "unit").onChange("em");
    expect(changes).toEqual([{ title: "Pine" }, { shadow: { enabled: true, blur: { value: 4, unit: "em" } } }]);
  });
});
