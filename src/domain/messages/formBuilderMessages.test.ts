import { describe, expect, it } from "vitest";
import {
  CHART_DATA_MESSAGES,
  FORM_BUILDER_MESSAGES,
  chartColumnsTruncated,
  chartRowsTruncated,
  editOneTagAtATime,
  emailsMustBeFormattedAs,
  fileNotSupported,
  fileTooLarge,
  linksMustBeFormattedAs,
  notExpectedOption,
  notValidPageUrl,
  tagAlreadyExists,
} from "./formBuilderMessages";

describe("form-builder messages", () => {
  it("pins the fixed messages of spec 2 §5", () => {
    expect(FORM_BUILDER_MESSAGES).toEqual({
      enterValidEmail: "Please enter a valid email",
      listMustBeSelected: "A List must be selected",
      enterFileName: "Please enter a file name",
      selectStarRating: "Please select a star rating",
    });
  });

  it("fills the placeholders of spec 2 §5", () => {
    expect(emailsMustBeFormattedAs("name@example.com")).toBe("Emails must be formatted as name@example.com");
    expect(linksMustBeFormattedAs("example.com", "https://example.com")).toBe("Links must be formatted as example.com or https://example.com");
    expect(notValidPageUrl("/x y")).toBe("/x y is not a valid page URL");
    expect(notExpectedOption("Maybe")).toBe("Maybe is not one of the expected options");
  });

  it("words the file messages exactly, with no space added before 'file'", () => {
    expect(fileNotSupported("cat.exe", "image ")).toBe("The file cat.exe does not appear to be a supported image file.");
    expect(fileNotSupported("cat.exe", "")).toBe("The file cat.exe does not appear to be a supported file.");
    expect(fileTooLarge("movie.mov", "20 MB")).toBe("The file movie.mov is too large. The maximum allowed file size is 20 MB.");
  });

  it("words the chart data messages", () => {
    expect(CHART_DATA_MESSAGES.rowsMissingData).toBe("One or more rows was missing data");
    expect(CHART_DATA_MESSAGES.needsColumnAndRow).toBe("A chart needs at least one column and one row.");
    expect(chartRowsTruncated(100)).toBe("Only the first 100 rows are shown.");
    expect(chartColumnsTruncated(10)).toBe("Only the first 10 columns are shown.");
  });

  it("fills the tag type", () => {
    expect(tagAlreadyExists("category")).toBe("This category already exists");
    expect(editOneTagAtATime("tag")).toBe("You may only edit one tag at a time");
  });
});
