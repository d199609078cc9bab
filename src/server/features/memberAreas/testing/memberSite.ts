import { expect } from "vitest";
import type { Db } from "../../../../db/database";
import { newId } from "../../../../domain/ids";
import { CookieJar, type TestServer } from "../../../testing/testServer";

/** A form post's content type, as a browser sends the join and account forms. */
export const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** The words a person reads in a page's HTML. */
export const shown = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** A heading block in a section of its own. */
const section = (text: string) => ({
  id: newId(),
  blocks: [{ id: newId(), type: "heading", settings: { text, level: 2 }, desktop: { row: 1, column: 1, width: 24, height: 1 } }],
});

/** A site with a home page, a member page of two sections ("lounge") and a member page no area opens ("backroom"). */
export function memberSite(identifier: string, lounge: string, backroom: string): string {
  const loungeLayout = { sections: [section("Welcome, reader"), section("The secret roast recipe")] };
  return JSON.stringify({
    format: "tessera-site",
    version: 1,
    website: { identifier, title: `Site ${identifier}`, storeSettings: { currency: "USD" } },
    collections: [
      { type: 10, title: "Home", urlSlug: "home", navigation: "main", position: 0, layout: { draft: { blocks: [] }, published: { blocks: [] } } },
      {
        id: lounge,
        type: 10,
        title: "Lounge",
        urlSlug: "lounge",
        navigation: "_memberareas",
        position: 0,
        layout: { draft: loungeLayout, published: loungeLayout },
      },
      {
        id: backroom,
        type: 10,
        title: "Backroom",
        urlSlug: "backroom",
        navigation: "_memberareas",
        position: 1,
        layout: { draft: { blocks: [] }, published: { blocks: [] } },
      },
    ],
  });
}

/** How a member area test reaches a site as a browser would: form posts with the crumb, and customer accounts signed in. */
export function memberVisits(server: () => TestServer, identifier: string, db: () => Db) {
  let address = 1;
  /** Posts a form the way a browser does: the page first (for the crumb), then the form. */
  const postForm = async (jar: CookieJar, page: string, url: string, fields: Record<string, string>) => {
    const remoteAddress = `10.3.0.${address++ % 250}`;
    await jar.send(server(), identifier, { method: "GET", url: page, remoteAddress });
    await jar.ensureCrumb(server(), identifier, remoteAddress);
    return jar.send(server(), identifier, {
      method: "POST",
      url,
      headers: FORM,
      remoteAddress,
      payload: new URLSearchParams({ ...fields, crumb: jar.get("crumb")! }).toString(),
    });
  };
  /** A confirmed customer account, signed in in its own jar. */
  const customer = async (email: string) => {
    const password = "a customer's password";
    await postForm(new CookieJar(), "/account/sign-up", "/account/sign-up", { email, password });
    const mail = await db().selectFrom("mailOutbox").selectAll().where("kind", "=", "customer-verify").where("toAddress", "=", email).executeTakeFirstOrThrow();
    await server().request(identifier, { method: "GET", url: new URL(/(http:\/\/\S+\/account\/verify\/\S+)/.exec(mail.textBody)![1]!).pathname });
    const jar = new CookieJar();
    expect((await postForm(jar, "/account/sign-in", "/account/sign-in", { email, password })).statusCode).toBe(303);
    return jar;
  };
  const membershipOf = (email: string) => db().selectFrom("memberships").selectAll().where("email", "=", email).executeTakeFirst();
  return { postForm, customer, membershipOf };
}

/** The plans of the area the Stripe and sweep tests open: free, one payment, and a payment every month. */
export interface MemberPlanIds {
  free: string;
  once: string;
  monthly: string;
}

/** Makes the "Roasters' Circle" area opening the lounge, as its owner does, and answers its id. */
export async function openLoungeArea(server: TestServer, identifier: string, owner: CookieJar, lounge: string, plans: MemberPlanIds): Promise<string> {
  const made = await owner.send(server, identifier, {
    method: "POST",
    url: "/api/config/member-areas",
    headers: { "x-csrf-token": owner.get("crumb") ?? "" },
    payload: {
      name: "Roasters' Circle",
      pageIds: [lounge],
      previewSections: 1,
      plans: [
        { id: plans.free, name: "Reader", kind: "free", priceCents: 0, billingPeriod: null },
        { id: plans.once, name: "Lifetime", kind: "one_time", priceCents: 2000, billingPeriod: null },
        { id: plans.monthly, name: "Monthly", kind: "recurring", priceCents: 500, billingPeriod: { value: 1, unit: "month" } },
      ],
    },
  });
  expect(made.statusCode).toBe(201);
  return (made.json() as { id: string }).id;
}
