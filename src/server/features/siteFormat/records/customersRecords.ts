import { z } from "zod";
import { assertDistinct, recordId, recordTime } from "./recordFields";
import { assertIdsFree } from "../idsFree";
import type { RecordSection } from "./recordSection";

/** Most customer accounts one site file may carry. */
const MAX_CUSTOMERS = 1_000_000;

/**
 * What an imported account's password is: none. Site files carry no password of any account
 * (the site's owners are not in them at all), so a moved customer chooses a new password
 * through "Forgot password?"; no password matches it until then.
 */
const NO_PASSWORD = "";

const addressSchema = z.strictObject({
  id: recordId,
  name: z.string().max(200),
  line1: z.string().max(200),
  line2: z.string().max(200),
  city: z.string().max(100),
  region: z.string().max(100),
  postalCode: z.string().max(20),
  country: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code."),
  createdAt: recordTime,
});

const customerSchema = z.strictObject({
  id: recordId,
  email: z
    .string()
    .min(3)
    .max(256)
    .refine((email) => email === email.toLowerCase() && email.includes("@"), "must be an email address in lowercase."),
  /** When the customer confirmed the address; null while unconfirmed. */
  verifiedAt: recordTime.nullable(),
  createdAt: recordTime,
  updatedAt: recordTime,
  addresses: z.array(addressSchema).max(100).default([]),
});

/** A customer account as a site file's records carry it: no password, its kept addresses. */
type SiteFileCustomer = z.infer<typeof customerSchema>;

/**
 * The site's customer accounts with the addresses they keep, without passwords (or sessions and
 * mailed links). Orders name their account by its id (`records.orders[].siteUserId`).
 */
export const customersRecords: RecordSection<SiteFileCustomer[]> = {
  key: "customers",
  schema: z.array(customerSchema).max(MAX_CUSTOMERS).default([]),

  async holdsAny(db, websiteId) {
    return Boolean(await db.selectFrom("siteUsers").select("id").where("websiteId", "=", websiteId).executeTakeFirst());
  },

  async check(customers, _context, db) {
    const ids = customers.map((customer, index) => ({ id: customer.id, path: `records.customers[${index}].id` }));
    const addressIds = customers.flatMap((customer, index) =>
      customer.addresses.map((address, at) => ({ id: address.id, path: `records.customers[${index}].addresses[${at}].id` })),
    );
    assertDistinct(
      ids.map(({ id, path }) => ({ value: id, path })),
      "is used by another customer.",
    );
    assertDistinct(
      customers.map((customer, index) => ({ value: customer.email, path: `records.customers[${index}].email` })),
      "is the email of another customer.",
    );
    assertDistinct(
      addressIds.map(({ id, path }) => ({ value: id, path })),
      "is used by another address.",
    );
    await assertIdsFree(db, "siteUsers", null, ids);
    await assertIdsFree(db, "siteUserAddresses", null, addressIds);
  },

  async exportRecords(db, websiteId) {
    const rows = await db
      .selectFrom("siteUsers")
      .select(["id", "email", "verifiedAt", "createdAt", "updatedAt"])
      .where("websiteId", "=", websiteId)
      .orderBy("createdAt")
      .orderBy("id")
      .execute();
    const addresses = await db
      .selectFrom("siteUserAddresses")
      .select(["id", "siteUserId", "name", "line1", "line2", "city", "region", "postalCode", "country", "createdAt"])
      .where("websiteId", "=", websiteId)
      .orderBy("createdAt")
      .orderBy("id")
      .execute();
    return rows.map((row) => ({
      ...row,
      addresses: addresses.filter((address) => address.siteUserId === row.id).map(({ siteUserId: _owner, ...address }) => address),
    }));
  },

  async importRecords(db, context, customers) {
    for (const { addresses, ...customer } of customers) {
      await db
        .insertInto("siteUsers")
        .values({ ...customer, websiteId: context.websiteId, passwordHash: NO_PASSWORD })
        .execute();
      for (const address of addresses)
        await db
          .insertInto("siteUserAddresses")
          .values({ ...address, websiteId: context.websiteId, siteUserId: customer.id })
          .execute();
    }
  },
};
