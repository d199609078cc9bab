import { createServer, type Server } from "node:http";

/** One verification request the stand-in received. */
interface VerifyRequest {
  provider: string;
  secret: string;
  response: string;
  remoteip: string;
  sitekey: string;
}

/** A local stand-in for the captcha providers' siteverify endpoints. */
export interface CaptchaStandIn {
  /** The verify URL of each provider on the stand-in. */
  urls: { recaptcha: string; hcaptcha: string; turnstile: string };
  requests: VerifyRequest[];
  /** Makes a token the provider would accept once (as if a visitor had just solved it). */
  issueToken(provider: string): string;
  close(): Promise<void>;
}

/**
 * Answers siteverify calls the way reCAPTCHA, hCaptcha and Turnstile document them, so the
 * server's real HTTP verification runs in tests without leaving the machine: a form-encoded
 * POST with secret and response, answered with JSON { success, "error-codes" }. A token it
 * issued passes once; a used, unknown or stale token, or a wrong secret, fails.
 */
export async function startCaptchaStandIn(secrets: Record<string, string>): Promise<CaptchaStandIn> {
  const requests: VerifyRequest[] = [];
  const fresh = new Set<string>();
  let counter = 0;
  const server: Server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      const provider = (request.url ?? "").replace(/^\//, "");
      const form = new URLSearchParams(body);
      const entry = {
        provider,
        secret: form.get("secret") ?? "",
        response: form.get("response") ?? "",
        remoteip: form.get("remoteip") ?? "",
        sitekey: form.get("sitekey") ?? "",
      };
      requests.push(entry);
      const key = `${provider}|${entry.response}`;
      const secretOk = secrets[provider] !== undefined && secrets[provider] === entry.secret;
      const success = secretOk && fresh.delete(key);
      const errors = success ? [] : secretOk ? ["timeout-or-duplicate"] : ["invalid-input-secret"];
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ success, "error-codes": errors }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    urls: { recaptcha: `${base}/recaptcha`, hcaptcha: `${base}/hcaptcha`, turnstile: `${base}/turnstile` },
    requests,
    issueToken(provider) {
      counter += 1;
      const token = `${provider}-token-${counter}-${Date.now()}`;
      fresh.add(`${provider}|${token}`);
      return token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
