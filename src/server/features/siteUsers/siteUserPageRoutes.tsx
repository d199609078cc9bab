import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ReactNode } from "react";
import {
  siteUserAddressSchema,
  siteUserNewPasswordSchema,
  siteUserResetRequestSchema,
  siteUserSignInFormSchema,
  siteUserSignUpSchema,
} from "../../../domain/api/siteUsers";
import { PAGE_TYPE } from "../../../domain/enumerations/pageTypes";
import type { SiteLanguage } from "../../../domain/translations/languagePaths";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { sendFreshSitePage } from "../pageAssembly/freshSitePageRoutes";
import type { Website } from "../sites/websiteRecord";
import { addAddress, moveAccountSubscription, removeAddress } from "./accountContents";
import { subscriptionActionSchema } from "../../../domain/api/subscriptions";
import { stopAccountDonation } from "./accountDonations";
import { accountPathIn, fieldProblems, formRefusal, type AccountLanguage } from "./accountPageLanguage";
import { languageOfPrefix } from "../store/storeLanguage";
import { accountPageContents } from "./accountPageContents";
import { endCustomerSession, limitAttempts, placeOf, setCustomerCookie } from "./siteUserRoutes";
import { AccountPage } from "./pages/AccountPage";
import { ForgotPasswordPage, LinkGonePage, NewPasswordPage } from "./pages/ResetPages";
import { SignInPage, SignUpPage } from "./pages/SignInPages";
import { RETURN_TO_FIELD, safeReturnPath } from "../../../domain/people/returnPath";
import { ACCOUNT_PATHS, CUSTOMER_SESSION_ISLAND } from "../../../domain/people/accountPaths";

/** An account page's request: under an additional language's prefix (`/fr/account/…`) or without one. */
type InLanguage<P = object> = FastifyRequest<{ Params: { languagePrefix?: string } & P }>;
type TokenParams = { token: string };

/** The path of a request, its language's prefix included. */
const pathOf = (request: FastifyRequest) => new URL(request.url, "http://x").pathname;

/** Shows an account page in the site's design, in its language: the `<html lang>`, header, title and links of the language, the language list leading to the same page in each. */
function showPage(services: AppServices, request: FastifyRequest, reply: FastifyReply, language: AccountLanguage) {
  return (title: string, content: ReactNode, status = 200, islands: string[] = []) => {
    const website = requireSite(request);
    const path = pathOf(request);
    reply.header("Referrer-Policy", "no-referrer");
    const shownIn = language.locale ? { locale: language.locale, innerPath: path.slice(language.pathPrefix.length + 1) } : undefined;
    return sendFreshSitePage(services, request, reply, website, path, { kind: "system", status, pageType: PAGE_TYPE.PAGE, title, content, islands }, shownIn);
  };
}

/** The account page of the signed-in customer in its language, with the problems of an address just refused; a visitor not signed in goes to sign in. */
async function accountPage(services: AppServices, request: FastifyRequest, reply: FastifyReply, language: AccountLanguage, addressErrors = {}, status = 200) {
  if (!request.siteUser) return reply.redirect(accountPathIn(language, ACCOUNT_PATHS.signIn), 303);
  const user = request.siteUser;
  const { texts } = language;
  const contents = await accountPageContents(services.db, services.clock.now(), user, texts);
  // The primary words are English, their days written as before in en-GB.
  const locale = language.locale ?? "en-GB";
  const content = (
    <AccountPage
      email={user.email}
      crumb={request.crumb}
      {...contents}
      addressErrors={addressErrors}
      locale={locale}
      texts={texts}
      homeHref={accountPathIn(language, "/")}
    />
  );
  return showPage(services, request, reply, language)(texts.accountYours, content, status, [CUSTOMER_SESSION_ISLAND]);
}

/** The account page at `/<prefix>/account`, for the content routes, which answer that address (a page's own address elsewhere). */
export function languageAccountPage(services: AppServices) {
  return async (request: FastifyRequest, reply: FastifyReply, website: Website, language: SiteLanguage) =>
    accountPage(services, request, reply, (await languageOfPrefix(services.db, website, language.pathPrefix))!);
}

/**
 * The customer account pages in the site's design, working without script: sign in, sign up
 * (with the link that confirms the address), the forgotten-password link and its form, the
 * account (orders, addresses, subscriptions, memberships, donations) and sign-out. Each form posts
 * to its own page with the crumb; the JSON API of siteUserRoutes.ts does the same for scripts.
 * Each page is also served under each additional language's prefix (`/fr/account/sign-in`), in
 * its words, its redirects staying in it; `/fr/account` itself is answered through the content
 * routes (languageAccountPage). An unknown prefix answers the site's not-found page.
 */
export async function registerSiteUserPageRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  /** A handler given the page's language; an unknown prefix answers the site's not-found page (404). */
  const inLanguage =
    <P,>(handler: (request: InLanguage<P>, reply: FastifyReply, language: AccountLanguage) => Promise<unknown>) =>
    async (request: InLanguage<P>, reply: FastifyReply) => {
      const website = requireSite(request);
      const language = await languageOfPrefix(services.db, website, (request.params as { languagePrefix?: string }).languagePrefix);
      if (!language) return sendFreshSitePage(services, request, reply, website, pathOf(request), { kind: "not-found" });
      return handler(request, reply, language);
    };
  const refused = (reply: FastifyReply, error: unknown, language: AccountLanguage) => {
    const refusal = formRefusal(error, language.texts);
    if (!refusal) throw error;
    if (refusal.retryAfter) reply.header("Retry-After", String(refusal.retryAfter));
    return refusal;
  };
  const signInPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    language: AccountLanguage,
    props: { email?: string; error?: string | null; registered?: boolean; returnTo?: string | null },
    status = 200,
  ) =>
    showPage(services, request, reply, language)(
      language.texts.accountSignIn,
      <SignInPage
        crumb={request.crumb}
        email={props.email ?? ""}
        error={props.error ?? null}
        registered={props.registered ?? false}
        returnTo={props.returnTo ?? null}
        accountHref={accountPathIn(language, ACCOUNT_PATHS.account)}
        texts={language.texts}
      />,
      status,
      [CUSTOMER_SESSION_ISLAND],
    );
  const signUpPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    language: AccountLanguage,
    form: { email: string; errors: Record<string, string>; sentTo: string | null },
    status = 200,
  ) =>
    showPage(services, request, reply, language)(language.texts.accountCreate, <SignUpPage crumb={request.crumb} {...form} texts={language.texts} />, status);
  const forgotPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    language: AccountLanguage,
    form: { email: string; sent: boolean; error: string | null },
    status = 200,
  ) =>
    showPage(
      services,
      request,
      reply,
      language,
    )(language.texts.accountForgotTitle, <ForgotPasswordPage crumb={request.crumb} {...form} texts={language.texts} />, status);
  const linkGone = (request: FastifyRequest, reply: FastifyReply, language: AccountLanguage, again: string) =>
    showPage(services, request, reply, language)(language.texts.accountLinkExpired, <LinkGonePage again={again} texts={language.texts} />, 404);
  const newPasswordPage = (request: InLanguage<TokenParams>, reply: FastifyReply, language: AccountLanguage, errors: Record<string, string>, status = 200) =>
    showPage(
      services,
      request,
      reply,
      language,
    )(
      language.texts.accountNewPassword,
      <NewPasswordPage crumb={request.crumb} action={ACCOUNT_PATHS.resetPassword(request.params.token)} errors={errors} texts={language.texts} />,
      status,
    );
  /** A move of the account page's (signed in only), then back to its section in the page's language. */
  const accountMove =
    <P,>(section: string, move: (request: InLanguage<P>) => Promise<void>) =>
    async (request: InLanguage<P>, reply: FastifyReply, language: AccountLanguage) => {
      if (!request.siteUser) return reply.redirect(accountPathIn(language, ACCOUNT_PATHS.signIn), 303);
      await move(request);
      return reply.redirect(`${accountPathIn(language, ACCOUNT_PATHS.account)}#${section}`, 303);
    };
  const unchanged = { config: { pagesUnchanged: true as const } };

  // Each page in the primary language at its address, and in an additional language under its prefix.
  for (const prefix of ["", "/:languagePrefix"]) {
    if (prefix === "")
      app.get(
        ACCOUNT_PATHS.account,
        inLanguage((request, reply, language) => accountPage(services, request, reply, language)),
      );

    app.get(
      `${prefix}${ACCOUNT_PATHS.signIn}`,
      inLanguage(async (request, reply, language) => {
        const returnTo = safeReturnPath((request.query as Record<string, unknown>)[RETURN_TO_FIELD]);
        if (request.siteUser) return reply.redirect(returnTo ?? accountPathIn(language, ACCOUNT_PATHS.account), 303);
        return signInPage(request, reply, language, { returnTo });
      }),
    );

    app.post(
      `${prefix}${ACCOUNT_PATHS.signIn}`,
      unchanged,
      inLanguage(async (request, reply, language) => {
        const { returnTo: asked, ...input } = siteUserSignInFormSchema.parse(request.body ?? {});
        const returnTo = safeReturnPath(asked);
        try {
          await limitAttempts(services, request, "sign-in");
          setCustomerCookie(request, reply, await services.siteUsers.signIn(placeOf(request, language), input));
          return reply.redirect(returnTo ?? accountPathIn(language, ACCOUNT_PATHS.account), 303);
        } catch (error) {
          const refusal = refused(reply, error, language);
          return signInPage(request, reply, language, { email: input.email, error: refusal.message, returnTo }, refusal.status);
        }
      }),
    );

    app.get(
      `${prefix}${ACCOUNT_PATHS.signUp}`,
      inLanguage((request, reply, language) => signUpPage(request, reply, language, { email: "", errors: {}, sentTo: null })),
    );
    app.post(
      `${prefix}${ACCOUNT_PATHS.signUp}`,
      unchanged,
      inLanguage(async (request, reply, language) => {
        const parsed = siteUserSignUpSchema.safeParse(request.body ?? {});
        const typed = String((request.body as { email?: unknown } | undefined)?.email ?? "").slice(0, 256);
        if (!parsed.success)
          return signUpPage(request, reply, language, { email: typed, errors: fieldProblems(parsed.error, language.texts), sentTo: null }, 400);
        try {
          await limitAttempts(services, request, "sign-up");
          await services.siteUsers.signUp(placeOf(request, language), parsed.data);
          return signUpPage(request, reply, language, { email: parsed.data.email, errors: {}, sentTo: parsed.data.email });
        } catch (error) {
          const refusal = refused(reply, error, language);
          return signUpPage(request, reply, language, { email: typed, errors: { email: refusal.message }, sentTo: null }, refusal.status);
        }
      }),
    );

    app.get(
      `${prefix}${ACCOUNT_PATHS.verify(":token")}`,
      inLanguage<TokenParams>(async (request, reply, language) => {
        try {
          await services.siteUsers.verify(requireSite(request).id, request.params.token);
          return signInPage(request, reply, language, { registered: true });
        } catch (error) {
          refused(reply, error, language);
          return linkGone(request, reply, language, ACCOUNT_PATHS.signUp);
        }
      }),
    );

    app.get(
      `${prefix}${ACCOUNT_PATHS.forgotPassword}`,
      inLanguage((request, reply, language) => forgotPage(request, reply, language, { email: "", sent: false, error: null })),
    );
    app.post(
      `${prefix}${ACCOUNT_PATHS.forgotPassword}`,
      unchanged,
      inLanguage(async (request, reply, language) => {
        const { email } = siteUserResetRequestSchema.parse(request.body ?? {});
        try {
          await limitAttempts(services, request, "reset");
          await services.siteUsers.requestReset(placeOf(request, language), email);
          return forgotPage(request, reply, language, { email, sent: true, error: null });
        } catch (error) {
          const refusal = refused(reply, error, language);
          return forgotPage(request, reply, language, { email, sent: false, error: refusal.message }, refusal.status);
        }
      }),
    );

    app.get(
      `${prefix}${ACCOUNT_PATHS.resetPassword(":token")}`,
      inLanguage<TokenParams>(async (request, reply, language) => {
        if (!(await services.siteUsers.isLinkUsable(requireSite(request).id, "reset", request.params.token))) {
          return linkGone(request, reply, language, ACCOUNT_PATHS.forgotPassword);
        }
        return newPasswordPage(request, reply, language, {});
      }),
    );
    app.post(
      `${prefix}${ACCOUNT_PATHS.resetPassword(":token")}`,
      unchanged,
      inLanguage<TokenParams>(async (request, reply, language) => {
        const website = requireSite(request);
        const parsed = siteUserNewPasswordSchema.safeParse(request.body ?? {});
        if (!parsed.success) return newPasswordPage(request, reply, language, fieldProblems(parsed.error, language.texts), 400);
        try {
          await limitAttempts(services, request, "reset");
          const siteUserId = await services.siteUsers.setPassword(website.id, request.params.token, parsed.data.password);
          setCustomerCookie(request, reply, await services.siteUsers.openSession(siteUserId, website.id, false));
          return reply.redirect(accountPathIn(language, ACCOUNT_PATHS.account), 303);
        } catch (error) {
          const refusal = refused(reply, error, language);
          if (refusal.status === 404) return linkGone(request, reply, language, ACCOUNT_PATHS.forgotPassword);
          return newPasswordPage(request, reply, language, { password: refusal.message }, refusal.status);
        }
      }),
    );

    app.post(
      `${prefix}${ACCOUNT_PATHS.signOut}`,
      unchanged,
      inLanguage(async (request, reply, language) => {
        const cloneCart = (request.body as { cloneCart?: unknown } | undefined)?.cloneCart === "true";
        await endCustomerSession(services, request, reply, cloneCart);
        return reply.redirect(accountPathIn(language, "/"), 303);
      }),
    );

    app.post(
      `${prefix}${ACCOUNT_PATHS.addresses}`,
      unchanged,
      inLanguage(async (request, reply, language) => {
        if (!request.siteUser) return reply.redirect(accountPathIn(language, ACCOUNT_PATHS.signIn), 303);
        const parsed = siteUserAddressSchema.safeParse(request.body ?? {});
        if (!parsed.success) return accountPage(services, request, reply, language, fieldProblems(parsed.error, language.texts), 400);
        await addAddress(services.db, services.clock, request.siteUser, parsed.data);
        return reply.redirect(`${accountPathIn(language, ACCOUNT_PATHS.account)}#addresses`, 303);
      }),
    );

    app.post(
      `${prefix}/account/subscriptions/:subscriptionId/:action`,
      unchanged,
      inLanguage<{ subscriptionId: string; action: string }>(async (request, reply, language) => {
        const action = subscriptionActionSchema.safeParse(request.params.action);
        if (!action.success) return reply.callNotFound();
        const move = (asked: typeof request) => moveAccountSubscription(services.db, services.clock, asked.siteUser!, asked.params.subscriptionId, action.data);
        return accountMove("subscriptions", move)(request, reply, language);
      }),
    );

    app.post(
      `${prefix}/account/donations/:planId/cancel`,
      unchanged,
      inLanguage(
        accountMove<{ planId: string }>("donations", (request) => stopAccountDonation(services.db, services.clock, request.siteUser!, request.params.planId)),
      ),
    );

    app.post(
      `${prefix}${ACCOUNT_PATHS.addresses}/:addressId/remove`,
      unchanged,
      inLanguage(accountMove<{ addressId: string }>("addresses", (request) => removeAddress(services.db, request.siteUser!, request.params.addressId))),
    );
  }
}
