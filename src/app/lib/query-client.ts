import { QueryClient, type DefaultOptions } from "@tanstack/react-query";

const MINUTE = 60_000;

/** Back-office cache settings of SPEC section 9. */
export function queryDefaults(isolated: boolean): DefaultOptions {
  return {
    queries: isolated
      ? { staleTime: 5 * MINUTE, gcTime: 30 * MINUTE, retry: false, refetchOnWindowFocus: false, refetchOnMount: false }
      : { staleTime: 10 * MINUTE, gcTime: 30 * MINUTE, retry: 1, refetchOnWindowFocus: false, refetchOnMount: false },
  };
}

export function createQueryClient(isolated: boolean): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults(isolated) });
}
