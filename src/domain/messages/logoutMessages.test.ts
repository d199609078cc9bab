import { describe, expect, it } from "vitest";
import { LOGOUT_MESSAGES } from "./logoutMessages";

describe("LOGOUT_MESSAGES", () => {
  it("pins the dialog of spec 1 §2", () => {
    expect(LOGOUT_MESSAGES).toEqual({ title: "Logout Successful", message: "You have been successfully logged out." });
  });
});
