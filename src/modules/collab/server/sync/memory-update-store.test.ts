import { MemoryUpdateStore } from "./memory-update-store.ts";
import { describeUpdateStore } from "./update-store.contract.ts";

describeUpdateStore("memory", () => {
  const store = new MemoryUpdateStore();
  let next = 0;
  return {
    store,
    newDocument: async () => {
      next += 1;
      return `doc-${next}`;
    },
  };
});
