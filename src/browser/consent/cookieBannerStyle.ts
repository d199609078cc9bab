/** The banner's styles, injected with the banner so pages without one carry none of it. */
export const COOKIE_BANNER_STYLE = `.tsr-cookie-banner{position:fixed;z-index:30001;display:flex;gap:16px;align-items:center;box-sizing:border-box;padding:16px 20px;font:15px/1.5 system-ui,sans-serif;box-shadow:0 2px 12px rgba(0,0,0,.2)}
.tsr-cookie-banner--dark{background:#1d1d1f;color:#f5f5f7}.tsr-cookie-banner--light{background:#fff;color:#1d1d1f}
.tsr-cookie-banner--bar{left:0;right:0;justify-content:space-between}.tsr-cookie-banner--bar.tsr-cookie-banner--top{top:0}.tsr-cookie-banner--bar.tsr-cookie-banner--bottom{bottom:0}
.tsr-cookie-banner--popup{max-width:360px;flex-direction:column;align-items:flex-start;border-radius:8px;margin:20px}
.tsr-cookie-banner--top-left{top:0;left:0}.tsr-cookie-banner--top-right{top:0;right:0}.tsr-cookie-banner--bottom-left{bottom:0;left:0}.tsr-cookie-banner--bottom-right{bottom:0;right:0}
.tsr-cookie-banner__text p{margin:0}.tsr-cookie-banner__text a{color:inherit}.tsr-cookie-banner__actions{display:flex;gap:10px;flex-shrink:0}
.tsr-cookie-banner__actions button{font:inherit;cursor:pointer;color:inherit;background:none;border:0;padding:6px 10px}
.tsr-cookie-banner--cta-text button{text-decoration:underline}
.tsr-cookie-banner--cta-button button{border:1px solid currentColor;border-radius:4px;padding:6px 16px}.tsr-cookie-banner--cta-button .tsr-cookie-banner__accept{background:currentColor}
.tsr-cookie-banner--dark.tsr-cookie-banner--cta-button .tsr-cookie-banner__accept{background:#f5f5f7;color:#1d1d1f}.tsr-cookie-banner--light.tsr-cookie-banner--cta-button .tsr-cookie-banner__accept{background:#1d1d1f;color:#fff}
.tsr-cookie-banner--cta-icon button{font-size:20px;width:44px;height:44px;border-radius:50%;border:1px solid currentColor}
.tsr-cookie-banner button:focus-visible{outline:2px solid #4c9ffe;outline-offset:2px}`;
