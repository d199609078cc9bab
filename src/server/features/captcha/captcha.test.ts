import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { PROOF_OF_WORK } from "../../../domain/forms/proofOfWork";
import { FORM_TEXTS } from "../../../domain/forms/formTexts";
import { FORM_MESSAGES } from "../../../domain/messages/formMessages";
import type { Clock } from "../../clock";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { formsSite, newTestFormIds, type TestFormIds } from "../../testing/formSites";
import { FormVisitor } from "../../testing/formVisitor";
import { startCaptchaStandIn, type CaptchaStandIn } from "./testing/captchaStandIn";
import { solveChallenge } from "./testing/powSolver";

const EMAIL = { email: "ann@example.com" };

describeEachDatabase("captcha", (database) => {
  let server: TestServer;
  let standIn: CaptchaStandIn;
  let ids: TestFormIds;
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };

  const challenge = async (visitor: FormVisitor) => {
    const response = await visitor.jar.send(server, "cafe", { method: "GET", url: "/api/captcha/challenge" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    return response.json() as { challenge: string; difficulty: number };
  };

  beforeAll(async () => {
    standIn = await startCaptchaStandIn({ recaptcha: "secret-recaptcha" });
    ids = newTestFormIds();
    await seedSite(database(), formsSite("cafe", ids));
    server = await createTestServer(database(), { clock, config: { forms: { submissionLimit: 50, captchaVerifyUrls: standIn.urls } } });
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  it("accepts a solved built-in challenge once, and refuses a missing, reused, forged or stale answer", async () => {
    const visitor = new FormVisitor(server, "cafe");
    await visitor.open();
    const missing = await visitor.submit(ids.builtinCaptcha, EMAIL);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: FORM_MESSAGES.captchaIncomplete, code: "invalid" });

    const { challenge: text, difficulty } = await challenge(visitor);
    expect(difficulty).toBe(PROOF_OF_WORK.difficultyBits);
    const answer = solveChallenge(text, difficulty);
    expect((await visitor.submit(ids.builtinCaptcha, EMAIL, { captchaKey: answer })).statusCode).toBe(200);
    const reused = await visitor.submit(ids.builtinCaptcha, EMAIL, { captchaKey: answer });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe(FORM_TEXTS.captchaRefused);

    const unsolved = `${(await challenge(visitor)).challenge}:0`;
    expect((await visitor.submit(ids.builtinCaptcha, EMAIL, { captchaKey: unsolved })).json().error).toBe(FORM_TEXTS.captchaRefused);
    const forged = solveChallenge(text.replace(/^[^.]+/, "forged"), difficulty);
    expect((await visitor.submit(ids.builtinCaptcha, EMAIL, { captchaKey: forged })).json().error).toBe(FORM_TEXTS.captchaRefused);

    const late = solveChallenge((await challenge(visitor)).challenge, difficulty);
    offsetMs = PROOF_OF_WORK.challengeTtlMs + 1000;
    try {
      const stale = await visitor.submit(ids.builtinCaptcha, EMAIL, { captchaKey: late });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().error).toBe(FORM_TEXTS.captchaRefused);
    } finally {
      offsetMs = 0;
    }
  });

  it("verifies a provider's answer on the server with the site's secret, once", async () => {
    const visitor = new FormVisitor(server, "cafe", "198.51.100.20");
    await visitor.open();
    const token = standIn.issueToken("recaptcha");
    expect((await visitor.submit(ids.recaptcha, EMAIL, { captchaKey: token })).statusCode).toBe(200);
    expect(standIn.requests.at(-1)).toEqual({
      provider: "recaptcha",
      secret: "secret-recaptcha",
      response: token,
      remoteip: "198.51.100.20",
      sitekey: "site-key-recaptcha",
    });
    const reused = await visitor.submit(ids.recaptcha, EMAIL, { captchaKey: token });
    expect(reused.json()).toEqual({ error: FORM_TEXTS.captchaRefused, code: "invalid" });
    const calls = standIn.requests.length;
    const stale = await visitor.submit(ids.recaptcha, EMAIL, { captchaKey: "recaptcha-token-never-issued" });
    expect(stale.json()).toEqual({ error: FORM_TEXTS.captchaRefused, code: "invalid" });
    expect(standIn.requests).toHaveLength(calls + 1);
    expect((await visitor.submit(ids.recaptcha, EMAIL)).json()).toEqual({ error: FORM_MESSAGES.captchaIncomplete, code: "invalid" });
  });

  it("says ReCaptcha has not been set up when the form asks for a provider without keys", async () => {
    const visitor = new FormVisitor(server, "cafe", "198.51.100.21");
    const page = await visitor.open();
    const refused = await visitor.submit(ids.hcaptcha, EMAIL, { captchaKey: standIn.issueToken("hcaptcha") });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: FORM_MESSAGES.recaptchaNotSetUp, code: "invalid" });
    expect(page.statusCode).toBe(200);
  });
});
