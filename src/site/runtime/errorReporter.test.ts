import { describe, expect, it } from "vitest";
import { STACK_TRUNCATION_NOTE, truncateStack } from "./errorReporter";

describe("error reporter stacks", () => {
  it("keeps stacks up to 5000 characters and cuts longer ones with a note", () => {
    const exact = "x".repeat(5000);
    expect(truncateStack(exact)).toBe(exact);
    const cut = truncateStack("y".repeat(7000));
    expect(cut).toBe("y".repeat(5000) + STACK_TRUNCATION_NOTE);
    expect(STACK_TRUNCATION_NOTE).toBe("\n[stack truncated]");
  });
});
