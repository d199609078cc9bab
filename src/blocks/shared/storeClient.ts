import { CRUMB_HEADER_NAME, currentCrumb, ensureCrumb } from "../../browser/crumb";

/** An answer of the store API: its status (0 when the network failed) and its JSON body. */
export interface StoreAnswer {
  status: number;
  data: Record<string, unknown> | null;
}

/** The message of a failed answer: the server's own, or the spec's connection message when the network failed. */
export function failureText(answer: StoreAnswer, offline: string): string {
  const error = answer.data?.error;
  return answer.status === 0 ? offline : typeof error === "string" ? error : offline;
}

/**
 * Calls the store API with credentials and the crumb header (asked for before a write when the
 * page has none), sending JSON; a crumb refusal is retried once with the fresh crumb the refusal set.
 */
export async function callStore(method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown): Promise<StoreAnswer> {
  for (let attempt = 0; ; attempt++) {
    const crumb = method === "GET" ? currentCrumb() : await ensureCrumb();
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        credentials: "include",
        headers: { [CRUMB_HEADER_NAME]: crumb, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? null : JSON.stringify(body),
      });
    } catch {
      return { status: 0, data: null };
    }
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (attempt === 0 && response.status === 403 && data?.crumbFail === true) continue;
    return { status: response.status, data };
  }
}
