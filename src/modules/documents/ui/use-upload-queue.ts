/**
 * Runs the upload list: files wait in the queue, PARALLEL_FILES upload at a time through
 * uploadFile (chunked, retried), each into the folder it was dropped on even if the person has
 * moved on to another folder meanwhile. Cancelling aborts the requests and the server session.
 */
import { useCallback, useEffect, useReducer, useRef } from "react";
import { uploadFile, UploadTransportError, type UploadTransport } from "./chunked-upload.ts";
import { precheckFile } from "./precheck-file.ts";
import { entriesToStart, uploadQueueReducer } from "./upload-queue.ts";

export interface UploadOutcome {
  storedName: string;
  versionNumber: number;
}

/** For a new version of an open document: its name (whatever the chosen file is called) and a label. */
export interface UploadTargetOptions {
  fileName?: string;
  label?: string;
}

interface Job extends UploadTargetOptions {
  file: File;
  folderId: string;
  controller?: AbortController;
  /** Guards against starting twice (effects may run twice for the same state in development). */
  running?: boolean;
}

let nextKey = 0;

export function useUploadQueue<Result>(
  transport: UploadTransport<Result>,
  describe: (result: Result) => UploadOutcome,
  onUploaded: (result: Result, folderId: string) => void,
) {
  const [entries, dispatch] = useReducer(uploadQueueReducer, []);
  const jobs = useRef(new Map<string, Job>());
  const callbacks = useRef({ transport, describe, onUploaded });
  callbacks.current = { transport, describe, onUploaded };

  /** Queues the files; returns their entries' keys. */
  const addFiles = useCallback(async (files: File[], folderId: string, target: UploadTargetOptions = {}): Promise<string[]> => {
    const checked = await Promise.all(files.map(async (file) => ({ file, error: await precheckFile(file).catch(() => null) })));
    const added = checked.map(({ file, error }) => {
      const key = `upload-${++nextKey}`;
      jobs.current.set(key, { file, folderId, ...target });
      return { key, fileName: file.name, size: file.size, ...(error ? { error } : {}) };
    });
    dispatch({ type: "add", entries: added });
    return added.map((entry) => entry.key);
  }, []);

  useEffect(() => {
    for (const entry of entriesToStart(entries)) {
      const job = jobs.current.get(entry.key);
      if (!job || job.running) continue;
      job.running = true;
      const controller = new AbortController();
      job.controller = controller;
      dispatch({ type: "start", key: entry.key });
      const { transport: current, describe: describeResult, onUploaded: uploaded } = callbacks.current;
      uploadFile(job.file, current, {
        folderId: job.folderId,
        ...(job.fileName ? { fileName: job.fileName } : {}),
        ...(job.label ? { label: job.label } : {}),
        signal: controller.signal,
        onProgress: (progress) => dispatch({ type: "progress", key: entry.key, sentBytes: progress.sentBytes, checking: progress.phase === "checking" }),
      })
        .then((result) => {
          dispatch({ type: "done", key: entry.key, ...describeResult(result) });
          uploaded(result, job.folderId);
        })
        .catch((error: unknown) => {
          const transportError = error instanceof UploadTransportError ? error : null;
          dispatch({
            type: "failed",
            key: entry.key,
            error: transportError?.message ?? "Der Upload ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
            // A refused type or size stays refused; everything else may work next time.
            retryable: !transportError || ![413, 415, 422].includes(transportError.status),
          });
        })
        .finally(() => {
          job.running = false;
        });
    }
  }, [entries]);

  const cancel = useCallback((key: string) => {
    jobs.current.get(key)?.controller?.abort();
    dispatch({ type: "cancelled", key });
  }, []);
  const retry = useCallback((key: string) => dispatch({ type: "retry", key }), []);
  const clearFinished = useCallback(() => dispatch({ type: "clear-finished" }), []);

  // Leaving the screen aborts what is still running (the server sweeps the sessions).
  useEffect(
    () => () => {
      for (const job of jobs.current.values()) job.controller?.abort();
    },
    [],
  );

  return { entries, addFiles, cancel, retry, clearFinished };
}
