import { createContext, useContext, type ReactNode } from "react";
import { PERMISSION, type Permission } from "../../domain/enumerations/permissions";
import type { Me } from "../api/me";

const AccessContext = createContext<Me | null>(null);

/** Gives every screen the signed-in account and its permissions. */
export function AccessProvider({ me, children }: { me: Me; children: ReactNode }) {
  return <AccessContext.Provider value={me}>{children}</AccessContext.Provider>;
}

/** The signed-in account, its site and permissions (inside the shell only). */
export function useMe(): Me {
  const me = useContext(AccessContext);
  if (!me) throw new Error("useMe is used outside the configuration area shell");
  return me;
}

/** Whether a set of effective permissions allows a permission in a mode. */
export function allows(me: Pick<Me, "permissions">, permission: Permission, mode: "read" | "write"): boolean {
  return (mode === "read" ? me.permissions.read : me.permissions.write).includes(permission);
}

/**
 * Whether the signed-in account may use a permission: screens disable controls and send no
 * write calls when this is false for "write".
 */
export function useCan(permission: Permission, mode: "read" | "write" = "read"): boolean {
  return allows(useMe(), permission, mode);
}

/** Admins (admin area write) broadcast editor events to their other tabs (spec 1 §6). */
export function useIsAdmin(): boolean {
  return useCan(PERMISSION.ADMIN_AREA, "write");
}
