/**
 * An element's computed style read through its own window: the editing frame's elements belong
 * to the frame's window, not to the configuration area's.
 */
export function computedStyle(element: Element, pseudo?: string): CSSStyleDeclaration {
  return (element.ownerDocument.defaultView ?? window).getComputedStyle(element, pseudo);
}
