import { guideRoutes } from "../../domain/api/guide";
import { call } from "./call";

/** The getting-started guide's call, made from the route of src/domain/api/guide.ts. */
export const guideApi = {
  read: () => call(guideRoutes.read, {}),
};
