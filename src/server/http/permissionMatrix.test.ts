import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../db/testing/describeEachDatabase";
import { CODE_ACCESS_REFUSAL } from "../../domain/access/codeAccess";
import { effectivePermissions } from "../../domain/access/roleAccess";
import { PERMISSION, type Permission } from "../../domain/enumerations/permissions";
import { ROLE, ROLE_LABEL, type Role } from "../../domain/enumerations/roles";
import { newId } from "../../domain/ids";
import { PROJECT_ROOT } from "../projectRoot";
import { systemClock } from "../clock";
import { AccountsService } from "../features/accounts/accountsService";
import { onePageSite } from "../testing/siteFiles";
import { CookieJar, createTestServer, seedSite, type TestServer } from "../testing/testServer";

type Cell = "W" | "R" | "–";

/** The matrix as docs/roles-and-permissions.md documents it: permission id → role id → cell. */
function documentedMatrix(): Map<number, Map<number, Cell>> {
  const text = readFileSync(path.join(PROJECT_ROOT, "docs/roles-and-permissions.md"), "utf8");
  const lines = text.split("\n").filter((line) => line.startsWith("| "));
  const header = lines.find((line) => line.startsWith("| Permission |"));
  if (!header) throw new Error("docs/roles-and-permissions.md has no matrix table");
  const roleIds = [...header.matchAll(/\((\d+)\)/g)].map((m) => Number(m[1]));
  const matrix = new Map<number, Map<number, Cell>>();
  for (const line of lines) {
    const cells = line
      .split("|")
      .slice(1, -1)
      .map((c) => c.trim());
    const id = /^[A-Z_]+ (\d+)$/.exec(cells[0] ?? "")?.[1];
    if (!id) continue;
    matrix.set(Number(id), new Map(roleIds.map((roleId, index) => [roleId, cells[index + 1] as Cell])));
  }
  return matrix;
}

const ROLES = Object.values(ROLE) as Role[];
const PASSWORD = "matrix password 1";
const emailOf = (role: Role) => `role-${role}@matrix.example`;

describeEachDatabase("permission matrix", (database) => {
  const matrix = documentedMatrix();
  let server: TestServer;
  const jars = new Map<Role, CookieJar>();
  let outsider: CookieJar;
  let betaFormId: string;
  let betaAdminId: string;

  const documented = (role: Role, permission: Permission, mode: "read" | "write"): boolean => {
    const area = matrix.get(PERMISSION.CONFIG_AREA)?.get(role);
    const cell = matrix.get(permission)?.get(role);
    if (!area || !cell) throw new Error(`the documented matrix has no cell for permission ${permission} and role ${role}`);
    return area !== "–" && (mode === "read" ? cell !== "–" : cell === "W");
  };

  /** Signs in like a browser, each account from its own address so the sign-in rate limit does not interfere. */
  const signInFrom = async (site: string, email: string, address: string): Promise<CookieJar> => {
    const jar = new CookieJar();
    await jar.send(server, site, { method: "GET", url: "/config", remoteAddress: address });
    const response = await jar.send(server, site, {
      method: "POST",
      url: "/api/auth/Login",
      remoteAddress: address,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email, password: PASSWORD, crumb: jar.get("crumb")! }).toString(),
    });
    expect(response.statusCode, `sign-in of ${email}`).toBe(303);
    return jar;
  };

  const call = (jar: CookieJar, site: string, method: string, url: string) =>
    jar.send(server, site, { method: method as "GET", url, headers: { "x-csrf-token": jar.get("crumb") ?? "" } });

  beforeAll(async () => {
    const { db } = database();
    await seedSite(database(), onePageSite("alpha", []));
    await seedSite(database(), onePageSite("beta", []), { email: "admin@beta.example", password: PASSWORD });
    for (const role of ROLES)
      await new AccountsService(db, systemClock).createOwner({ email: emailOf(role), password: PASSWORD, siteIdentifier: "alpha", roleId: role });
    server = await createTestServer(database());
    for (const role of ROLES) jars.set(role, await signInFrom("alpha", emailOf(role), `10.0.0.${role}`));
    outsider = await signInFrom("beta", "admin@beta.example", "10.0.1.1");

    betaFormId = newId();
    const form = await outsider.send(server, "beta", {
      method: "PUT",
      url: `/api/config/forms/${betaFormId}`,
      headers: { "x-csrf-token": outsider.get("crumb")!, "content-type": "application/json" },
      payload: JSON.stringify({ name: "Beta only", fields: [{ id: "note", type: "text", title: "Note" }] }),
    });
    expect(form.statusCode).toBe(201);
    betaAdminId = (await call(outsider, "beta", "GET", "/api/config/people")).json().viewerAccountId;
    // On alpha the outsider's crumb (bound to its beta session) does not verify: ask alpha for one, as the browser does.
    await outsider.send(server, "alpha", { method: "GET", url: "/api/crumb" });
  });
  afterAll(() => server.close());

  it("documents exactly the grants the code holds", () => {
    for (const role of ROLES) {
      const { read, write } = effectivePermissions([role]);
      for (const permission of Object.values(PERMISSION)) {
        const expected: Cell = write.includes(permission) ? "W" : read.includes(permission) ? "R" : "–";
        expect(matrix.get(permission)?.get(role), `${ROLE_LABEL[role]} × permission ${permission}`).toBe(expected);
      }
    }
  });

  it("answers every declared route for every role, a signed-out visitor and another site's member as documented", async () => {
    const routes = server.services.configRoutes;
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(["PUT /api/site-header-footer", "PUT /api/multilingual/languages", "GET /api/config/people", "GET /api/config/guide"]),
    );
    const failures: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, () => newId()).replace(/\*$/, "x");
      const label = `${route.method} ${route.url}`;
      const anonymous = new CookieJar();
      await anonymous.send(server, "alpha", { method: "GET", url: "/config" });
      const signedOut = await call(anonymous, "alpha", route.method, url);
      if (signedOut.statusCode !== 401) failures.push(`${label} signed out: ${signedOut.statusCode}`);
      const foreign = await call(outsider, "alpha", route.method, url);
      if (foreign.statusCode !== 401) failures.push(`${label} another site's admin: ${foreign.statusCode}`);
      for (const role of ROLES) {
        const response = await call(jars.get(role)!, "alpha", route.method, url);
        const allowed = documented(role, route.access.permission, route.access.mode);
        const refused = response.statusCode === 401 || response.statusCode === 403;
        if (allowed && refused) failures.push(`${label} ${ROLE_LABEL[role]}: refused with ${response.statusCode} but the matrix allows it`);
        if (!allowed && response.statusCode !== 403) failures.push(`${label} ${ROLE_LABEL[role]}: ${response.statusCode} but the matrix refuses it`);
        // A page route (the store's owner previews) refuses with the site's error page; an API route says why in JSON.
        const page = String(response.headers["content-type"]).startsWith("text/html");
        if (!allowed && response.statusCode === 403 && !page) expect(response.json().error).toBe("You do not have permission to do this.");
      }
    }
    expect(failures).toEqual([]);
  });

  it("lets only the roles documented to write settings add script: a code block in a layout, a form's post-submit HTML", async () => {
    const admin = jars.get(ROLE.ADMIN)!;
    const send = (jar: CookieJar, method: "POST" | "PUT" | "GET", url: string, body?: unknown) =>
      jar.send(server, "alpha", {
        method,
        url,
        headers: { "x-csrf-token": jar.get("crumb")!, "content-type": "application/json" },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    const pageId = (await send(admin, "POST", "/api/config/pages", { kind: "page", title: "Code matrix", navigation: "main" })).json().id;
    const failures: string[] = [];
    for (const role of ROLES) {
      const mayCode = documented(role, PERMISSION.SETTINGS, "write");
      const mayEdit = documented(role, PERMISSION.CONTENT_MANAGER, "write");
      const { draftVersion } = (await send(admin, "GET", `/api/config/layouts/${pageId}`)).json();
      const layout = await send(jars.get(role)!, "PUT", `/api/config/layouts/${pageId}`, {
        version: draftVersion,
        draft: { blocks: [{ id: newId(), type: "code", settings: { html: "<script>1</script>" } }] },
      });
      const form = await send(jars.get(role)!, "PUT", `/api/config/forms/${newId()}`, { name: "Scripted", fields: [], postSubmitHtml: "<script>1</script>" });
      for (const [what, response] of [
        ["layout", layout],
        ["form", form],
      ] as const) {
        if (mayCode && response.statusCode >= 300) failures.push(`${ROLE_LABEL[role]} ${what}: ${response.statusCode} but the role may add script`);
        if (!mayCode && response.statusCode !== 403) failures.push(`${ROLE_LABEL[role]} ${what}: ${response.statusCode} but the role may not add script`);
        if (!mayCode && mayEdit && response.statusCode === 403) expect(response.json().error).toBe(CODE_ACCESS_REFUSAL);
      }
    }
    expect(failures).toEqual([]);
  });

  it("never reaches another site's objects through this site's host", async () => {
    const admin = jars.get(ROLE.ADMIN)!;
    expect((await call(outsider, "beta", "GET", `/api/config/forms/${betaFormId}`)).statusCode).toBe(200);
    expect((await call(admin, "alpha", "GET", `/api/config/forms/${betaFormId}`)).statusCode).toBe(404);
    expect((await call(admin, "alpha", "DELETE", `/api/config/forms/${betaFormId}`)).statusCode).toBe(404);
    expect((await call(admin, "alpha", "GET", `/api/config/form-submissions/${betaFormId}/csv`)).statusCode).toBe(404);
    expect((await call(admin, "alpha", "DELETE", `/api/config/people/${betaAdminId}`)).statusCode).toBe(404);
    const demote = await admin.send(server, "alpha", {
      method: "PUT",
      url: `/api/config/people/${betaAdminId}/role`,
      headers: { "x-csrf-token": admin.get("crumb")!, "content-type": "application/json" },
      payload: JSON.stringify({ roleId: ROLE.VIEWER }),
    });
    expect(demote.statusCode).toBe(404);
    expect((await call(outsider, "beta", "GET", `/api/config/forms/${betaFormId}`)).statusCode).toBe(200);
    expect((await call(outsider, "beta", "GET", "/api/config/people")).json().members).toHaveLength(1);
  });
});
