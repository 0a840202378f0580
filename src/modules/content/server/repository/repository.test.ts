/**
 * Both content repositories fulfil one contract: list, read, and a commit that writes all changes
 * or none (a stale expectation refuses it). GitHub's adapter runs over HTTP against a local stub of
 * GitHub's Git data API.
 */
import { mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { gitBlobSha } from "#platform/site-build/content-manifest.ts";
import { startGitHubStub, type GitHubStub } from "../testing/github-stub.ts";
import { gitHubRepository } from "./github.ts";
import { RepositoryUnavailableError, StaleFileError, type ContentRepository } from "./repository.ts";
import { workingTreeRepository } from "./working-tree.ts";

const SEED = { "presse/a.mdx": "---\ntitle: A\n---\nText A\n", "presse/b.mdx": "---\ntitle: B\n---\nText B\n", "vorstand/fotos/x.svg": "<svg/>" };
const bytes = (text: string) => new TextEncoder().encode(text);
const sha = (text: string) => gitBlobSha(bytes(text));
const author = { name: "Dr. Sabine Roloff", email: "geschaeftsfuehrung@vnsi-verband.de" };
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((fn) => fn()));
});

async function workingTree(): Promise<{
  repo: ContentRepository;
  current: (p: string) => Promise<string | null>;
  external: (p: string, text: string) => Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), "vnsi-content-repo-"));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(SEED)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return {
    repo: workingTreeRepository(dir),
    current: (p) => readFile(path.join(dir, p), "utf8").catch(() => null),
    external: (p, text) => writeFile(path.join(dir, p), text),
  };
}

async function gitHub(fetchImpl?: (stub: GitHubStub) => typeof fetch) {
  const stub = await startGitHubStub(Object.fromEntries(Object.entries(SEED).map(([p, t]) => [`content/${p}`, t])));
  cleanup.push(() => stub.close());
  const repo = gitHubRepository({ repository: stub.repository, branch: stub.branch, token: stub.token, apiUrl: stub.url, fetch: fetchImpl?.(stub) });
  return {
    stub,
    repo,
    current: async (p: string) => stub.fileAt(`content/${p}`),
    external: async (p: string, text: string) => stub.pushExternal({ [`content/${p}`]: text }),
  };
}

describe.each([
  ["working tree", workingTree],
  ["GitHub", () => gitHub()],
])("content repository: %s", (_name, make) => {
  it("lists a folder's files with their blob ids and reads them", async () => {
    const { repo } = await make();
    expect(await repo.list("presse")).toEqual([
      { path: "presse/a.mdx", sha: sha(SEED["presse/a.mdx"]) },
      { path: "presse/b.mdx", sha: sha(SEED["presse/b.mdx"]) },
    ]);
    expect(await repo.list("vorstand")).toEqual([]);
    const file = await repo.read("presse/b.mdx");
    expect(new TextDecoder().decode(file!.bytes)).toBe(SEED["presse/b.mdx"]);
    expect(file!.sha).toBe(sha(SEED["presse/b.mdx"]));
    expect(await repo.read("presse/none.mdx")).toBeNull();
  });

  it("commits new, changed and deleted files together", async () => {
    const { repo, current } = await make();
    const result = await repo.commit({
      message: "Pressemitteilung",
      author,
      changes: [
        { path: "presse/new.mdx", content: bytes("new"), expectedSha: null },
        { path: "presse/a.mdx", content: bytes("changed"), expectedSha: sha(SEED["presse/a.mdx"]) },
        { path: "presse/b.mdx", content: null, expectedSha: sha(SEED["presse/b.mdx"]) },
      ],
    });
    expect(result.commitSha).toMatch(/^[0-9a-f]{40}$/);
    expect(result.files).toEqual([
      { path: "presse/new.mdx", sha: sha("new") },
      { path: "presse/a.mdx", sha: sha("changed") },
      { path: "presse/b.mdx", sha: null },
    ]);
    expect(await current("presse/new.mdx")).toBe("new");
    expect(await current("presse/a.mdx")).toBe("changed");
    expect(await current("presse/b.mdx")).toBeNull();
  });

  it("refuses the whole commit when a file changed since the draft began", async () => {
    const { repo, current, external } = await make();
    await external("presse/a.mdx", "someone else");
    const attempt = repo.commit({
      message: "x",
      author,
      changes: [
        { path: "presse/new.mdx", content: bytes("new"), expectedSha: null },
        { path: "presse/a.mdx", content: bytes("mine"), expectedSha: sha(SEED["presse/a.mdx"]) },
      ],
    });
    await expect(attempt).rejects.toBeInstanceOf(StaleFileError);
    await expect(attempt).rejects.toMatchObject({ path: "presse/a.mdx", currentSha: sha("someone else") });
    expect(await current("presse/new.mdx")).toBeNull();
    expect(await current("presse/a.mdx")).toBe("someone else");
  });

  it("refuses a new file whose name is taken meanwhile", async () => {
    const { repo } = await make();
    await expect(repo.commit({ message: "x", author, changes: [{ path: "presse/a.mdx", content: bytes("x"), expectedSha: null }] })).rejects.toBeInstanceOf(
      StaleFileError,
    );
  });

  it("refuses paths outside the content folder", async () => {
    const { repo } = await make();
    await expect(repo.commit({ message: "x", author, changes: [{ path: "../package.json", content: bytes("x") }] })).rejects.toThrow(/invalid content path/);
    await expect(repo.read("presse/../../etc/passwd")).rejects.toThrow(/invalid content path/);
  });
});

describe("content repository: GitHub specifics", () => {
  it("builds on a head that moved during the commit instead of overwriting it", async () => {
    let pushed = false;
    const { stub, repo } = await gitHub((s) => async (input, init) => {
      // Someone pushes another file right before our branch update: the first PATCH is refused (422).
      if (!pushed && init?.method === "PATCH") {
        pushed = true;
        s.pushExternal({ "content/presse/b.mdx": "pushed meanwhile" });
      }
      return fetch(input, init);
    });
    await repo.commit({ message: "Neu", author, changes: [{ path: "presse/new.mdx", content: bytes("new"), expectedSha: null }] });
    expect(stub.fileAt("content/presse/new.mdx")).toBe("new");
    expect(stub.fileAt("content/presse/b.mdx")).toBe("pushed meanwhile");
    expect(stub.headCommit().message).toBe("Neu");
    expect(stub.requests.filter((r) => r.startsWith("PATCH"))).toHaveLength(2);
  });

  it("reports a refused token as unavailable, not as a conflict", async () => {
    const stub = await startGitHubStub({ "content/presse/a.mdx": "a" });
    cleanup.push(() => stub.close());
    const repo = gitHubRepository({ repository: stub.repository, branch: stub.branch, token: "wrong", apiUrl: stub.url });
    await expect(repo.list("presse")).rejects.toBeInstanceOf(RepositoryUnavailableError);
  });

  it("reads unchanged trees and blobs from its cache", async () => {
    const { stub, repo } = await gitHub();
    await repo.read("presse/a.mdx");
    const before = stub.requests.length;
    await repo.read("presse/a.mdx");
    expect(stub.requests.slice(before)).toEqual(["GET /repos/vnsi/website/git/ref/heads/main"]);
  });
});
