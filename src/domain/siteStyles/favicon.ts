/**
 * The default site icon, inline so no page makes an extra request for it (and browsers do not
 * ask for a missing /favicon.ico): a rounded tile with a small mosaic.
 */
export const DEFAULT_FAVICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#8a4b2a"/>' +
      '<rect x="7" y="7" width="8" height="8" rx="1.5" fill="#fbfaf7"/><rect x="17" y="7" width="8" height="8" rx="1.5" fill="#f1c9a5"/>' +
      '<rect x="7" y="17" width="8" height="8" rx="1.5" fill="#f1c9a5"/><rect x="17" y="17" width="8" height="8" rx="1.5" fill="#fbfaf7"/></svg>',
  );
