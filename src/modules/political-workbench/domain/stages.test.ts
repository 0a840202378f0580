import { describe, expect, it } from "vitest";
import { STAGES, isFinished, stageLabel, stageProgress, stagesFor } from "./stages.ts";

describe("stages", () => {
  it("passes every stage at federal and EU level, and skips the Bundesrat in a Land", () => {
    expect(stagesFor("bund")).toEqual([...STAGES]);
    expect(stagesFor("eu")).toEqual([...STAGES]);
    expect(stagesFor("land")).toEqual(["referentenentwurf", "kabinett", "bundestag_1", "ausschuss", "bundestag_2_3", "verkuendung", "inkrafttreten"]);
  });

  it("names stages as the level does", () => {
    expect(stageLabel("bundestag_1", "bund")).toBe("Bundestag, 1. Lesung");
    expect(stageLabel("bundestag_1", "land")).toBe("Landtag, 1. Lesung");
    expect(stageLabel("kabinett", "eu")).toBe("Vorschlag der Kommission");
    // A Land procedure recorded at a federal stage (e.g. data from before a level change) keeps a name.
    expect(stageLabel("bundesrat_2", "land")).toBe("Bundesrat, 2. Durchgang");
  });

  it("reports progress within the level's own stages", () => {
    expect(stageProgress("referentenentwurf", "bund")).toEqual({ step: 1, of: 9 });
    expect(stageProgress("ausschuss", "land")).toEqual({ step: 4, of: 7 });
    expect(stageProgress("bundesrat_1", "land")).toEqual({ step: 3, of: 7 });
    expect(stageProgress("inkrafttreten", "eu")).toEqual({ step: 9, of: 9 });
  });

  it("is finished only in force", () => {
    expect(STAGES.filter(isFinished)).toEqual(["inkrafttreten"]);
  });
});
