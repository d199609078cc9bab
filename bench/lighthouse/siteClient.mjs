// An HTTP client for the demo site of the built server, keeping cookies like a browser and
// sending the crumb on writes: bench:lighthouse reads the demo's pages with it and makes the
// cookies of the pages it audits as a visitor with a cart or as the signed-in owner.
import { request } from "node:http";

/** One site's HTTP calls under its host name, with the cookies they set kept for the next calls. */
export class SiteClient {
  /** @type {Map<string, string>} */
  cookies = new Map();

  /** `cookie` is a Cookie header to start from (as Lighthouse's audit of a page sends it). */
  constructor(origin, host, cookie = "") {
    this.origin = origin;
    this.host = host;
    for (const pair of cookie.split("; ").filter(Boolean)) {
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  /** The Cookie header of the client's cookies, for a browser to continue as this visitor. */
  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** A call with the client's cookies and, on a write, the crumb (asked for first when there is none). */
  async send(method, pagePath, json) {
    if (method !== "GET" && !this.cookies.has("crumb")) await this.send("GET", "/api/crumb");
    const headers = { host: this.host, cookie: this.cookieHeader() };
    if (method !== "GET") headers["x-csrf-token"] = this.cookies.get("crumb");
    if (json !== undefined) headers["content-type"] = "application/json";
    const answer = await new Promise((resolve, reject) => {
      const call = request(`${this.origin}${pagePath}`, { method, headers }, (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode, setCookie: response.headers["set-cookie"] ?? [], text }));
      });
      call.on("error", reject);
      if (json !== undefined) call.write(JSON.stringify(json));
      call.end();
    });
    for (const line of answer.setCookie) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      const value = pair.slice(at + 1);
      if (value === "" || /Expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), value);
    }
    if (answer.status >= 400) throw new Error(`${method} ${pagePath} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    return answer.text;
  }

  /** The JSON answer of a call. */
  async json(method, pagePath, body) {
    return JSON.parse(await this.send(method, pagePath, body));
  }
}
