import { ROLE, type RoleName } from "../domain/enumerations/roles";

/** A role's command-line name: its enumeration name in lowercase with hyphens (store-manager). */
function roleCliName(name: RoleName): string {
  return name.toLowerCase().replace(/_/g, "-");
}

/** Role ids by command-line name, without "none" (an account with no role has no access). */
export const ROLE_BY_CLI_NAME: ReadonlyMap<string, number> = new Map(
  (Object.keys(ROLE) as RoleName[]).filter((n) => n !== "NONE").map((n) => [roleCliName(n), ROLE[n]]),
);
