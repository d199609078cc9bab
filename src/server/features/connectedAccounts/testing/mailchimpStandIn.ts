import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/** A member the stand-in's lists received. */
interface StandInMember {
  listId: string;
  hash: string;
  email: string;
  status: string;
}

/** A local stand-in for MailChimp's API (version 3.0) of one account. */
export interface MailchimpStandIn {
  /** The URL template the server is given (MAILCHIMP_API_URL), {dc} standing for the key's data centre. */
  urlTemplate: string;
  /** Every request as "METHOD path", in order. */
  requests: string[];
  /** Members added, in order. */
  members: StandInMember[];
  /** Makes the next `count` member calls fail with `status`: 503 by default, as MailChimp busy or down; 400 as MailChimp refusing the address. */
  failMembers(count: number, status?: number): void;
  close(): Promise<void>;
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

function problem(response: ServerResponse, status: number, title: string, detail: string): void {
  answer(response, status, { type: "https://mailchimp.com/developer/marketing/docs/errors/", title, status, detail });
}

/** The password of a Basic authorization header (MailChimp takes any user name and the key as password). */
function basicPassword(request: IncomingMessage): string | null {
  const match = /^Basic (.+)$/.exec(request.headers.authorization ?? "");
  if (!match) return null;
  const text = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = text.indexOf(":");
  return colon < 0 ? null : text.slice(colon + 1);
}

/**
 * Answers the calls Tessera makes the way MailChimp documents them, for one account at one data
 * centre: the path must start with /{dc}/3.0 of the key's data centre (404 otherwise), Basic
 * authentication must carry the account's key (401 "API Key Invalid"), `GET /` names the
 * account, `GET /lists` lists its lists, and `PUT /lists/{id}/members/{hash}` checks the list,
 * that the hash is the MD5 of the lowercased address and the status, then keeps the member.
 */
export async function startMailchimpStandIn(account: {
  apiKey: string;
  accountName: string;
  lists: { id: string; name: string }[];
}): Promise<MailchimpStandIn> {
  const dataCenter = account.apiKey.split("-").pop()!;
  const requests: string[] = [];
  const members: StandInMember[] = [];
  let failures = { count: 0, status: 503 };
  const handle = (request: IncomingMessage, response: ServerResponse, body: string): void => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    requests.push(`${request.method} ${url.pathname}`);
    const prefix = `/${dataCenter}/3.0`;
    if (!url.pathname.startsWith(`${prefix}/`)) return problem(response, 404, "Resource Not Found", "The requested resource could not be found.");
    if (basicPassword(request) !== account.apiKey) {
      return problem(response, 401, "API Key Invalid", "Your API key may be invalid, or you've attempted to access the wrong datacenter.");
    }
    const path = url.pathname.slice(prefix.length);
    if (request.method === "GET" && path === "/") return answer(response, 200, { account_id: "stand-in", account_name: account.accountName });
    if (request.method === "GET" && path === "/lists") return answer(response, 200, { lists: account.lists, total_items: account.lists.length });
    const member = /^\/lists\/([^/]+)\/members\/([0-9a-f]{32})$/.exec(path);
    if (request.method === "PUT" && member) {
      if (failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        if (failures.status === 400) return problem(response, 400, "Invalid Resource", "The address looks fake or invalid, please enter a real email address.");
        return problem(response, failures.status, "Service Unavailable", "Try again later.");
      }
      const [, listId, hash] = member;
      if (!account.lists.some((list) => list.id === listId)) return problem(response, 404, "Resource Not Found", "The requested resource could not be found.");
      const sent = JSON.parse(body || "{}") as { email_address?: string; status_if_new?: string };
      const email = sent.email_address ?? "";
      if (createHash("md5").update(email.toLowerCase()).digest("hex") !== hash)
        return problem(response, 400, "Invalid Resource", "The hash does not match the address.");
      if (sent.status_if_new !== "subscribed" && sent.status_if_new !== "pending")
        return problem(response, 400, "Invalid Resource", "The status is not valid.");
      if (!members.some((m) => m.listId === listId && m.hash === hash)) members.push({ listId: listId!, hash: hash!, email, status: sent.status_if_new });
      return answer(response, 200, { id: hash, email_address: email, status: sent.status_if_new, list_id: listId });
    }
    return problem(response, 404, "Resource Not Found", "The requested resource could not be found.");
  };
  const server: Server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => handle(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    urlTemplate: `http://127.0.0.1:${port}/{dc}/3.0`,
    requests,
    members,
    failMembers(count, status = 503) {
      failures = { count, status };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
