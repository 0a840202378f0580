// Runs before `npm start` and `npm test` (npm's pre-scripts), on whatever Node the machine has
// (it may be 20): installs the dependencies when they are missing or older than the lockfile, and
// for tests Debian's Chromium when it is missing. So the README's two commands are the whole setup.
"use strict";
const { execSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");

const root = path.resolve(__dirname, "..");
const marker = path.join(root, "node_modules", ".package-lock.json");
const lockfile = path.join(root, "package-lock.json");
const nodeBinary = path.join(root, "node_modules", ".bin", "node");

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

const needsInstall = !fs.existsSync(nodeBinary) || mtime(marker) < mtime(lockfile) - 1000;
if (needsInstall) {
  console.log("setup: installing dependencies (npm install) ...");
  execSync("npm install --no-audit --no-fund", { cwd: root, stdio: "inherit" });
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
