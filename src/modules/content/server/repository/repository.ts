/**
 * Where the site's content files live and how a publish becomes one commit (ADR 271). Two
 * implementations: the working tree of `npm start` (local) and a GitHub repository through its
 * Git data API (production). Paths are relative to the content folder ("presse/gruendung.mdx").
 */
export interface RepoFile {
  path: string;
  /** Git blob id of the file's bytes. */
  sha: string;
}

export interface FileChange {
  path: string;
  /** New bytes, or null to delete the file. */
  content: Uint8Array | null;
  /**
   * What the file must be before the change: its blob id, null for "must not exist", undefined for
   * no check (e.g. a freshly named image). A mismatch refuses the whole commit (StaleFileError).
   */
  expectedSha?: string | null;
}

export interface CommitRequest {
  message: string;
  author: { name: string; email: string };
  changes: readonly FileChange[];
}

export interface CommitResult {
  /** The commit's id (the working tree has none: an id of the written change set instead). */
  commitSha: string;
  files: { path: string; sha: string | null }[];
}

export interface ContentRepository {
  readonly kind: "working-tree" | "github";
  /** Files directly inside a folder (not recursive), sorted by path. */
  list(folder: string): Promise<RepoFile[]>;
  read(path: string): Promise<{ bytes: Uint8Array; sha: string } | null>;
  /** Writes all changes as one commit, or none of them. */
  commit(request: CommitRequest): Promise<CommitResult>;
}

/** A file is no longer what the change was based on: someone else published in between. */
export class StaleFileError extends Error {
  readonly path: string;
  readonly currentSha: string | null;
  constructor(path: string, currentSha: string | null) {
    super(`${path} changed since the draft was started`);
    this.path = path;
    this.currentSha = currentSha;
  }
}

/** The repository could not be reached or refused us (token, permissions, network). */
export class RepositoryUnavailableError extends Error {}

/** Refuses paths that could leave the content folder. */
export function assertContentPath(path: string): void {
  if (!/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/.test(path) || path.split("/").some((part) => part === ".." || part === ".")) {
    throw new Error(`invalid content path: ${path}`);
  }
}
