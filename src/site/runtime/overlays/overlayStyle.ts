/** Styles of the popup overlay and the bars, injected with them so pages that show none carry none of it. */
export const OVERLAY_STYLE = `.tsr-popup-overlay{position:fixed;inset:0;z-index:30002;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.55);padding:20px}
.tsr-popup-overlay__box{position:relative;max-width:480px;width:100%;max-height:100%;overflow-y:auto;background:var(--tsr-paper,#fff);color:var(--tsr-ink,#1d1d1f);border-radius:8px;padding:32px 28px;font:16px/1.5 var(--tsr-body-font,system-ui,sans-serif);box-shadow:0 8px 40px rgba(0,0,0,.3)}
.tsr-popup-overlay--full .tsr-popup-overlay__box{max-width:none;height:100%;display:flex;flex-direction:column;justify-content:center;align-items:center;text-align:center;border-radius:0}
.tsr-popup-overlay__box h2{margin:0 0 .5em;padding-right:36px;font-size:1.6rem}.tsr-popup-overlay__close{position:absolute;top:4px;right:4px;width:44px;height:44px;display:flex;align-items:center;justify-content:center;border:0;background:none;font-size:20px;cursor:pointer;color:inherit}
.tsr-popup-overlay__close:focus-visible{outline:3px solid var(--tsr-focus,#1d4ed8);outline-offset:-3px}
.tsr-popup-form{width:100%;max-width:28rem;margin-top:1rem;text-align:left}.tsr-popup-form.tsr-newsletter--small-container{padding:0}.tsr-popup-overlay__cta{display:inline-block;margin-top:1rem}
.tsr-announcement-bar{display:block;text-align:center;padding:10px 20px;background:#1d1d1f;color:#f5f5f7;font:15px/1.4 system-ui,sans-serif}.tsr-announcement-bar a{color:inherit}
.tsr-announcement-bar--preview{opacity:.6}
.tsr-mobile-info-bar{position:fixed;left:0;right:0;bottom:0;z-index:29999;display:flex;gap:16px;justify-content:center;align-items:center;padding:10px 16px;font:15px/1.4 system-ui,sans-serif}
.tsr-mobile-info-bar--dark{background:#1d1d1f;color:#f5f5f7}.tsr-mobile-info-bar--light{background:#fff;color:#1d1d1f;border-top:1px solid #ddd}.tsr-mobile-info-bar a{color:inherit}`;
