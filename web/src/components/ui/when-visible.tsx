import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once they come near the viewport, and `placeholder` (of the same size) until then and while
 * their code loads: heavy content below the fold (a chart) costs a visitor nothing until they scroll to it. The
 * prerendered page and its hydration both show the placeholder, so they match.
 */
export function WhenVisible({
  placeholder,
  children,
  className,
}: {
  placeholder: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    // A little ahead of the viewport, so it is usually drawn by the time it scrolls in.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className={className}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
