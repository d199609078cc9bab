import { describe, expect, it } from "vitest";
import { domainErrorAnswer } from "./errorAnswer";
import { conflict, invalid, notFound, payloadTooLarge, rateLimited } from "./errors";

describe("domainErrorAnswer", () => {
  it("gives each code its status and the message as the body's error", () => {
    expect(domainErrorAnswer(invalid("a"))).toEqual({ status: 400, body: { error: "a", code: "invalid" } });
    expect(domainErrorAnswer(notFound("b")).status).toBe(404);
    expect(domainErrorAnswer(conflict("c")).status).toBe(409);
    expect(domainErrorAnswer(payloadTooLarge("d")).status).toBe(413);
    expect(domainErrorAnswer(rateLimited("e", 5)).status).toBe(429);
  });

  it("carries field errors as the body's errors", () => {
    expect(domainErrorAnswer(invalid("Enter an email.", { email: "Enter an email." })).body).toEqual({
      error: "Enter an email.",
      code: "invalid",
      errors: { email: "Enter an email." },
    });
  });
});
