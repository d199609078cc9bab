import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ReactNode } from "react";
import type { z } from "zod";
import {
  SITE_USER_MESSAGES,
  siteUserAddressSchema,
  siteUserNewPasswordSchema,
  siteUserResetRequestSchema,
  siteUserSignInFormSchema,
  siteUserSignUpSchema,
} from "../../../domain/api/siteUsers";
import { domainErrorAnswer } from "../../../domain/errorAnswer";
import { isDomainError } from "../../../domain/errors";
import { PAGE_TYPE } from "../../../domain/enumerations/pageTypes";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { sendFreshSitePage } from "../pageAssembly/freshSitePageRoutes";
import { accountAddresses, accountOrders, accountSubscriptions, addAddress, moveAccountSubscription, removeAddress } from "./accountContents";
import { subscriptionActionSchema } from "../../../domain/api/subscriptions";
import { accountDonations, stopAccountDonation } from "./accountDonations";
import { endCustomerSession, limitAttempts, placeOf, setCustomerCookie } from "./siteUserRoutes";
import { AccountPage } from "./pages/AccountPage";
import { accountMemberships } from "../memberAreas/accountMemberships";
import { ForgotPasswordPage, LinkGonePage, NewPasswordPage } from "./pages/ResetPages";
import { SignInPage, SignUpPage } from "./pages/SignInPages";
import { RETURN_TO_FIELD, safeReturnPath } from "../../../domain/people/returnPath";
import { ACCOUNT_PATHS, CUSTOMER_SESSION_ISLAND } from "../../../domain/people/accountPaths";

type TokenParams = { Params: { token: string } };

/** Each field's first problem, by field name. */
function fieldProblems(error: z.ZodError): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of error.issues) problems[String(issue.path[0] ?? "form")] ??= issue.message;
  return problems;
}

/** The status a refused form is shown again under, when the refusal is one a form answers (else the error handler's). */
function formRefusal(error: unknown): { status: number; message: string; retryAfter?: number } | null {
  if (!isDomainError(error)) return null;
  const { status } = domainErrorAnswer(error);
  if (![401, 403, 404, 429, 503].includes(status)) return null;
  return { status, message: error.message, retryAfter: error.retryAfterSeconds };
}

/**
 * The customer account pages in the site's design, working without script: sign in, sign up
 * (with the link that confirms the address), the forgotten-password link and its form, the
 * account (orders, addresses, and the sections still to come) and sign-out. Each form posts to
 * its own page with the crumb; the JSON API of siteUserRoutes.ts does the same for scripts.
 */
export async function registerSiteUserPageRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const show = (request: FastifyRequest, reply: FastifyReply, title: string, content: ReactNode, status = 200, islands: string[] = []) => {
    const website = requireSite(request);
    reply.header("Referrer-Policy", "no-referrer");
    return sendFreshSitePage(services, request, reply, website, new URL(request.url, "http://x").pathname, {
      kind: "system",
      status,
      pageType: PAGE_TYPE.PAGE,
      title,
      content,
      islands,
    });
  };
  const refused = (reply: FastifyReply, error: unknown) => {
    const refusal = formRefusal(error);
    if (!refusal) throw error;
    if (refusal.retryAfter) reply.header("Retry-After", String(refusal.retryAfter));
    return refusal;
  };
  const accountPage = async (request: FastifyRequest, reply: FastifyReply, addressErrors: Record<string, string> = {}, status = 200) => {
    const user = request.siteUser!;
    const [orders, addresses, subscriptions, donations, memberships] = [
      await accountOrders(services.db, user),
      await accountAddresses(services.db, user),
      await accountSubscriptions(services.db, user),
      await accountDonations(services.db, user),
      await accountMemberships(services.db, user.websiteId, user.id, services.clock.now()),
    ];
    return show(
      request,
      reply,
      "Your account",
      <AccountPage
        email={user.email}
        crumb={request.crumb}
        orders={orders}
        addresses={addresses}
        subscriptions={subscriptions}
        donations={donations}
        memberships={memberships}
        addressErrors={addressErrors}
      />,
      status,
      [CUSTOMER_SESSION_ISLAND],
    );
  };
  const signInPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    props: { email?: string; error?: string | null; registered?: boolean; returnTo?: string | null },
    status = 200,
  ) =>
    show(
      request,
      reply,
      "Sign in",
      <SignInPage
        crumb={request.crumb}
        email={props.email ?? ""}
        error={props.error ?? null}
        registered={props.registered ?? false}
        returnTo={props.returnTo ?? null}
      />,
      status,
      [CUSTOMER_SESSION_ISLAND],
    );

  app.get(ACCOUNT_PATHS.account, async (request, reply) => {
    requireSite(request);
    if (!request.siteUser) return reply.redirect(ACCOUNT_PATHS.signIn, 303);
    return accountPage(request, reply);
  });

  app.get(ACCOUNT_PATHS.signIn, async (request, reply) => {
    requireSite(request);
    const returnTo = safeReturnPath((request.query as Record<string, unknown>)[RETURN_TO_FIELD]);
    if (request.siteUser) return reply.redirect(returnTo ?? ACCOUNT_PATHS.account, 303);
    return signInPage(request, reply, { returnTo });
  });

  app.post(ACCOUNT_PATHS.signIn, { config: { pagesUnchanged: true } }, async (request, reply) => {
    const { returnTo: asked, ...input } = siteUserSignInFormSchema.parse(request.body ?? {});
    const returnTo = safeReturnPath(asked);
    try {
      await limitAttempts(services, request, "sign-in");
      setCustomerCookie(request, reply, await services.siteUsers.signIn(placeOf(request), input));
      return reply.redirect(returnTo ?? ACCOUNT_PATHS.account, 303);
    } catch (error) {
      const refusal = refused(reply, error);
      return signInPage(request, reply, { email: input.email, error: refusal.message, returnTo }, refusal.status);
    }
  });

  const signUpPage = (request: FastifyRequest, reply: FastifyReply, email: string, errors: Record<string, string>, sentTo: string | null, status = 200) =>
    show(request, reply, "Create an account", <SignUpPage crumb={request.crumb} email={email} errors={errors} sentTo={sentTo} />, status);
  app.get(ACCOUNT_PATHS.signUp, async (request, reply) => signUpPage(request, reply, "", {}, null));
  app.post(ACCOUNT_PATHS.signUp, { config: { pagesUnchanged: true } }, async (request, reply) => {
    const parsed = siteUserSignUpSchema.safeParse(request.body ?? {});
    const typed = String((request.body as { email?: unknown } | undefined)?.email ?? "").slice(0, 256);
    if (!parsed.success) return signUpPage(request, reply, typed, fieldProblems(parsed.error), null, 400);
    try {
      await limitAttempts(services, request, "sign-up");
      await services.siteUsers.signUp(placeOf(request), parsed.data);
      return signUpPage(request, reply, parsed.data.email, {}, parsed.data.email);
    } catch (error) {
      const refusal = refused(reply, error);
      return signUpPage(request, reply, typed, { email: refusal.message }, null, refusal.status);
    }
  });

  app.get<TokenParams>("/account/verify/:token", async (request, reply) => {
    const website = requireSite(request);
    try {
      await services.siteUsers.verify(website.id, request.params.token);
      return signInPage(request, reply, { registered: true });
    } catch (error) {
      refused(reply, error);
      return show(request, reply, "Link expired", <LinkGonePage message={SITE_USER_MESSAGES.linkGone} again={ACCOUNT_PATHS.signUp} />, 404);
    }
  });

  const forgotPage = (request: FastifyRequest, reply: FastifyReply, email: string, sent: boolean, error: string | null, status = 200) =>
    show(request, reply, "Forgot password", <ForgotPasswordPage crumb={request.crumb} email={email} sent={sent} error={error} />, status);
  app.get(ACCOUNT_PATHS.forgotPassword, async (request, reply) => forgotPage(request, reply, "", false, null));
  app.post(ACCOUNT_PATHS.forgotPassword, { config: { pagesUnchanged: true } }, async (request, reply) => {
    const { email } = siteUserResetRequestSchema.parse(request.body ?? {});
    try {
      await limitAttempts(services, request, "reset");
      await services.siteUsers.requestReset(placeOf(request), email);
      return forgotPage(request, reply, email, true, null);
    } catch (error) {
      const refusal = refused(reply, error);
      return forgotPage(request, reply, email, false, refusal.message, refusal.status);
    }
  });

  const linkGone = (request: FastifyRequest, reply: FastifyReply) =>
    show(request, reply, "Link expired", <LinkGonePage message={SITE_USER_MESSAGES.linkGone} again={ACCOUNT_PATHS.forgotPassword} />, 404);
  const newPasswordPage = (request: FastifyRequest<TokenParams>, reply: FastifyReply, errors: Record<string, string>, status = 200) =>
    show(
      request,
      reply,
      "New password",
      <NewPasswordPage crumb={request.crumb} action={ACCOUNT_PATHS.resetPassword(request.params.token)} errors={errors} />,
      status,
    );
  app.get<TokenParams>("/account/reset-password/:token", async (request, reply) => {
    const website = requireSite(request);
    if (!(await services.siteUsers.isLinkUsable(website.id, "reset", request.params.token))) return linkGone(request, reply);
    return newPasswordPage(request, reply, {});
  });
  app.post<TokenParams>("/account/reset-password/:token", { config: { pagesUnchanged: true } }, async (request, reply) => {
    const website = requireSite(request);
    const parsed = siteUserNewPasswordSchema.safeParse(request.body ?? {});
    if (!parsed.success) return newPasswordPage(request, reply, fieldProblems(parsed.error), 400);
    try {
      await limitAttempts(services, request, "reset");
      const siteUserId = await services.siteUsers.setPassword(website.id, request.params.token, parsed.data.password);
      setCustomerCookie(request, reply, await services.siteUsers.openSession(siteUserId, website.id, false));
      return reply.redirect(ACCOUNT_PATHS.account, 303);
    } catch (error) {
      const refusal = refused(reply, error);
      if (refusal.status === 404) return linkGone(request, reply);
      return newPasswordPage(request, reply, { password: refusal.message }, refusal.status);
    }
  });

  app.post(ACCOUNT_PATHS.signOut, { config: { pagesUnchanged: true } }, async (request, reply) => {
    const cloneCart = (request.body as { cloneCart?: unknown } | undefined)?.cloneCart === "true";
    await endCustomerSession(services, request, reply, cloneCart);
    return reply.redirect("/", 303);
  });

  app.post(ACCOUNT_PATHS.addresses, { config: { pagesUnchanged: true } }, async (request, reply) => {
    requireSite(request);
    if (!request.siteUser) return reply.redirect(ACCOUNT_PATHS.signIn, 303);
    const parsed = siteUserAddressSchema.safeParse(request.body ?? {});
    if (!parsed.success) return accountPage(request, reply, fieldProblems(parsed.error), 400);
    await addAddress(services.db, services.clock, request.siteUser, parsed.data);
    return reply.redirect(`${ACCOUNT_PATHS.account}#addresses`, 303);
  });

  app.post<{ Params: { subscriptionId: string; action: string } }>(
    "/account/subscriptions/:subscriptionId/:action",
    { config: { pagesUnchanged: true } },
    async (request, reply) => {
      requireSite(request);
      if (!request.siteUser) return reply.redirect(ACCOUNT_PATHS.signIn, 303);
      const action = subscriptionActionSchema.safeParse(request.params.action);
      if (!action.success) return reply.callNotFound();
      await moveAccountSubscription(services.db, services.clock, request.siteUser, request.params.subscriptionId, action.data);
      return reply.redirect(`${ACCOUNT_PATHS.account}#subscriptions`, 303);
    },
  );

  app.post<{ Params: { planId: string } }>("/account/donations/:planId/cancel", { config: { pagesUnchanged: true } }, async (request, reply) => {
    requireSite(request);
    if (!request.siteUser) return reply.redirect(ACCOUNT_PATHS.signIn, 303);
    await stopAccountDonation(services.db, services.clock, request.siteUser, request.params.planId);
    return reply.redirect(`${ACCOUNT_PATHS.account}#donations`, 303);
  });

  app.post<{ Params: { addressId: string } }>("/account/addresses/:addressId/remove", { config: { pagesUnchanged: true } }, async (request, reply) => {
    requireSite(request);
    if (!request.siteUser) return reply.redirect(ACCOUNT_PATHS.signIn, 303);
    await removeAddress(services.db, request.siteUser, request.params.addressId);
    return reply.redirect(`${ACCOUNT_PATHS.account}#addresses`, 303);
  });
}
