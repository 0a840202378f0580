import { useEffect, useState } from "react";

/**
 * False during server rendering and the hydration pass, true after the first client commit; calls
 * onReady once at that point. Controls that must not work before hydration use it.
 */
export function useReady(onReady?: () => void): boolean {
  const [ready, setReady] = useState(false);
  // Only the first commit counts; a new onReady identity later must not re-fire it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    setReady(true);
    onReady?.();
  }, []);
  return ready;
}
