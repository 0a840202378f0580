// Runs before `npm start` and `npm test` (npm's pre-scripts), on whatever Node the machine has
// (it may be 20): installs the dependencies when they are missing or older than the lockfile, and
// for tests Debian's Chromium when it is missing. So the README's two commands are the whole setup.
"use strict";
const { execSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");

const root = path.resolve(__dirname, "..");
const npmMarker = path.join(root, "node_modules", ".package-lock.json");
/** The lockfile's hash, written after an install: node_modules matches the lockfile while they agree. */
const hashMarker = path.join(root, "node_modules", ".lockfile-sha256");
const lockfile = path.join(root, "package-lock.json");
const nodeBinary = path.join(root, "node_modules", ".bin", "node");

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
const lockHash = () => require("node:crypto").createHash("sha256").update(fs.readFileSync(lockfile)).digest("hex");
const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : undefined);

// The hash decides when it is there (a copied or restored node_modules keeps old file times);
// otherwise npm's own marker must not be older than the lockfile.
const recorded = read(hashMarker);
const stale = recorded !== undefined ? recorded !== lockHash() : mtime(npmMarker) < mtime(lockfile) - 1000;
if (!fs.existsSync(nodeBinary) || stale) {
  console.log("setup: installing dependencies (npm install) ...");
  // --prefer-offline: packages in npm's cache are used without asking the registry again.
  execSync("npm install --prefer-offline --no-audit --no-fund", { cwd: root, stdio: "inherit" });
  fs.writeFileSync(hashMarker, lockHash() + "\n");
}

if (process.argv.includes("--browser") && !fs.existsSync(process.env.CHROMIUM_PATH || "/usr/bin/chromium")) {
  console.log("setup: installing Debian's chromium for the browser tests ...");
  try {
    const sudo = process.getuid && process.getuid() === 0 ? "" : "sudo ";
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: "inherit" });
  } catch {
    console.error("setup: could not install chromium; install the Debian package 'chromium' and run again.");
    process.exit(1);
  }
}
