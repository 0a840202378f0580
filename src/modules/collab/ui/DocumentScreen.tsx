/** /backend/collab/{docKey}: one notes document. */
import { useParams } from "react-router";
import type { ScreenProps } from "#shared/routes.ts";
import { DocumentView } from "./DocumentView.tsx";

export default function DocumentScreen(_props: ScreenProps) {
  const { docKey = "" } = useParams();
  return <DocumentView key={docKey} docKey={docKey} />;
}
