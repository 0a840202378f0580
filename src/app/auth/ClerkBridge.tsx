/**
 * Mounts Clerk and hands its adapter to the auth provider once Clerk has loaded. This file is the
 * only importer of @clerk/react and is itself imported lazily.
 */
import { useEffect, type ReactNode } from "react";
import { ClerkProvider, useAuth as useClerkAuth, useClerk } from "@clerk/react";
import { createClerkAdapter } from "./clerk-adapter.ts";
import type { AuthAdapter } from "#ui/session/auth-types.ts";

interface Props {
  publishableKey: string;
  onReady: (adapter: AuthAdapter) => void;
  children: ReactNode;
}

function AdapterReporter({ onReady }: Pick<Props, "onReady">) {
  const clerk = useClerk();
  // useClerk's object does not re-render on load; the isLoaded flag of Clerk's useAuth does.
  const { isLoaded } = useClerkAuth();
  useEffect(() => {
    if (isLoaded) onReady(createClerkAdapter(clerk));
  }, [clerk, isLoaded, onReady]);
  return null;
}

export default function ClerkBridge({ publishableKey, onReady, children }: Props) {
  return (
    <ClerkProvider publishableKey={publishableKey}>
      <AdapterReporter onReady={onReady} />
      {children}
    </ClerkProvider>
  );
}
