/** A believable set of minutes for tests and previews, built with the real rule texts. */
import { tallyMotion } from "../domain/majority.ts";
import { tallyElection } from "../domain/elections.ts";
import { quorumOf } from "../domain/quorum.ts";
import type { MinutesData } from "./minutes-data.ts";

const quorum = quorumOf({ votingMembersPresent: 9, votingMembersRepresented: 2, presidiumPresent: 3 });
const discharge = tallyMotion("general", { yes: 8, no: 0, abstain: 3, invalid: 0 });
const statutes = tallyMotion("statute_change", { yes: 9, no: 2, abstain: 0, invalid: 0 });
const election = tallyElection(
  [
    { candidateId: "k1", name: "Dr. Jana Weber", votes: 7 },
    { candidateId: "k2", name: "Tobias Krüger", votes: 4 },
  ],
  0,
  0,
);

export const minutesFixture: MinutesData = {
  association: { name: "Verband Nichtbundeseigener Schieneninfrastruktur e.V.", seat: "Berlin", register: "Amtsgericht Charlottenburg VR 41873 B" },
  assembly: {
    title: "Ordentliche Mitgliederversammlung 2026",
    kind: "ordinary",
    date: "2026-03-29",
    openedAt: new Date("2026-03-29T08:05:00Z"),
    closedAt: new Date("2026-03-29T11:40:00Z"),
    place: "Berlin, Reinhardtstraße 27",
    onlineParticipation: true,
    chair: "Dr. Martina Schulz (Präsidentin)",
    minuteTaker: "Jonas Becker (Geschäftsstelle)",
  },
  convocation: {
    firstSentAt: new Date("2026-02-27T09:00:12Z"),
    lastSentAt: new Date("2026-02-27T09:00:41Z"),
    invitedMembers: 14,
    noticeText: "Die Einladung wurde mindestens vier Wochen vor dem Tag der Versammlung abgesendet; die Frist nach § 4 Abs. 3 Satzung ist gewahrt.",
  },
  attendance: {
    entries: [
      {
        memberName: "Hafenbahn Rostock GmbH",
        personName: "Dr. Martina Schulz",
        mode: "in_person",
        capacity: "Stimmberechtigt",
        proxiesFor: ["Kleinbahn Vorpommern GmbH"],
        office: "Präsidentin / Präsident",
        presence: "Bis zum Schluss anwesend",
      },
      {
        memberName: "Industriebahn Sachsen-Anhalt AG",
        personName: "Peter Lange",
        mode: "in_person",
        capacity: "Stimmberechtigt",
        proxiesFor: [],
        office: "Schatzmeisterin / Schatzmeister",
        presence: "Bis zum Schluss anwesend",
      },
      {
        memberName: "Eisenbahninfrastruktur Württemberg GmbH & Co. KG",
        personName: "Sabine Öztürk",
        mode: "online",
        capacity: "Stimmberechtigt",
        proxiesFor: ["Anschlussbahn Nordbayern GmbH"],
        office: null,
        presence: "Bis zum Schluss anwesend",
      },
      {
        memberName: "Ingenieurbüro Gleisplan GmbH",
        personName: "Marco Weiß",
        mode: "online",
        capacity: "Beratend (förderndes Mitglied)",
        proxiesFor: [],
        office: null,
        presence: "Gegangen um 11:40 Uhr",
      },
    ],
    quorumLabel: quorum.label,
    quorate: quorum.quorate,
  },
  agenda: [
    {
      number: "1",
      title: "Begrüßung und Feststellung der Beschlussfähigkeit",
      notes: "Die Präsidentin eröffnet die Versammlung und stellt die ordnungsgemäße Einladung fest.",
      documents: [],
      motions: [],
      ballots: [],
    },
    {
      number: "2",
      title: "Entlastung des Vorstands",
      notes: null,
      documents: ["Kassenbericht 2025.pdf", "Bericht der Kassenprüfer 2025.pdf"],
      motions: [],
      ballots: [
        {
          title: "Entlastung des Vorstands für das Geschäftsjahr 2025",
          modeLabel: "Offene Abstimmung",
          openedAt: new Date("2026-03-29T09:10:00Z"),
          closedAt: new Date("2026-03-29T09:14:00Z"),
          quorumLabel: quorum.label,
          rows: [
            { label: "Ja", votes: 8 },
            { label: "Nein", votes: 0 },
            { label: "Enthaltung", votes: 3 },
            { label: "Ungültig", votes: 0 },
          ],
          outcomeText: discharge.outcomeText,
          ruleText: discharge.ruleText,
          interpretation: discharge.interpretation,
          namedVotes: null,
        },
      ],
    },
    {
      number: "3",
      title: "Änderung von § 6 Abs. 2 der Satzung (Beitragsstaffel)",
      notes: null,
      documents: ["Synopse Satzungsänderung.pdf"],
      motions: [
        { title: "Staffelung nach Gleiskilometern", filedBy: "Vorstand", receivedOn: "2026-02-20", status: "fristgerecht, mit der Einladung bekannt gegeben" },
      ],
      ballots: [
        {
          title: "Satzungsänderung § 6 Abs. 2",
          modeLabel: "Namentliche Abstimmung",
          openedAt: new Date("2026-03-29T09:40:00Z"),
          closedAt: new Date("2026-03-29T09:48:00Z"),
          quorumLabel: quorum.label,
          rows: [
            { label: "Ja", votes: 9 },
            { label: "Nein", votes: 2 },
            { label: "Enthaltung", votes: 0 },
            { label: "Ungültig", votes: 0 },
          ],
          outcomeText: statutes.outcomeText,
          ruleText: statutes.ruleText,
          interpretation: statutes.interpretation,
          namedVotes: [
            { memberName: "Hafenbahn Rostock GmbH", choice: "Ja" },
            { memberName: "Kleinbahn Vorpommern GmbH", choice: "Nein" },
          ],
        },
      ],
    },
    {
      number: "4",
      title: "Wahl der Vizepräsidentin / des Vizepräsidenten",
      notes: null,
      documents: [],
      motions: [],
      ballots: [
        {
          title: "Wahl: Vizepräsidentin / Vizepräsident",
          modeLabel: "Geheime Wahl (verlangt von einem stimmberechtigten Mitglied)",
          openedAt: new Date("2026-03-29T10:30:00Z"),
          closedAt: new Date("2026-03-29T10:41:00Z"),
          quorumLabel: quorum.label,
          rows: [
            { label: "Dr. Jana Weber", votes: 7 },
            { label: "Tobias Krüger", votes: 4 },
            { label: "Enthaltung", votes: 0 },
          ],
          outcomeText: election.outcomeText,
          ruleText: election.ruleText,
          interpretation: election.interpretation,
          namedVotes: null,
        },
      ],
    },
  ],
  generatedAt: new Date("2026-03-30T07:00:00Z"),
};
