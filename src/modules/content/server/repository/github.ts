/**
 * The production content repository: a GitHub repository through its Git data API, with a token
 * only the functions hold (CONTENT_GITHUB_TOKEN; fine-grained, "Contents: read and write" on this
 * one repository). A publish is one commit on the branch: blobs, a tree on top of the head's
 * tree, a commit, and a fast-forward of the branch; if the branch moved meanwhile the expectations
 * are checked again on the new head (never a force push). Trees and blobs are cached by their id
 * (immutable), so listing the content costs one request for the head when nothing changed.
 */
import { gitBlobSha } from "#platform/site-build/content-manifest.ts";
import {
  assertContentPath,
  RepositoryUnavailableError,
  StaleFileError,
  type CommitRequest,
  type CommitResult,
  type ContentRepository,
  type RepoFile,
} from "./repository.ts";

export interface GitHubOptions {
  /** "owner/name" */
  repository: string;
  branch: string;
  token: string;
  /** https://api.github.com, or a local stub in tests. */
  apiUrl?: string;
  /** The content folder inside the repository. */
  contentPath?: string;
  fetch?: typeof fetch;
}

interface TreeEntry {
  path: string;
  type: string;
  sha: string;
  mode: string;
}

const ATTEMPTS = 3;

export function gitHubRepository(options: GitHubOptions): ContentRepository {
  const api = `${(options.apiUrl ?? "https://api.github.com").replace(/\/$/, "")}/repos/${options.repository}`;
  const prefix = (options.contentPath ?? "content").replace(/\/$/, "");
  const doFetch = options.fetch ?? fetch;
  const trees = new Map<string, Map<string, TreeEntry>>();
  const commitTrees = new Map<string, string>();
  const blobs = new Map<string, Uint8Array>();

  async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
    let response: Response;
    try {
      response = await doFetch(`${api}${path}`, {
        method,
        headers: {
          accept: "application/vnd.github+json",
          authorization: `Bearer ${options.token}`,
          "x-github-api-version": "2022-11-28",
          "user-agent": "vnsi-content-editor",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new RepositoryUnavailableError(`GitHub not reachable: ${(error as Error).message}`);
    }
    const data = (await response.json().catch(() => ({}))) as T;
    if (response.status === 401 || response.status === 403) throw new RepositoryUnavailableError(`GitHub refused the token (${response.status})`);
    if (response.status >= 500) throw new RepositoryUnavailableError(`GitHub answered ${response.status}`);
    return { status: response.status, data };
  }

  async function ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const { status, data } = await call<T>(method, path, body);
    if (status >= 300) throw new RepositoryUnavailableError(`GitHub ${method} ${path} answered ${status}`);
    return data;
  }

  async function head(): Promise<string> {
    const ref = await ok<{ object: { sha: string } }>("GET", `/git/ref/heads/${encodeURIComponent(options.branch)}`);
    return ref.object.sha;
  }

  /** All blobs of a commit's tree below the content folder, by path relative to it. */
  async function treeOf(commitSha: string): Promise<Map<string, TreeEntry>> {
    let treeSha = commitTrees.get(commitSha);
    if (!treeSha) {
      treeSha = (await ok<{ tree: { sha: string } }>("GET", `/git/commits/${commitSha}`)).tree.sha;
      commitTrees.set(commitSha, treeSha);
    }
    const cached = trees.get(treeSha);
    if (cached) return cached;
    const tree = await ok<{ tree: TreeEntry[]; truncated: boolean }>("GET", `/git/trees/${treeSha}?recursive=1`);
    if (tree.truncated) throw new RepositoryUnavailableError("repository tree too large for one listing");
    const entries = new Map<string, TreeEntry>();
    for (const entry of tree.tree) {
      if (entry.type === "blob" && entry.path.startsWith(`${prefix}/`)) entries.set(entry.path.slice(prefix.length + 1), entry);
    }
    trees.set(treeSha, entries);
    return entries;
  }

  async function blob(sha: string): Promise<Uint8Array> {
    const cached = blobs.get(sha);
    if (cached) return cached;
    const data = await ok<{ content: string; encoding: string }>("GET", `/git/blobs/${sha}`);
    const bytes = data.encoding === "base64" ? new Uint8Array(Buffer.from(data.content, "base64")) : new TextEncoder().encode(data.content);
    if (gitBlobSha(bytes) !== sha) throw new RepositoryUnavailableError(`blob ${sha} does not match its id`);
    blobs.set(sha, bytes);
    return bytes;
  }

  async function list(folder: string): Promise<RepoFile[]> {
    assertContentPath(folder);
    const tree = await treeOf(await head());
    return [...tree.values()]
      .map((entry) => ({ path: entry.path.slice(prefix.length + 1), sha: entry.sha }))
      .filter((file) => file.path.startsWith(`${folder}/`) && !file.path.slice(folder.length + 1).includes("/"))
      .sort((a, b) => a.path.localeCompare(b.path));
  }

  async function read(path: string) {
    assertContentPath(path);
    const entry = (await treeOf(await head())).get(path);
    return entry ? { bytes: await blob(entry.sha), sha: entry.sha } : null;
  }

  async function commit(request: CommitRequest): Promise<CommitResult> {
    for (const change of request.changes) assertContentPath(change.path);
    // Blob ids are known before anything is sent; the blobs themselves are created once.
    const created = new Map<string, string>();
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const parent = await head();
      const tree = await treeOf(parent);
      for (const change of request.changes) {
        if (change.expectedSha === undefined) continue;
        const current = tree.get(change.path)?.sha ?? null;
        if (current !== change.expectedSha) throw new StaleFileError(change.path, current);
      }
      const entries = [];
      for (const change of request.changes) {
        const fullPath = `${prefix}/${change.path}`;
        if (change.content === null) {
          if (tree.has(change.path)) entries.push({ path: fullPath, mode: "100644", type: "blob", sha: null });
          continue;
        }
        let sha = created.get(change.path);
        if (!sha) {
          sha = (await ok<{ sha: string }>("POST", "/git/blobs", { content: Buffer.from(change.content).toString("base64"), encoding: "base64" })).sha;
          created.set(change.path, sha);
        }
        entries.push({ path: fullPath, mode: "100644", type: "blob", sha });
      }
      const baseTree = commitTrees.get(parent)!;
      const newTree = await ok<{ sha: string }>("POST", "/git/trees", { base_tree: baseTree, tree: entries });
      const now = new Date().toISOString();
      const newCommit = await ok<{ sha: string }>("POST", "/git/commits", {
        message: request.message,
        tree: newTree.sha,
        parents: [parent],
        author: { ...request.author, date: now },
      });
      const moved = await call("PATCH", `/git/refs/heads/${encodeURIComponent(options.branch)}`, { sha: newCommit.sha, force: false });
      // 422: not a fast-forward (someone pushed meanwhile): check the expectations again on the new head.
      if (moved.status === 422 && attempt < ATTEMPTS) continue;
      if (moved.status >= 300) throw new RepositoryUnavailableError(`GitHub refused to move ${options.branch} (${moved.status})`);
      return {
        commitSha: newCommit.sha,
        files: request.changes.map((change) => ({ path: change.path, sha: change.content === null ? null : gitBlobSha(change.content) })),
      };
    }
    throw new RepositoryUnavailableError(`branch ${options.branch} kept moving`);
  }

  return { kind: "github", list, read, commit };
}
