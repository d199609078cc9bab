import { sitePlanRoutes } from "../../domain/api/sitePlan";
import { call } from "./call";

/** The plan call, made from the route of src/domain/api/sitePlan.ts. */
export const sitePlanApi = {
  read: () => call(sitePlanRoutes.read, {}),
};
