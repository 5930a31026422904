/** The nearest ancestor that scrolls its content vertically, or null. */
function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * Centres an element in the list that scrolls it, and only there: scrollIntoView would
 * also scroll the control bar itself (overflow hidden, yet scrollable by script), pushing
 * its header and tabs out of sight on a phone. An element taller than the list shows from
 * its top.
 */
export function bringIntoView(element: HTMLElement): void {
  const scroller = scrollerOf(element);
  if (!scroller) return;
  const box = element.getBoundingClientRect();
  const frame = scroller.getBoundingClientRect();
  scroller.scrollTop += box.top - frame.top - Math.max(0, (frame.height - box.height) / 2);
}
