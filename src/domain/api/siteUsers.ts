import { z } from "zod";
import { isValidEmail } from "../forms/fieldRules";
import { FORM_TEXTS } from "../forms/formTexts";
import { emailNotValid } from "../messages/formMessages";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../people/peopleSchema";
import { SITE_USER_FIELD_MESSAGES as FIELD, SITE_USER_MESSAGES } from "../people/siteUserMessages";
import { filledIn } from "../translations/filledIn";
import { listPageQuerySchema } from "./paging";
import { rememberMeSchema } from "./bodies";
import type { ApiRoute } from "./route";

/** The header a signed-in customer's calls carry the session's XSRF token in (spec 2 §7). */
export const SITE_USER_XSRF_HEADER = "X-SiteUser-XSRF-Token";

/** How long a link checking a new customer's address works. */
export const VERIFY_LINK_LIFETIME_HOURS = 48;

/** How long a mailed link to choose a new customer password works. */
export const CUSTOMER_RESET_LIFETIME_MINUTES = 60;

/** What customers read when signing in or signing up goes wrong (kept apart from the schemas, siteUserMessages.ts). */
export { SITE_USER_MESSAGES };

/** A field problem naming a length. */
const atLeast = (count: number) => filledIn(FIELD.atLeast, { count: String(count) });
const atMost = (count: number) => filledIn(FIELD.atMost, { count: String(count) });

const emailField = z
  .string()
  .trim()
  .max(256)
  .default("")
  .refine((value) => isValidEmail(value), emailNotValid(FORM_TEXTS.emailExample));

const newPasswordField = z.string().min(MIN_PASSWORD_LENGTH, atLeast(MIN_PASSWORD_LENGTH)).max(MAX_PASSWORD_LENGTH, atMost(MAX_PASSWORD_LENGTH)).default("");

/** What signing in takes (spec 2 §7): the email, the password, whether to stay signed in after the browser closes, and the page's locale (the language a lock notice is mailed in). */
export const siteUserSessionBodySchema = z.object({
  email: z.string().max(256).default(""),
  password: z.string().max(MAX_PASSWORD_LENGTH).default(""),
  rememberMe: rememberMeSchema,
  locale: z.string().max(40).optional(),
  crumb: z.string().optional(),
});

/** The sign-in page's form: what signing in takes, and the page of the site to go back to (checked by `safeReturnPath`). */
export const siteUserSignInFormSchema = siteUserSessionBodySchema.extend({
  returnTo: z.string().max(4000).optional(),
});

/** What signing out takes (spec 2 §7): cloneCart keeps a copy of the cart in the signed-out browser. */
export const siteUserSignOutQuerySchema = z.object({
  cloneCart: z
    .enum(["true", "false"], { message: "Choose true or false." })
    .default("false")
    .transform((value) => value === "true"),
  crumb: z.string().optional(),
});

/** What signing up takes: the email the account is for and its password. */
export const siteUserSignUpSchema = z.object({ email: emailField, password: newPasswordField, crumb: z.string().optional() });

/** What asking for a new-password link takes (any text: the answer is the same whether or not an account has it). */
export const siteUserResetRequestSchema = z.object({ email: z.string().trim().max(256).default(""), crumb: z.string().optional() });

/** What choosing a new password through a mailed link takes: the password twice. */
export const siteUserNewPasswordSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string().max(MAX_PASSWORD_LENGTH).default(""), crumb: z.string().optional() })
  .refine((input) => input.password === input.confirmPassword, { message: FIELD.passwordsDiffer, path: ["confirmPassword"] });

/** An address a customer keeps in their account. */
export const siteUserAddressSchema = z.object({
  name: z.string().trim().min(1, FIELD.enterName).max(200, atMost(200)),
  line1: z.string().trim().min(1, FIELD.enterStreet).max(200, atMost(200)),
  line2: z.string().trim().max(200, atMost(200)).default(""),
  city: z.string().trim().min(1, FIELD.enterCity).max(100, atMost(100)),
  region: z.string().trim().max(100, atMost(100)).default(""),
  postalCode: z.string().trim().max(20, atMost(20)).default(""),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, FIELD.chooseCountry),
  crumb: z.string().optional(),
});

/** A kept address as the account answers it. */
const storedAddressSchema = z.object({
  id: z.string(),
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

/** An order in the customer's account. */
const accountOrderSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: z.string(),
  total: z.string(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number() })),
});

/** The answer of signing in: the token the browser sends back in X-SiteUser-XSRF-Token. */
const sessionAnswerSchema = z.object({ xsrfToken: z.string() });

/** The answer of signing out: where the browser goes next. */
const signOutAnswerSchema = z.object({ ok: z.literal(true), redirect: z.string() });

/** The signed-in customer's account: email, orders and addresses. */
export const siteUserAccountSchema = z.object({
  email: z.string(),
  orders: z.array(accountOrderSchema),
  addresses: z.array(storedAddressSchema),
});

const addressParamsSchema = z.object({ addressId: z.string().max(24) });

/** The customer account routes of the visitor API. */
export const siteUserRoutes = {
  signIn: { method: "POST", url: "/api/site-users/account/session", schema: { body: siteUserSessionBodySchema, response: { 200: sessionAnswerSchema } } },
  signOut: {
    method: "DELETE",
    url: "/api/site-users/account/session",
    schema: { querystring: siteUserSignOutQuerySchema, response: { 200: signOutAnswerSchema } },
  },
  account: { method: "GET", url: "/api/site-users/account", schema: { response: { 200: siteUserAccountSchema } } },
  addAddress: {
    method: "POST",
    url: "/api/site-users/account/addresses",
    schema: { body: siteUserAddressSchema, response: { 200: storedAddressSchema } },
  },
  removeAddress: {
    method: "DELETE",
    url: "/api/site-users/account/addresses/:addressId",
    schema: { params: addressParamsSchema, response: { 200: z.object({ ok: z.literal(true) }) } },
  },
} satisfies Record<string, ApiRoute>;

/** A customer as the owner's customer list shows it. */
const customerSchema = z.object({ id: z.string(), email: z.string(), verified: z.boolean(), createdAt: z.string(), orderCount: z.number() });

/** The owner's read-only list of the site's customer accounts, newest first. */
export const customerListSchema = z.object({ customers: z.array(customerSchema), total: z.number() });

/** An order of a customer as the owner's customer screen lists it, linking to the order. */
const customerOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  status: z.string(),
  total: z.string(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number() })),
});

/** One customer as the owner sees them: the account, its orders (newest 50) and the addresses it keeps. */
export const customerDetailSchema = customerSchema.extend({
  orders: z.array(customerOrderSchema),
  addresses: z.array(storedAddressSchema),
});

/** The owner's customer list and one customer's detail (permission 1410 orders, read). */
export const customerRoutes = {
  list: { method: "GET", url: "/api/config/customers", schema: { querystring: listPageQuerySchema, response: { 200: customerListSchema } } },
  detail: {
    method: "GET",
    url: "/api/config/customers/:id",
    schema: { params: z.object({ id: z.string() }), response: { 200: customerDetailSchema } },
  },
} satisfies Record<string, ApiRoute>;

/** Stored address as answered. */
export type StoredAddress = z.output<typeof storedAddressSchema>;
/** An order as the customer's account shows it. */
export type AccountOrder = z.output<typeof accountOrderSchema>;
/** A customer in the owner's list. */
export type CustomerSummary = z.output<typeof customerSchema>;
/** A customer with orders and addresses, as the owner's customer screen shows them. */
export type CustomerDetail = z.output<typeof customerDetailSchema>;
