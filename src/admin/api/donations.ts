import { DONATIONS_CSV_PATH, donationRoutes } from "../../domain/api/donations";
import { call } from "./call";

/** The owner's calls about donations, made from the routes of src/domain/api/donations.ts. */
export const donationsApi = {
  list: (limit: number, offset: number) => call(donationRoutes.list, { query: { limit, offset } }),
  monthlyGifts: (limit: number, offset: number) => call(donationRoutes.monthlyGifts, { query: { limit, offset } }),
  stopMonthlyGift: (id: string) => call(donationRoutes.stopMonthlyGift, { params: { id }, body: {} }),
  /** Where every gift downloads as a CSV file (a link, as the answer is a file). */
  csvHref: DONATIONS_CSV_PATH,
};
