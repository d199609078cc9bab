import { sendFreshSitePage } from "../pageAssembly/freshSitePageRoutes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { csvAnswers, formDataRoutes } from "../../../domain/api/formData";
import { PAGE_TYPE } from "../../../domain/enumerations/pageTypes";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { requireSite } from "../../http/requestContext";
import { parseInput } from "../../http/validate";
import type { AppServices } from "../../services";
import { attachmentName, csvDocument } from "../../../domain/csv";
import type { Website } from "../sites/websiteRecord";
import { UNSUBSCRIBE_PATH } from "./newsletterMail";
import { languagePath } from "../../../domain/translations/languagePaths";
import { languageOfPrefix } from "../store/storeLanguage";
import { subscribersRepository } from "./subscribersRepository";
import { UNSUBSCRIBE_PAGE, UnsubscribePage, type UnsubscribeState } from "./UnsubscribePage";

/** An unsubscribe address: under an additional language's prefix, or none for the primary language. */
type InLanguage = { Params: { languagePrefix?: string } };

const tokenInput = z.object({ token: z.string().max(200).default("") }).loose();
const subscribersRead = { access: { permission: PERMISSION.NEWSLETTER_SUBSCRIBERS_READ, mode: "read" as const } };

function presentSubscriber(row: Awaited<ReturnType<typeof subscribersRepository.listAll>>[number]) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    status: row.status,
    formId: row.formId,
    subscribedAt: row.subscribedAt,
    unsubscribedAt: row.unsubscribedAt,
  };
}

/**
 * The newsletter's routes: the unsubscribe page (page type 300) that mail links open, which
 * asks and then unsubscribes; and the owner's subscriber list and CSV (newsletter subscribers,
 * read).
 */
export async function registerNewsletterRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const show = async (request: FastifyRequest<InLanguage>, reply: FastifyReply, website: Website, state: UnsubscribeState) => {
    const language = await languageOfPrefix(services.db, website, request.params.languagePrefix);
    const path = languagePath(language?.pathPrefix ?? "", UNSUBSCRIBE_PATH);
    if (!language) return sendFreshSitePage(services, request, reply, website, path, { kind: "not-found" });
    const action = `${path}?token=${encodeURIComponent(state.kind === "confirm" ? state.token : "")}`;
    const body = {
      kind: "system" as const,
      status: UNSUBSCRIBE_PAGE[state.kind].status,
      pageType: PAGE_TYPE.NEWSLETTER_UNSUBSCRIBE,
      title: UNSUBSCRIBE_PAGE[state.kind].title(language.texts),
      content: (
        <UnsubscribePage state={state} siteTitle={website.title} action={action} homeHref={languagePath(language.pathPrefix, "/")} texts={language.texts} />
      ),
    };
    return sendFreshSitePage(services, request, reply, website, path, body, language.locale ? { locale: language.locale } : undefined);
  };

  // The page in the primary language at its address, and in an additional language under its prefix (the welcome mail's link names the language signed up in).
  for (const prefix of ["", "/:languagePrefix"]) {
    app.get<InLanguage>(`${prefix}${UNSUBSCRIBE_PATH}`, async (request, reply) => {
      const website = requireSite(request);
      const { token } = parseInput(tokenInput, request.query);
      const subscriber = token ? await subscribersRepository.findByToken(services.db, website.id, token) : null;
      if (!subscriber) return show(request, reply, website, { kind: "invalid" });
      if (subscriber.status !== "subscribed") return show(request, reply, website, { kind: "not-subscribed", email: subscriber.email });
      return show(request, reply, website, { kind: "confirm", email: subscriber.email, token, crumb: request.crumb });
    });

    app.post<InLanguage>(`${prefix}${UNSUBSCRIBE_PATH}`, { config: { pagesUnchanged: true } }, async (request, reply) => {
      const website = requireSite(request);
      const { token } = parseInput(tokenInput, request.body ?? {});
      if (!(await languageOfPrefix(services.db, website, request.params.languagePrefix))) return show(request, reply, website, { kind: "invalid" });
      const subscriber = await services.newsletter.unsubscribe(website.id, token);
      if (!subscriber) return show(request, reply, website, { kind: "invalid" });
      return show(request, reply, website, { kind: "done", email: subscriber.email });
    });
  }

  const contract = app.withTypeProvider<ZodTypeProvider>();
  contract.route({
    ...formDataRoutes.subscribers,
    config: subscribersRead,
    handler: async (request) => {
      const websiteId = requireSite(request).id;
      const { search, limit, offset } = request.query;
      const query = { websiteId, search: search.trim().toLowerCase() };
      const [rows, total] = await Promise.all([
        subscribersRepository.list(services.db, { ...query, limit, offset }),
        subscribersRepository.count(services.db, query),
      ]);
      return { total, limit, offset, subscribers: rows.map(presentSubscriber) };
    },
  });

  contract.get("/api/config/newsletter/subscribers/csv", { config: subscribersRead, schema: { response: csvAnswers } }, async (request, reply) => {
    const website = requireSite(request);
    const rows = await subscribersRepository.listAll(services.db, website.id);
    const csv = csvDocument(
      ["Email", "Name", "Status", "Subscribed", "Unsubscribed"],
      rows.map((row) => [row.email, row.name, row.status, row.subscribedAt, row.unsubscribedAt ?? ""]),
    );
    return reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="${attachmentName(`${website.identifier}-subscribers`, "csv")}"`)
      .header("Cache-Control", "no-store")
      .send(csv);
  });
}
