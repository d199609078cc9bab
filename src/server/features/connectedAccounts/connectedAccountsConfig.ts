import type { ConfigVariable } from "../../configVariable";

/** MailChimp's API, where {dc} stands for the data centre an API key ends with. */
const MAILCHIMP_API_URL_DEFAULT = "https://{dc}.api.mailchimp.com/3.0";

/** The connected accounts variables, as the README's configuration table lists them. */
export const CONNECTED_ACCOUNTS_CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: "MAILCHIMP_API_URL",
    defaultValue: MAILCHIMP_API_URL_DEFAULT,
    description:
      "Where the server calls MailChimp's API for sites that connect it; {dc} is replaced by the data centre the site's API key ends with (us21 of …-us21). Change it only to point at a stand-in or a proxy.",
  },
];

/** Reads MAILCHIMP_API_URL (without a trailing slash), adding any problem to the list. */
export function parseMailchimpApiUrl(env: Record<string, string | undefined>, problems: string[]): string {
  const url = env.MAILCHIMP_API_URL?.trim().replace(/\/+$/, "") || MAILCHIMP_API_URL_DEFAULT;
  if (!/^https?:\/\/[^/\s]+/.test(url)) problems.push(`MAILCHIMP_API_URL must be an http:// or https:// URL (got "${url}").`);
  return url;
}
