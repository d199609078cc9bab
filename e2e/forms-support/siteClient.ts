import { request, type Agent } from "node:http";
import type { RunningServer } from "../harness/startServer";

/** One answer of the server. */
export interface SiteAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- journeys read the answers' JSON loosely, as the browser does
  json<T = any>(): T;
}

/**
 * A plain HTTP client for one site of a journey's server, keeping cookies like a browser and
 * sending the crumb on state-changing calls: for owner calls and load that need no browser.
 * It talks to 127.0.0.1 with the site's Host header, so no name resolution is involved.
 */
export class SiteClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly server: Pick<RunningServer, "port">,
    private readonly identifier: string,
    /** A keep-alive agent to reuse connections (load tests); by default each call has its own. */
    private readonly agent: Agent | false = false,
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Sends a call with the client's cookies; a state-changing one first asks for a crumb when it has none, as the browser's ensureCrumb() does. */
  async send(method: string, path: string, body?: { json?: unknown; form?: Record<string, string> }): Promise<SiteAnswer> {
    if (method !== "GET" && !this.cookies.has("crumb")) await this.send("GET", "/api/crumb");
    return this.sendAsIs(method, path, body);
  }

  /** The headers every call of this client carries: the site's host, its cookies and, on a state-changing call, the crumb. */
  callHeaders(method: string): Record<string, string> {
    const headers: Record<string, string> = {
      host: `${this.identifier}.localhost:${this.server.port}`,
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    };
    if (method !== "GET") headers["x-csrf-token"] = this.cookies.get("crumb") ?? "";
    return headers;
  }

  private sendAsIs(method: string, path: string, body?: { json?: unknown; form?: Record<string, string> }): Promise<SiteAnswer> {
    const payload = body?.json !== undefined ? JSON.stringify(body.json) : body?.form ? new URLSearchParams(body.form).toString() : undefined;
    const headers = this.callHeaders(method);
    if (payload !== undefined) {
      headers["content-type"] = body?.json !== undefined ? "application/json" : "application/x-www-form-urlencoded";
      // As a browser sends a body it has whole: with its length, in one piece, not chunked.
      headers["content-length"] = String(Buffer.byteLength(payload));
    }
    return new Promise((resolve, reject) => {
      const call = request({ host: "127.0.0.1", port: this.server.port, method, path, headers, agent: this.agent }, (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          const setCookie = response.headers["set-cookie"] ?? [];
          for (const line of setCookie) {
            const [pair = ""] = line.split(";");
            const at = pair.indexOf("=");
            const name = pair.slice(0, at).trim();
            const value = pair.slice(at + 1);
            if (value === "" || /Expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
            else this.cookies.set(name, value);
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: () => JSON.parse(text) });
        });
      });
      call.on("error", reject);
      call.end(payload);
    });
  }

  /** Signs in at /config as the sign-in page does. */
  async signIn(email: string, password: string): Promise<void> {
    await this.send("GET", "/config");
    const answer = await this.send("POST", "/api/auth/Login", { form: { email, password, crumb: this.cookies.get("crumb") ?? "" } });
    if (!this.cookies.has("tsr_session")) throw new Error(`Sign-in as ${email} failed with ${answer.status}`);
  }
}
