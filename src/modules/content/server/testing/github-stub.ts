/**
 * A local stand-in for the part of GitHub's REST API the content repository uses (refs, commits,
 * recursive trees, blobs; creating blobs, trees and commits; moving a branch without force). Real
 * blob ids (Git's SHA-1), a bearer token that must match, and a request log, so the adapter is
 * tested over HTTP exactly as it talks to GitHub. Tests only.
 */
import http from "node:http";
import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { gitBlobSha } from "#platform/site-build/content-manifest.ts";

interface Commit {
  tree: string;
  parents: string[];
  message: string;
  author: unknown;
}

export interface GitHubStub {
  url: string;
  repository: string;
  branch: string;
  token: string;
  requests: string[];
  /** The file at the branch head (full repository path), or null. */
  fileAt(path: string): string | null;
  headCommit(): Commit & { sha: string };
  /** Someone else commits directly (e.g. a developer pushing): moves the branch. */
  pushExternal(files: Record<string, string | null>): void;
  close(): Promise<void>;
}

const objectId = (value: unknown) => createHash("sha1").update(JSON.stringify(value)).digest("hex");

export async function startGitHubStub(files: Record<string, string>, options: { token?: string; branch?: string } = {}): Promise<GitHubStub> {
  const token = options.token ?? "stub-token";
  const branch = options.branch ?? "main";
  const repository = "vnsi/website";
  const blobs = new Map<string, Buffer>();
  const trees = new Map<string, Map<string, string>>();
  const commits = new Map<string, Commit>();
  const requests: string[] = [];
  let head = "";

  const putBlob = (bytes: Buffer) => {
    const sha = gitBlobSha(bytes);
    blobs.set(sha, bytes);
    return sha;
  };
  const putTree = (entries: Map<string, string>) => {
    const sha = objectId([...entries].sort());
    trees.set(sha, entries);
    return sha;
  };
  const putCommit = (commit: Commit) => {
    const sha = objectId({ ...commit, n: commits.size });
    commits.set(sha, commit);
    return sha;
  };
  const commitFiles = (base: Map<string, string>, changes: Record<string, string | null>, message: string) => {
    const entries = new Map(base);
    for (const [path, content] of Object.entries(changes)) {
      if (content === null) entries.delete(path);
      else entries.set(path, putBlob(Buffer.from(content)));
    }
    return putCommit({ tree: putTree(entries), parents: head ? [head] : [], message, author: { name: "stub" } });
  };
  head = commitFiles(new Map(), files, "initial");

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : undefined;
    const url = new URL(req.url ?? "/", "http://stub");
    requests.push(`${req.method} ${url.pathname}`);
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(data));
    };
    if (req.headers.authorization !== `Bearer ${token}`) return send(401, { message: "Bad credentials" });
    const base = `/repos/${repository}/git`;
    if (!url.pathname.startsWith(base)) return send(404, { message: "Not Found" });
    const rest = url.pathname.slice(base.length);
    if (req.method === "GET" && rest === `/ref/heads/${branch}`) return send(200, { object: { sha: head, type: "commit" } });
    const commitMatch = req.method === "GET" ? /^\/commits\/(\w+)$/.exec(rest) : null;
    const treeMatch = req.method === "GET" ? /^\/trees\/(\w+)$/.exec(rest) : null;
    const blobMatch = req.method === "GET" ? /^\/blobs\/(\w+)$/.exec(rest) : null;
    if (commitMatch) {
      const match = commitMatch;
      const commit = commits.get(match[1]!);
      return commit ? send(200, { sha: match[1], tree: { sha: commit.tree }, parents: commit.parents.map((sha) => ({ sha })) }) : send(404, {});
    }
    if (treeMatch) {
      const match = treeMatch;
      const tree = trees.get(match[1]!);
      if (!tree) return send(404, {});
      return send(200, { sha: match[1], truncated: false, tree: [...tree].map(([path, sha]) => ({ path, mode: "100644", type: "blob", sha })) });
    }
    if (blobMatch) {
      const match = blobMatch;
      const blob = blobs.get(match[1]!);
      return blob ? send(200, { sha: match[1], content: blob.toString("base64"), encoding: "base64" }) : send(404, {});
    }
    if (req.method === "POST" && rest === "/blobs")
      return send(201, { sha: putBlob(Buffer.from(body.content, body.encoding === "base64" ? "base64" : "utf8")) });
    if (req.method === "POST" && rest === "/trees") {
      const entries = new Map(trees.get(body.base_tree) ?? []);
      for (const entry of body.tree as { path: string; sha: string | null }[]) {
        if (entry.sha === null) entries.delete(entry.path);
        else if (!blobs.has(entry.sha)) return send(422, { message: "blob missing" });
        else entries.set(entry.path, entry.sha);
      }
      return send(201, { sha: putTree(entries) });
    }
    if (req.method === "POST" && rest === "/commits") {
      if (!trees.has(body.tree)) return send(422, { message: "tree missing" });
      return send(201, { sha: putCommit({ tree: body.tree, parents: body.parents, message: body.message, author: body.author }) });
    }
    if (req.method === "PATCH" && rest === `/refs/heads/${branch}`) {
      const commit = commits.get(body.sha);
      if (!commit) return send(422, { message: "Object does not exist" });
      if (!body.force && !commit.parents.includes(head)) return send(422, { message: "Update is not a fast forward" });
      head = body.sha;
      return send(200, { object: { sha: head } });
    }
    return send(404, { message: "Not Found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    repository,
    branch,
    token,
    requests,
    fileAt(path) {
      const sha = trees.get(commits.get(head)!.tree)!.get(path);
      return sha ? blobs.get(sha)!.toString("utf8") : null;
    },
    headCommit: () => ({ sha: head, ...commits.get(head)! }),
    pushExternal(changes) {
      head = commitFiles(trees.get(commits.get(head)!.tree)!, changes, "external");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
