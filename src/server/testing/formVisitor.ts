import type { LightMyRequestResponse } from "fastify";
import { CookieJar, type TestServer } from "./testServer";

/** The page and census fields a browser sends with every submission. */
export function pageAndCensusFields(overrides: Record<string, unknown> = {}) {
  return {
    pageTitle: "Home — Café",
    pageId: "aaaaaaaaaaaaaaaaaaaaaaaa",
    contentSource: "c",
    pagePath: "/",
    pagePermissionTypeValue: 1,
    visitorCookie: "visitor-1|1|2|3|4",
    collectionId: "aaaaaaaaaaaaaaaaaaaaaaaa",
    itemId: "",
    pageType: 1,
    userAgent: "TestAgent/1.0",
    clientDate: 1_800_000_000_000,
    viewportWidth: 1280,
    viewportHeight: 800,
    screenWidth: 1920,
    screenHeight: 1080,
    websiteId: "",
    templateId: "tessera-classic",
    website_locale: "en-US",
    ...overrides,
  };
}

/**
 * A visitor of one site as the form island behaves: cookies kept, the crumb echoed in the
 * X-CSRF-Token header, a key fetched before each submission.
 */
export class FormVisitor {
  readonly jar = new CookieJar();

  constructor(
    private readonly server: TestServer,
    private readonly identifier: string,
    private readonly address = "203.0.113.7",
  ) {}

  /** Opens the home page (served without a crumb) and asks for the crumb as the island does before its first call; returns the page. */
  async open(path = "/"): Promise<LightMyRequestResponse> {
    const page = await this.jar.send(this.server, this.identifier, { method: "GET", url: path, remoteAddress: this.address });
    await this.jar.ensureCrumb(this.server, this.identifier, this.address);
    return page;
  }

  async key(formId: string): Promise<LightMyRequestResponse> {
    return this.jar.send(this.server, this.identifier, {
      method: "POST",
      url: `/api/form/FormSubmissionKey?formId=${formId}`,
      headers: { "x-csrf-token": this.jar.get("crumb") ?? "" },
      remoteAddress: this.address,
    });
  }

  /** Posts a raw SaveFormSubmission body. */
  async save(body: unknown): Promise<LightMyRequestResponse> {
    return this.jar.send(this.server, this.identifier, {
      method: "POST",
      url: "/api/form/SaveFormSubmission",
      headers: { "x-csrf-token": this.jar.get("crumb") ?? "", "content-type": "application/json" },
      payload: typeof body === "string" ? body : JSON.stringify(body),
      remoteAddress: this.address,
    });
  }

  /** Fetches a key and submits values the way the island does. */
  async submit(formId: string, values: unknown, extra: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
    const keyResponse = await this.key(formId);
    if (keyResponse.statusCode !== 200) return keyResponse;
    return this.save({
      key: keyResponse.json().key,
      formId,
      objectName: "bbbbbbbbbbbbbbbbbbbbbbbb",
      isOverlayForm: false,
      submitButtonText: "Send",
      form: JSON.stringify(values),
      ...pageAndCensusFields(),
      ...extra,
    });
  }
}
