/** The names the server's Disqus markup and its island agree on. */
export const DISQUS_DOM = {
  island: "disqus",
  consent: "tsr-disqus__consent",
  load: "tsr-disqus__load",
  message: "tsr-disqus__message",
  /** The element Disqus's embed script draws the thread into (its own fixed id). */
  thread: "disqus_thread",
  /** The class Disqus's count script fills with a post's count. */
  count: "disqus-comment-count",
} as const;
