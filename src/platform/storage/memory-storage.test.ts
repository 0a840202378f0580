import { memoryStorage } from "./memory-storage.ts";
import { describeObjectStorageContract } from "./object-storage.contract.ts";

describeObjectStorageContract("memory", async () => memoryStorage());
