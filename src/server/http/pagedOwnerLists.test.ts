import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../db/testing/describeEachDatabase";
import { ROLE } from "../../domain/enumerations/roles";
import { newId } from "../../domain/ids";
import { formsRepository } from "../features/forms/formsRepository";
import { subscribersRepository } from "../features/newsletter/subscribersRepository";
import { ordersRepository } from "../features/store/ordersRepository";
import { formsSite, newTestFormIds } from "../testing/formSites";
import { emptyOrder } from "../testing/storeSites";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../testing/testServer";

const OWNER = { email: "owner@paged.example", password: "owner password 1", roleId: ROLE.ADMIN };
/** Every row of each list is made at the same moment, so only the id keeps their order. */
const AT = "2026-03-02T09:00:00.000Z";
const ROWS = 75;

/** One of the owner's paged lists: its address, its search parameter, the key of its rows and the order it keeps. */
interface PagedList {
  name: string;
  url: () => string;
  searchParameter: string;
  rowsKey: string;
  /** The ids of every row in the order the list keeps. */
  order: () => string[];
}

describeEachDatabase("the owner's long lists of submissions, subscribers and orders", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  const formIds = newTestFormIds();
  const made = { submissions: [] as string[], subscribers: [] as string[], orders: [] as string[] };
  const byIdDescending = (ids: string[]) => [...ids].sort().reverse();

  const lists: PagedList[] = [
    {
      name: "form submissions",
      url: () => `/api/config/form-submissions/${formIds.contact}`,
      searchParameter: "search",
      rowsKey: "submissions",
      order: () => byIdDescending(made.submissions),
    },
    {
      name: "subscribers",
      url: () => "/api/config/newsletter/subscribers",
      searchParameter: "search",
      rowsKey: "subscribers",
      order: () => byIdDescending(made.subscribers),
    },
    { name: "orders", url: () => "/api/config/store/orders", searchParameter: "q", rowsKey: "orders", order: () => [...made.orders].sort() },
  ];

  beforeAll(async () => {
    const websiteId = await seedSite(database(), formsSite("paged", formIds), OWNER);
    await database()
      .db.transaction()
      .execute(async (trx) => {
        for (let n = 0; n < ROWS; n++) {
          const who = n % 3 === 0 ? `ada${n}` : `bob${n}`;
          const submission = newId();
          made.submissions.push(submission);
          await formsRepository.insertSubmission(trx, {
            id: submission,
            websiteId,
            formId: formIds.contact,
            formName: "Contact us",
            fieldsJson: JSON.stringify([{ id: "email", title: "Email", type: "email", value: `${who}@example.com` }]),
            searchText: `${who}@example.com`,
            collectionId: "",
            objectName: "",
            isOverlayForm: 0,
            submitButtonText: "Send",
            pageTitle: "Home",
            pageId: "",
            contentSource: "c",
            pagePath: "/",
            pagePermissionTypeValue: 0,
            censusJson: "{}",
            createdAt: AT,
          });
          const subscriber = newId();
          made.subscribers.push(subscriber);
          await subscribersRepository.insertIfNew(trx, {
            id: subscriber,
            websiteId,
            formId: formIds.newsletter,
            email: `${who}@example.com`,
            emailKey: `${who}@example.com`,
            name: who,
            status: "subscribed",
            unsubscribeToken: newId(),
            subscribedAt: AT,
            unsubscribedAt: null,
          });
          const order = newId();
          made.orders.push(order);
          await ordersRepository.insert(trx, { ...emptyOrder(order, websiteId, AT), email: `${who}@example.com`, searchText: `${who}@example.com` });
        }
      });
    server = await createTestServer(database());
    owner = await signedIn(server, "paged", OWNER.email, OWNER.password);
  });
  afterAll(() => server.close());

  const read = (url: string) => owner.send(server, "paged", { method: "GET", url });

  it("answers 50 rows unless asked for another count, refuses more than 200 or none, and says how many there are", async () => {
    for (const list of lists) {
      const first = await read(list.url());
      expect({ list: list.name, status: first.statusCode, total: first.json().total, rows: first.json()[list.rowsKey].length }).toEqual({
        list: list.name,
        status: 200,
        total: ROWS,
        rows: 50,
      });
      expect((await read(`${list.url()}?limit=200`)).json()[list.rowsKey]).toHaveLength(ROWS);
      for (const limit of ["0", "201"])
        expect({ list: list.name, limit, status: (await read(`${list.url()}?limit=${limit}`)).statusCode }).toMatchObject({ status: 400 });
    }
  });

  it("pages through rows made at the same moment each once, in a fixed order; the last page holds the rest", async () => {
    for (const list of lists) {
      const seen: string[] = [];
      for (let offset = 0; offset < ROWS; offset += 30) {
        const page = (await read(`${list.url()}?limit=30&offset=${offset}`)).json();
        expect(page.total).toBe(ROWS);
        expect(page[list.rowsKey]).toHaveLength(offset === 60 ? 15 : 30);
        seen.push(...page[list.rowsKey].map((row: { id: string }) => row.id));
      }
      expect({ list: list.name, seen }).toEqual({ list: list.name, seen: list.order() });
      expect((await read(`${list.url()}?offset=${ROWS}`)).json()[list.rowsKey]).toEqual([]);
    }
  });

  it("finds the rows of one person by a part of their address, whatever its case, a page at a time", async () => {
    for (const list of lists) {
      const found = (await read(`${list.url()}?${list.searchParameter}=ADA&limit=20&offset=20`)).json();
      expect({ list: list.name, total: found.total, rows: found[list.rowsKey].length }).toEqual({ list: list.name, total: 25, rows: 5 });
    }
  });
});
