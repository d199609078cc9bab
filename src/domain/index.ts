/** Tessera's shared domain: pure rules, codes, limits and messages used alike by server, site runtime and admin. */
export * from "./blogUrl";
export * from "./currencies";
export * from "./enumerations";
export * from "./errors";
export * from "./ids";
export * from "./limits";
export * from "./messages";
export * from "./money";
export * from "./queryString";
export * from "./relativeTime";
export * from "./slug";
export * from "./urlRules";
export * from "./workflow";
