import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TimeZoneField } from "./TimeZoneField";

/** The time zone field as the settings screen draws it, with the zones a browser lists. */
const render = (known: readonly string[] | null) =>
  renderToStaticMarkup(
    <TimeZoneField
      label="Time zone"
      description="Dates on the site and in blog post addresses use it."
      value="Europe/Paris"
      onChange={() => undefined}
      error={undefined}
      isDisabled={false}
      known={known}
    />,
  );

describe("the settings screen's time zone field", () => {
  it('says "Failed to load timezone" in an alert when the browser lists no time zones, offering only the zone kept', () => {
    const html = render(null);
    expect(html).toContain(
      '<div class="notice notice-error" role="alert"><span>Failed to load timezone. This browser does not list time zones, so Europe/Paris is kept; choose another in an up-to-date browser.</span></div>',
    );
    expect(html.match(/<option /g)).toHaveLength(2);
    expect(html).toContain('<option value="Europe/Paris" selected="">Europe/Paris</option>');
  });

  it("lists the browser's zones with UTC first and shows no alert when it can", () => {
    const html = render(["America/New_York", "Europe/Paris", "UTC"]);
    expect(html).not.toContain("Failed to load timezone");
    expect([...html.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1])).toEqual(["UTC", "America/New_York", "Europe/Paris"]);
  });

  it("takes the zones of the browser it runs in by default", () => {
    const html = renderToStaticMarkup(
      <TimeZoneField label="Time zone" description="" value="UTC" onChange={() => undefined} error={undefined} isDisabled={false} />,
    );
    expect(html).not.toContain("Failed to load timezone");
    expect(html).toContain('<option value="Europe/Paris">Europe/Paris</option>');
  });
});
