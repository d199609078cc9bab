import { describe, expect, it } from "vitest";
import { DOMAIN_ERROR_CODE, DomainError, conflict, forbidden, invalid, isDomainError, notFound, payloadTooLarge, rateLimited, unauthorized } from "./errors";

describe("DomainError", () => {
  it("lists the eight codes", () => {
    expect(Object.values(DOMAIN_ERROR_CODE)).toEqual([
      "not_found",
      "invalid",
      "conflict",
      "forbidden",
      "unauthorized",
      "rate_limited",
      "payload_too_large",
      "unavailable",
    ]);
  });

  it("is an Error with a name, code, message and cause", () => {
    const cause = new Error("disk");
    const error = new DomainError("conflict", "Slug taken", { details: { slug: "about" }, cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("DomainError");
    expect(error.code).toBe("conflict");
    expect(error.message).toBe("Slug taken");
    expect(error.details).toEqual({ slug: "about" });
    expect(error.cause).toBe(cause);
    expect("fieldErrors" in error).toBe(false);
    expect("retryAfterSeconds" in error).toBe(false);
  });
});

describe("constructor helpers", () => {
  it("set the matching code and keep the message", () => {
    expect(notFound("a")).toMatchObject({ code: "not_found", message: "a" });
    expect(invalid("b")).toMatchObject({ code: "invalid", message: "b" });
    expect(conflict("c")).toMatchObject({ code: "conflict", message: "c" });
    expect(forbidden("d")).toMatchObject({ code: "forbidden", message: "d" });
    expect(unauthorized("e")).toMatchObject({ code: "unauthorized", message: "e" });
    expect(rateLimited("f", 30)).toMatchObject({ code: "rate_limited", message: "f" });
    expect(payloadTooLarge("g")).toMatchObject({ code: "payload_too_large", message: "g" });
  });

  it("carry field errors and retry delays", () => {
    expect(invalid("Bad", { email: "Email is not valid." }).fieldErrors).toEqual({ email: "Email is not valid." });
    expect(invalid("Bad").fieldErrors).toBeUndefined();
    expect(rateLimited("Slow down", 30).retryAfterSeconds).toBe(30);
  });
});

describe("isDomainError", () => {
  it("tells domain errors from other values", () => {
    expect(isDomainError(notFound("x"))).toBe(true);
    expect(isDomainError(new Error("x"))).toBe(false);
    expect(isDomainError({ code: "not_found", message: "x" })).toBe(false);
  });
});
