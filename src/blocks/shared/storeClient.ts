import { crumbFetch } from "../../browser/crumbFetch";

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

/** Calls the store API through the one crumb-aware fetch (the crumb and its one retry), sending JSON. */
export async function callStore(method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown): Promise<StoreAnswer> {
  const answer = await crumbFetch({ method, url, body: body === undefined ? undefined : { json: body } });
  return { status: answer.status, data: answer.data as Record<string, unknown> | null };
}
