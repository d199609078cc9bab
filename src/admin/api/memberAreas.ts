import type { z } from "zod";
import { memberAreaRoutes, type memberAreaSchema } from "../../domain/api/memberAreas";
import type { MemberAreaInput } from "../../domain/commerce/memberAreas";
import { call } from "./call";

/** A member area as the owner API answers it. */
export type MemberArea = z.output<typeof memberAreaSchema>;

/** The member area calls, made from the routes of src/domain/api/memberAreas.ts. */
export const memberAreasApi = {
  list: () => call(memberAreaRoutes.list, {}),
  create: (area: MemberAreaInput) => call(memberAreaRoutes.create, { body: area }),
  update: (id: string, area: MemberAreaInput) => call(memberAreaRoutes.update, { params: { id }, body: area }),
  remove: (id: string) => call(memberAreaRoutes.remove, { params: { id } }),
  members: (id: string) => call(memberAreaRoutes.members, { params: { id } }),
};
