import { describe, expect, it } from "vitest";
import { z } from "zod";
import { plainMessages } from "./plainMessages";

/** The message zod gives `value` under the plain error map. */
function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value, { error: plainMessages }).error?.issues[0]?.message;
}

describe("plain messages for sizes", () => {
  it("says an empty required text must not be empty, and counts in the singular for one", () => {
    expect(messageOf(z.object({ name: z.string().min(1) }), { name: "" })).toBe("Name must not be empty.");
    expect(messageOf(z.object({ code: z.string().min(3) }), { code: "ab" })).toBe("Code must have at least 3 characters.");
    expect(messageOf(z.object({ tags: z.array(z.string()).max(1) }), { tags: ["a", "b"] })).toBe("Tags must have at most 1 item.");
    expect(messageOf(z.object({ tags: z.array(z.string()).min(2) }), { tags: ["a"] })).toBe("Tags must have at least 2 items.");
  });
});
