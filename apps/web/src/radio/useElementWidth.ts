import { type RefCallback, useCallback, useEffect, useState } from 'react';

/** An element's width in CSS pixels, followed as it resizes; null before it is measured. */
export function useElementWidth<T extends HTMLElement>(): [RefCallback<T>, number | null] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((node: T | null) => setElement(node), []);
  useEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth || null);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth || null));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [ref, width];
}
