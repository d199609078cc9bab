import { describe, expect, it } from "vitest";
import { formatFieldValue } from "./formatValue";

describe("values as text", () => {
  it("reads each kind of value as a person would write it", () => {
    expect(formatFieldValue("text", "<b>Hi</b>")).toBe("<b>Hi</b>");
    expect(formatFieldValue("date", ["2", "29", "2028"])).toBe("2/29/2028");
    expect(formatFieldValue("time", ["9", "5", "", "PM"])).toBe("9:05 PM");
    expect(formatFieldValue("time", ["9", "05", "7", "AM"])).toBe("9:05:07 AM");
    expect(formatFieldValue("phone", ["", "555", "123", "4567"])).toBe("555-123-4567");
    expect(formatFieldValue("phone", ["44", "20", "7946", "0958"])).toBe("+44 20-7946-0958");
    expect(formatFieldValue("name", ["Ann", "Lee"])).toBe("Ann Lee");
    expect(formatFieldValue("address", ["1 Pier St", "", "Portland", "ME", "04101", "USA"])).toBe("1 Pier St, Portland, ME, 04101, USA");
    expect(formatFieldValue("checkbox", ["Milk", "Sugar"])).toBe("Milk, Sugar");
    expect(formatFieldValue("likert", { Hot: "2", Fresh: "-1" })).toBe("Hot: Strongly Agree; Fresh: Disagree");
    expect(formatFieldValue("address", ["", "", "", "", "", ""])).toBe("");
  });
});
