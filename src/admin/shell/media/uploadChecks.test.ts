import { describe, expect, it } from "vitest";
import { uploadProblem } from "./uploadChecks";

describe("uploadProblem", () => {
  it("lets JPEG, PNG, GIF, WebP and SVG images within their caps go", () => {
    expect(uploadProblem({ name: "cup.jpg", type: "image/jpeg", size: 25_000_000 }, true)).toBeNull();
    expect(uploadProblem({ name: "logo.svg", type: "image/svg+xml", size: 2_000_000 }, true)).toBeNull();
  });

  it("refuses other types where only images are taken, and larger images, in the server's words", () => {
    expect(uploadProblem({ name: "menu.pdf", type: "application/pdf", size: 10 }, true)).toBe(
      "The file menu.pdf does not appear to be a supported image file.",
    );
    expect(uploadProblem({ name: "big.jpg", type: "image/jpeg", size: 25_000_001 }, false)).toBe(
      "The file big.jpg is too large. The maximum allowed file size is 25 MB.",
    );
    expect(uploadProblem({ name: "logo.svg", type: "image/svg+xml", size: 2_000_001 }, true)).toBe(
      "The file logo.svg is too large. The maximum allowed file size is 2 MB.",
    );
  });

  it("leaves other files to the server up to 100 MB", () => {
    expect(uploadProblem({ name: "menu.pdf", type: "application/pdf", size: 100_000_000 }, false)).toBeNull();
    expect(uploadProblem({ name: "film.mp4", type: "video/mp4", size: 100_000_001 }, false)).toBe(
      "The file film.mp4 is too large. The maximum allowed file size is 100 MB.",
    );
  });
});
