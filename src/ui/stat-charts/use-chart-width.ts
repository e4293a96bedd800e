import { useEffect, useRef, useState } from 'react';

/** The width of the chart's box, followed on resize (phones turn, panes fold). */
export function useChartWidth(initial = 720) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(260, element.clientWidth || initial));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [initial]);
  return { ref, width };
}
