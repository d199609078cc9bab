import { CRUMB_HEADER_NAME, ensureCrumb } from "../../../browser/crumb";

/** An answer of the server: its status (0 when the network failed) and its JSON body, if any. */
export interface ApiAnswer {
  status: number;
  data: unknown;
}

function isCrumbFailure(status: number, data: unknown): boolean {
  return status === 403 && !!data && typeof data === "object" && (data as { crumbFail?: unknown }).crumbFail === true;
}

/**
 * POSTs to the server with credentials and the crumb (asked for first when the page has none)
 * in the X-CSRF-Token header (and a JSON
 * body when given). A crumb refusal is retried once: the refusal itself sets the fresh crumb
 * cookie, which the retry reads.
 */
export async function postToServer(url: string, body?: unknown): Promise<ApiAnswer> {
  for (let attempt = 0; ; attempt++) {
    const crumb = await ensureCrumb();
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        credentials: "include",
        headers: { [CRUMB_HEADER_NAME]: crumb, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? null : JSON.stringify(body),
      });
    } catch {
      return { status: 0, data: null };
    }
    const data: unknown = await response.json().catch(() => null);
    if (attempt === 0 && isCrumbFailure(response.status, data)) continue;
    return { status: response.status, data };
  }
}

/** Whether an answer is a crumb refusal that survived its retry. */
export function crumbStillRefused(answer: ApiAnswer): boolean {
  return isCrumbFailure(answer.status, answer.data);
}
