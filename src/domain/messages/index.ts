/** Every user-visible and logged string of both specs, worded exactly; Tessera's own wording is marked where used. */
export * from "./cartMessages";
export * from "./checkoutMessages";
export * from "./consoleMessages";
export * from "./cookieBannerMessages";
export * from "./dataLayerMessages";
export * from "./formBuilderMessages";
export * from "./formMessages";
export * from "./galleryMessages";
export * from "./generalMessages";
export * from "./imageMessages";
export * from "./logoutMessages";
export * from "./memberAreaMessages";
export * from "./restaurantMessages";
export * from "./reviewMessages";
export * from "./runtimeMessages";
export * from "./videoMessages";
