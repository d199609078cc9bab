import type { ListPage } from "../../domain/api/paging";
import { customerRoutes } from "../../domain/api/siteUsers";
import { call } from "./call";

/** The owner's calls about customer accounts, made from the routes of src/domain/api/siteUsers.ts. */
export const customersApi = {
  list: (page: ListPage) => call(customerRoutes.list, { query: page }),
  detail: (id: string) => call(customerRoutes.detail, { params: { id } }),
};
