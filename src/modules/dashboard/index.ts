/** The dashboard module (issue 25) offers other modules nothing: it only reads theirs. */
export {};
