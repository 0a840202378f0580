/** /backend/collab: the association's shared notes document, open to every signed-in user. */
import type { ScreenProps } from "#shared/routes.ts";
import { SHARED_DOC_KEY } from "../domain/document-key.ts";
import { DocumentView } from "./DocumentView.tsx";

export default function SharedDocumentScreen(_props: ScreenProps) {
  return <DocumentView docKey={SHARED_DOC_KEY} />;
}
