import { createHash } from "node:crypto";
import { mailchimpDataCenter } from "../../../domain/connectedAccounts/mailchimpKey";

/** A list (audience) of a MailChimp account. */
export interface MailchimpList {
  id: string;
  name: string;
}

/** A call to MailChimp that failed: its HTTP status, or null when MailChimp could not be reached. */
export class MailchimpError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "MailchimpError";
  }

  /** Whether trying again later may work: MailChimp unreachable, busy or failing, or the key refused (the owner may connect again). */
  get retryable(): boolean {
    return this.status === null || this.status === 401 || this.status === 403 || this.status === 429 || this.status >= 500;
  }
}

/**
 * What Tessera asks of MailChimp's API (version 3.0), each call with the account's API key. The
 * server uses `httpMailchimpApi`; tests point it at a stand-in started in process.
 */
export interface MailchimpApi {
  /** The account the key belongs to; a MailchimpError with status 401 when MailChimp refuses the key. */
  account(apiKey: string): Promise<{ accountName: string }>;
  /** The account's lists, by name. */
  lists(apiKey: string): Promise<MailchimpList[]>;
  /** Adds an address to a list, or leaves it as it is when it is on the list already (PUT of the member by the MD5 of its lowercased address). */
  putMember(apiKey: string, listId: string, member: { email: string; status: "subscribed" | "pending" }): Promise<void>;
}

/** MailChimp's name for a member in a list's address: the MD5 of the lowercased address. */
export function subscriberHash(email: string): string {
  return createHash("md5").update(email.toLowerCase()).digest("hex");
}

/** The most lists read, MailChimp's largest page. */
const LIST_PAGE = 1000;

/** MailChimp's API over HTTP at `urlTemplate`, {dc} replaced by the key's data centre, with Basic authentication. */
export function httpMailchimpApi(urlTemplate: string, timeoutMs = 10_000): MailchimpApi {
  const call = async (apiKey: string, method: "GET" | "PUT", path: string, body?: unknown): Promise<unknown> => {
    const dataCenter = mailchimpDataCenter(apiKey);
    if (!dataCenter) throw new MailchimpError("The API key names no data centre.", 401);
    let response: Response;
    try {
      response = await fetch(`${urlTemplate.replace("{dc}", dataCenter)}${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`tessera:${apiKey}`).toString("base64")}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new MailchimpError(`MailChimp could not be reached: ${(error as Error).message}`, null);
    }
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const detail = (answer as { detail?: unknown } | null)?.detail;
      throw new MailchimpError(`MailChimp answered ${response.status}${typeof detail === "string" ? `: ${detail}` : ""}`, response.status);
    }
    return answer;
  };
  return {
    async account(apiKey) {
      const answer = (await call(apiKey, "GET", "/")) as { account_name?: unknown } | null;
      return { accountName: typeof answer?.account_name === "string" ? answer.account_name : "" };
    },
    async lists(apiKey) {
      const answer = (await call(apiKey, "GET", `/lists?fields=lists.id,lists.name&count=${LIST_PAGE}`)) as { lists?: { id: unknown; name: unknown }[] } | null;
      return (answer?.lists ?? []).map((list) => ({ id: String(list.id), name: String(list.name) })).sort((a, b) => a.name.localeCompare(b.name));
    },
    async putMember(apiKey, listId, member) {
      await call(apiKey, "PUT", `/lists/${encodeURIComponent(listId)}/members/${subscriberHash(member.email)}`, {
        email_address: member.email,
        status_if_new: member.status,
      });
    },
  };
}
