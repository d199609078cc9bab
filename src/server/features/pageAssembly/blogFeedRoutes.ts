import type { FastifyInstance } from "fastify";
import { handlePlatformRequest } from "../../http/platformRoutes";
import type { AppServices } from "../../services";
import { blogFeedXml } from "./blogFeed";
import { BLOG_FEED_FILE } from "./blogFeedPath";

/**
 * Each blog's RSS 2.0 feed at `/<blog>/rss.xml` (what the RSS block links to): the posts visitors
 * see, none for a site or blog behind a password, 404 for anything that is not a visible blog.
 */
export async function registerBlogFeedRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  app.get<{ Params: { blog: string } }>(`/:blog/${BLOG_FEED_FILE}`, async (request, reply) => {
    if (request.tenant.kind !== "site") return handlePlatformRequest(services, request, reply);
    const website = request.tenant.website;
    const collections = await services.sitePages.collections(website, false);
    const route = website.passwordHash ? null : await services.sitePages.resolve(website, collections, `/${request.params.blog}`);
    if (route?.kind !== "blog" || route.collection.passwordHash) return reply.code(404).type("text/plain; charset=utf-8").send("No feed here.");
    const xml = blogFeedXml(website, route.collection, route.posts, `${request.protocol}://${request.host}`);
    return reply.type("application/rss+xml; charset=utf-8").send(xml);
  });
}
