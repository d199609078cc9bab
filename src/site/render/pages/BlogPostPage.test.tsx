import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { PRIMARY_STORE_TEXTS } from "../../../domain/translations/storeTexts";
import { BlogPostPage } from "./BlogPostPage";
import { EventPage } from "./EventPage";

const FRENCH = {
  ...PRIMARY_STORE_TEXTS,
  postBy: "Écrit par {author}",
  postTags: "Mots-clés",
  addToCalendar: "Ajouter au calendrier",
  allEvents: "← Tous les événements",
};

it("names a post's author in the page's words, the name linking to the author's posts wherever the words place it", () => {
  const post = (texts: typeof PRIMARY_STORE_TEXTS) =>
    renderToStaticMarkup(
      <BlogPostPage
        title="Comment nous choisissons nos grains"
        publishedOn="2026-10-20T13:00:00.000Z"
        tags={["sourcing"]}
        author={{ name: "Ada", href: "/fr/journal/author/ada" }}
        blocksHtml=""
        blogTitle="Journal"
        blogHref="/fr/journal"
        locale="fr-FR"
        timeZone="Europe/Paris"
        texts={texts}
      />,
    );
  const french = post(FRENCH);
  expect(french).toContain('<p class="tsr-post-meta tsr-post-author">Écrit par <a href="/fr/journal/author/ada">Ada</a></p>');
  expect(french).toContain('<ul class="tsr-tags" aria-label="Mots-clés">');
  expect(french).toContain("20 octobre 2026");
  expect(post(PRIMARY_STORE_TEXTS)).toContain('<p class="tsr-post-meta tsr-post-author">By <a href="/fr/journal/author/ada">Ada</a></p>');
});

it("offers an event's calendar file and the way back in the page's words, its time in the page's locale", () => {
  const html = renderToStaticMarkup(
    <EventPage
      title="Portes ouvertes"
      event={{ start: "2027-01-16T14:00:00.000Z", end: "2027-01-16T20:00:00.000Z", zone: "America/New_York", location: "" }}
      calendarHref="/fr/events/open-day.ics"
      blocksHtml=""
      eventsTitle="Événements"
      eventsHref="/fr/events"
      locale="fr-FR"
      texts={FRENCH}
    />,
  );
  expect(html).toContain(">Ajouter au calendrier</a>");
  expect(html).toContain('<a href="/fr/events">← Tous les événements</a>');
  expect(html).toContain("janvier 2027");
});
