// A stand-in for the AWS Lambda Node.js runtime that Netlify runs a function bundle in. Plain
// JavaScript with Node built-ins only: the harness copies it next to an unzipped bundle, so nothing
// but the bundle's own files can be resolved.
//
//   node lambda-runtime.mjs serve <bundleDir>    prints "READY <port>", then answers POST /invoke
//                                                (a Netlify-shaped event as JSON) with the response
//   node lambda-runtime.mjs import <bundleDir>   prints "IMPORT <ms> CPU <ms>": one cold import of the function
//
// Like Lambda it loads ___netlify-entry-point.mjs and calls its handler(event, responseStream,
// context) with awslambda.streamifyResponse / HttpResponseStream in place; the bundle's own
// bootstrap then builds the Request and the Netlify context (globalThis.Netlify, Blobs, waitUntil).
import http from "node:http";
import { Writable } from "node:stream";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { randomUUID } from "node:crypto";

const [mode, bundleDir] = process.argv.slice(2);
const TIMEOUT_MS = Number(process.env.AWS_LAMBDA_FUNCTION_TIMEOUT ?? 30) * 1000;
const PRELUDE = Symbol("prelude");

globalThis.awslambda = {
  streamifyResponse: (fn) => fn,
  HttpResponseStream: {
    from(stream, prelude) {
      stream[PRELUDE] = prelude;
      return stream;
    },
  },
};

class ResponseCollector extends Writable {
  chunks = [];
  _write(chunk, _encoding, done) {
    this.chunks.push(Buffer.from(chunk));
    done();
  }
}

if (mode === "import") {
  // The cold start Lambda pays: the bootstrap, then the function module with everything it imports.
  const started = performance.now();
  const cpu = process.cpuUsage();
  await import(pathToFileURL(join(bundleDir, "___netlify-bootstrap.mjs")).href);
  const entry = readFileSync(join(bundleDir, "___netlify-entry-point.mjs"), "utf8");
  const functionPath = /getLambdaHandler\('([^']+)'\)/.exec(entry)?.[1];
  if (!functionPath) throw new Error("no function path in ___netlify-entry-point.mjs");
  await import(pathToFileURL(join(bundleDir, functionPath)).href);
  // Wall time, and the CPU time (user + system) the import used: on a busy machine only the latter
  // says what the function costs.
  const used = process.cpuUsage(cpu);
  console.log(`IMPORT ${(performance.now() - started).toFixed(1)} CPU ${((used.user + used.system) / 1000).toFixed(1)}`);
  process.exit(0);
}

const { handler } = await import(pathToFileURL(join(bundleDir, "___netlify-entry-point.mjs")).href);

async function invoke(event) {
  const responseStream = new ResponseCollector();
  const finished = new Promise((resolve, reject) => {
    responseStream.on("finish", resolve);
    responseStream.on("error", reject);
  });
  const deadline = Date.now() + TIMEOUT_MS;
  const context = {
    awsRequestId: randomUUID(),
    functionName: process.env.AWS_LAMBDA_FUNCTION_NAME,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    callbackWaitsForEmptyEventLoop: true,
    clientContext: undefined,
  };
  const started = performance.now();
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Task timed out after ${TIMEOUT_MS / 1000} seconds`)), TIMEOUT_MS);
  });
  try {
    await Promise.race([handler(event, responseStream, context), timeout]);
    if (!responseStream.writableFinished) await Promise.race([finished, timeout]);
  } finally {
    clearTimeout(timer);
  }
  const prelude = responseStream[PRELUDE] ?? { statusCode: 500 };
  return {
    statusCode: prelude.statusCode,
    headers: prelude.multiValueHeaders ?? Object.fromEntries(Object.entries(prelude.headers ?? {}).map(([k, v]) => [k, [v]])),
    body: Buffer.concat(responseStream.chunks).toString("base64"),
    durationMs: performance.now() - started,
  };
}

// One invocation at a time, as Lambda gives each instance.
let queue = Promise.resolve();
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    queue = queue.then(async () => {
      try {
        const result = await invoke(JSON.parse(Buffer.concat(chunks).toString("utf8")));
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(result));
      } catch (error) {
        // What Lambda reports as an invocation error (Runtime.ImportModuleError, a timeout, a throw).
        console.error("[lambda] invocation failed:", error);
        res.writeHead(502, { "content-type": "application/json" }).end(JSON.stringify({ error: String(error?.stack ?? error) }));
      }
    });
  });
});
server.listen(0, "127.0.0.1", () => console.log(`READY ${server.address().port}`));
