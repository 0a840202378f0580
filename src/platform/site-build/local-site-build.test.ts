/**
 * The local rebuild: a build goes into a fresh folder and replaces dist/ only when it succeeded;
 * requests during a build are coalesced into one more build; listeners hear about each swap.
 */
import { mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLocalSiteBuild } from "./local-site-build.ts";

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A "build" that writes index.html with a counter, or fails when the content folder says so. */
async function setup() {
  const root = await mkdtemp(path.join(tmpdir(), "vnsi-site-build-"));
  dirs.push(root);
  const distDir = path.join(root, "dist");
  const contentDir = path.join(root, "content");
  await mkdir(distDir);
  await mkdir(contentDir);
  await writeFile(path.join(distDir, "index.html"), "old");
  await writeFile(path.join(contentDir, "mode"), "ok");
  const script = `const fs=require("fs");const p=require("path");if(fs.readFileSync(p.join(process.env.CONTENT_DIR,"mode"),"utf8")==="fail"){console.error("[InvalidContentEntryDataError] press → x");process.exit(1)}fs.mkdirSync(process.env.DIST_DIR,{recursive:true});const c=p.join(process.env.CONTENT_DIR,"count");const n=(fs.existsSync(c)?+fs.readFileSync(c,"utf8"):0)+1;fs.writeFileSync(c,String(n));fs.writeFileSync(p.join(process.env.DIST_DIR,"index.html"),"build "+n)`;
  const build = createLocalSiteBuild({
    root,
    distDir,
    contentDir,
    log: () => {},
    command: (outDir) => ({ file: process.execPath, args: ["-e", script], env: { ...process.env, DIST_DIR: outDir, CONTENT_DIR: contentDir } }),
  });
  return { build, distDir, contentDir };
}

describe("local site build", () => {
  it("swaps a successful build in and tells the listeners", async () => {
    const { build, distDir } = await setup();
    let heard = 0;
    build.onRebuilt(() => void heard++);
    build.request();
    expect(build.running()).toBe(true);
    await build.idle();
    expect(await readFile(path.join(distDir, "index.html"), "utf8")).toBe("build 1");
    expect(heard).toBe(1);
    expect(build.lastOutcome()?.error).toBeNull();
  });

  it("coalesces requests during a build into one more build", async () => {
    const { build, distDir } = await setup();
    build.request();
    build.request();
    build.request();
    await build.idle();
    expect(await readFile(path.join(distDir, "index.html"), "utf8")).toBe("build 2");
  });

  it("keeps the old site when the build fails and says why in German", async () => {
    const { build, distDir, contentDir } = await setup();
    await writeFile(path.join(contentDir, "mode"), "fail");
    build.request();
    await build.idle();
    expect(await readFile(path.join(distDir, "index.html"), "utf8")).toBe("old");
    expect(build.lastOutcome()?.error).toBe("Die Website konnte nicht neu gebaut werden: [InvalidContentEntryDataError] press → x");
  });
});
