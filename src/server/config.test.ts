import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "./projectRoot";
import { CONFIG_VARIABLES, ConfigError, parseConfig } from "./config";

describe("configuration", () => {
  it("uses the documented defaults", () => {
    expect(parseConfig({})).toEqual({
      port: 3000,
      appDomain: "localhost",
      dataDir: "./data",
      databaseUrl: null,
      sessionSecret: null,
      smtpUrl: null,
      mailFrom: "Tessera <no-reply@localhost>",
      redisUrl: null,
      redisChannelPrefix: "tessera:localhost:0",
      objectStorage: null,
      logLevel: "info",
      logRequests: false,
      trustProxy: false,
      publicUrl: null,
      forms: {
        submissionLimit: 20,
        captchaVerifyUrls: {
          recaptcha: "https://www.google.com/recaptcha/api/siteverify",
          hcaptcha: "https://api.hcaptcha.com/siteverify",
          turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
        },
      },
      store: {
        stripeSecretKey: null,
        stripePublishableKey: null,
        stripeWebhookSecret: null,
        stripeApiUrl: null,
        stripeJsUrl: "https://js.stripe.com/v3/",
        orderRecoveryAfterMs: 120_000,
      },
      widgetOrigins: {
        opentable: "https://www.opentable.com",
        tock: "https://www.exploretock.com",
        acuity: "https://app.acuityscheduling.com",
        x: "https://platform.twitter.com",
      },
      places: { geocoderUrl: null, geocoderTimeoutMs: 5000, mapTiles: null },
      pageCacheMb: 128,
      mailchimpApiUrl: "https://{dc}.api.mailchimp.com/3.0",
    });
  });

  it("reads every variable", () => {
    const config = parseConfig({
      PORT: "8080",
      APP_DOMAIN: "Sites.Example.com",
      DATA_DIR: "/var/lib/tessera",
      DATABASE_URL: "postgres://u@db/tessera",
      SESSION_SECRET: "s".repeat(40),
      SMTP_URL: "smtp://mailer:secret@mail.example.com:587",
      MAIL_FROM: "Shop <shop@example.com>",
      REDIS_URL: "redis://127.0.0.1:6379",
      S3_BUCKET: "tessera-media",
      S3_ENDPOINT: "https://minio.example.com:9000/",
      S3_REGION: "eu-central-1",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "example-secret",
      LOG_LEVEL: "Warn",
      LOG_REQUESTS: "true",
      TRUST_PROXY: "1",
      PUBLIC_URL: "https://SITES.example.com/",
      PAGE_CACHE_MB: "512",
      FORM_SUBMISSION_LIMIT: "500",
      RECAPTCHA_VERIFY_URL: "http://127.0.0.1:9001/recaptcha",
      HCAPTCHA_VERIFY_URL: "http://127.0.0.1:9001/hcaptcha",
      TURNSTILE_VERIFY_URL: "http://127.0.0.1:9001/turnstile",
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_PUBLISHABLE_KEY: "pk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_API_URL: "http://127.0.0.1:12111",
      STRIPE_JS_URL: "http://127.0.0.1:12112/v3/",
      OPENTABLE_WIDGET_URL: "http://127.0.0.1:9002",
      TOCK_WIDGET_URL: "http://127.0.0.1:9003",
      ACUITY_WIDGET_URL: "http://127.0.0.1:9004",
      X_WIDGET_URL: "http://127.0.0.1:9005",
      GEOCODER_URL: "https://geocoder.example/nominatim/",
      GEOCODER_TIMEOUT_MS: "2500",
      MAP_TILES: "/srv/maps/vermont.pmtiles",
      MAILCHIMP_API_URL: "http://127.0.0.1:9006/{dc}/3.0/",
    });
    expect(config).toEqual({
      port: 8080,
      appDomain: "sites.example.com",
      dataDir: "/var/lib/tessera",
      databaseUrl: "postgres://u@db/tessera",
      sessionSecret: "s".repeat(40),
      smtpUrl: "smtp://mailer:secret@mail.example.com:587",
      mailFrom: "Shop <shop@example.com>",
      redisUrl: "redis://127.0.0.1:6379",
      redisChannelPrefix: "tessera:sites.example.com:0",
      objectStorage: {
        bucket: "tessera-media",
        endpoint: "https://minio.example.com:9000",
        region: "eu-central-1",
        credentials: { accessKeyId: "AKIAEXAMPLE", secretAccessKey: "example-secret" },
      },
      logLevel: "warn",
      logRequests: true,
      trustProxy: 1,
      publicUrl: "https://sites.example.com",
      forms: {
        submissionLimit: 500,
        captchaVerifyUrls: {
          recaptcha: "http://127.0.0.1:9001/recaptcha",
          hcaptcha: "http://127.0.0.1:9001/hcaptcha",
          turnstile: "http://127.0.0.1:9001/turnstile",
        },
      },
      store: {
        stripeSecretKey: "sk_test_abc",
        stripePublishableKey: "pk_test_abc",
        stripeWebhookSecret: "whsec_abc",
        stripeApiUrl: "http://127.0.0.1:12111",
        stripeJsUrl: "http://127.0.0.1:12112/v3/",
        orderRecoveryAfterMs: 120_000,
      },
      widgetOrigins: { opentable: "http://127.0.0.1:9002", tock: "http://127.0.0.1:9003", acuity: "http://127.0.0.1:9004", x: "http://127.0.0.1:9005" },
      places: {
        geocoderUrl: "https://geocoder.example/nominatim",
        geocoderTimeoutMs: 2500,
        mapTiles: { address: "/map-tiles/vermont.pmtiles", file: "/srv/maps/vermont.pmtiles" },
      },
      pageCacheMb: 512,
      mailchimpApiUrl: "http://127.0.0.1:9006/{dc}/3.0",
    });
  });

  it("names every bad value in one message", () => {
    let error: unknown;
    try {
      parseConfig({
        PORT: "99999",
        APP_DOMAIN: "not a domain",
        DATABASE_URL: "mysql://x",
        SESSION_SECRET: "short",
        SMTP_URL: "mail.example.com",
        REDIS_URL: "127.0.0.1:6379",
        LOG_LEVEL: "loud",
        LOG_REQUESTS: "yes",
        PUBLIC_URL: "example.com",
        PAGE_CACHE_MB: "0",
        FORM_SUBMISSION_LIMIT: "0",
        TURNSTILE_VERIFY_URL: "turnstile.example",
        STRIPE_SECRET_KEY: "pk_wrong",
        STRIPE_API_URL: "api.stripe.example/v1",
        STRIPE_JS_URL: "js.stripe.example/v3/",
        GEOCODER_URL: "geocoder.example",
        GEOCODER_TIMEOUT_MS: "10",
        MAP_TILES: "https://tiles.example.org/tiles.png",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toHaveLength(18);
    expect(problems).toContain('PAGE_CACHE_MB must be a whole number of MiB from 1 to 65536 (got "0").');
    expect(problems).toContain('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").');
    for (const name of [
      "PORT",
      "APP_DOMAIN",
      "DATABASE_URL",
      "SESSION_SECRET",
      "SMTP_URL",
      "REDIS_URL",
      "LOG_LEVEL",
      "LOG_REQUESTS",
      "PUBLIC_URL",
      "PAGE_CACHE_MB",
      "FORM_SUBMISSION_LIMIT",
      "TURNSTILE_VERIFY_URL",
      "STRIPE_SECRET_KEY",
      "STRIPE_API_URL",
      "STRIPE_JS_URL",
      "GEOCODER_URL",
      "GEOCODER_TIMEOUT_MS",
      "MAP_TILES",
    ]) {
      expect(message).toContain(name);
    }
  });

  it("takes a public address only on APP_DOMAIN, with its scheme and port and no path", () => {
    const publicUrl = (PUBLIC_URL: string) => parseConfig({ APP_DOMAIN: "example.com", PUBLIC_URL }).publicUrl;
    expect(publicUrl("https://example.com:8443")).toBe("https://example.com:8443");
    expect(publicUrl("http://example.com")).toBe("http://example.com");
    for (const wrong of ["https://other.example", "https://example.com/sites", "ftp://example.com", "https://user@example.com"]) {
      expect(() => publicUrl(wrong), wrong).toThrow(
        `PUBLIC_URL must be http:// or https:// followed by APP_DOMAIN and, if needed, a port, such as https://example.com (got "${wrong}").`,
      );
    }
  });

  it("takes the map tiles in one line: a tile address, a PMTiles address, or a PMTiles file on this server served on every site", () => {
    const mapTiles = (MAP_TILES: string) => parseConfig({ MAP_TILES }).places.mapTiles;
    expect(mapTiles("https://tiles.example.org/{z}/{x}/{y}.png")).toEqual({ address: "https://tiles.example.org/{z}/{x}/{y}.png", file: null });
    expect(mapTiles("https://maps.example.org/region.pmtiles?v=2")).toEqual({ address: "https://maps.example.org/region.pmtiles?v=2", file: null });
    expect(mapTiles("/srv/maps/new england.pmtiles")).toEqual({ address: "/map-tiles/new%20england.pmtiles", file: "/srv/maps/new england.pmtiles" });
    expect(() => mapTiles("/srv/maps/region.mbtiles")).toThrow(
      'MAP_TILES must be a tile address with {z}, {x} and {y} in it, the address of a .pmtiles file, or the path of a .pmtiles file on this server (got "/srv/maps/region.mbtiles").',
    );
  });

  it("keeps files on disk without S3_BUCKET and names every S3 problem", () => {
    expect(parseConfig({ S3_BUCKET: "media" }).objectStorage).toEqual({ bucket: "media", endpoint: null, region: "us-east-1", credentials: null });
    expect(() => parseConfig({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_REGION: "auto" })).toThrow(
      "S3_ENDPOINT, S3_REGION are set but S3_BUCKET is not: set S3_BUCKET to keep files in a bucket, or unset the rest to keep them on disk.",
    );
    expect(() => parseConfig({ S3_BUCKET: "Media_Files" })).toThrow(
      'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens (got "Media_Files").',
    );
    expect(() => parseConfig({ S3_BUCKET: "media", S3_ENDPOINT: "minio:9000" })).toThrow(
      'S3_ENDPOINT must be an http:// or https:// address with no path (got "minio:9000").',
    );
    expect(() => parseConfig({ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "key" })).toThrow(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's own credentials.",
    );
  });

  it("is documented in the README's table, variable by variable", () => {
    const readme = readFileSync(path.join(PROJECT_ROOT, "README.md"), "utf8");
    for (const variable of CONFIG_VARIABLES) {
      expect(readme).toContain(`| \`${variable.name}\` | ${variable.defaultValue} | ${variable.description} |`);
    }
  });
});
