/** The documents module's content store and upload service on the storage the environment picks. */
import { getDb, type Db } from "#platform/db/client.ts";
import { getObjectStorage } from "#platform/storage/storage.ts";
import { ContentStore } from "#platform/storage/content-store.ts";
import { PostgresUploadStore } from "./postgres-upload-store.ts";
import { UploadService } from "./upload-service.ts";

export async function documentContent(): Promise<ContentStore> {
  return new ContentStore(await getObjectStorage("documents"), "chunks");
}

export async function documentUploads(db?: Db): Promise<UploadService<Db>> {
  return new UploadService({ content: await documentContent(), store: new PostgresUploadStore(db ?? (await getDb())) });
}
