const stack: (() => void)[] = [];

/** Registers an open popup's close action so Escape can close the top one; returns the unregister function. */
export function registerOpenPopup(close: () => void): () => void {
  stack.push(close);
  return () => {
    const index = stack.lastIndexOf(close);
    if (index >= 0) stack.splice(index, 1);
  };
}

/** Closes the most recently opened popup; false when none is open. */
export function closeTopPopup(): boolean {
  const close = stack.pop();
  if (!close) return false;
  close();
  return true;
}
