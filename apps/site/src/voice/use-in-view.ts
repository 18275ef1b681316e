import { type RefObject, useEffect, useState } from 'react';

/**
 * Becomes `true` once the element comes near the viewport and stays `true` (the demo loads its
 * configuration and warms the voice client once). Where IntersectionObserver is missing it is
 * `true` at once.
 */
export function useInViewOnce(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (inView) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, inView]);
  return inView;
}
