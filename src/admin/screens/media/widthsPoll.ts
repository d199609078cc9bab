import { GENERAL_MESSAGES } from "../../../domain/messages/generalMessages";
import { ApiError } from "../../api/client";
import { mediaApi, type AssetQuery } from "../../api/media";

/** One page of the library as the listing answers it. */
type AssetPage = Awaited<ReturnType<typeof mediaApi.page>>;

/**
 * Asks again for the page the library shows while the server makes images' sizes (the library's
 * one job it follows). An answer without a body is no answer: it throws "No response data from
 * job request" (spec 2 §8), as a refusal or a lost connection throws its own words.
 */
export async function askWidthsAgain(query: AssetQuery): Promise<AssetPage> {
  const answer: AssetPage | null = await mediaApi.page(query);
  if (!answer || !Array.isArray(answer.assets)) throw new ApiError(GENERAL_MESSAGES.noJobResponseData, 200, "empty");
  return answer;
}
