/**
 * Demo discussions: the association's categories (open ones, the board's, two working groups)
 * and threads about what the association really discusses (§ 23 AEG, funding programmes, the
 * working groups' business), with replies, a quote, a mention, an edit, a pinned and a closed
 * thread, and read positions so the demo member sees "neu" and unread markers.
 */
import { sql } from "drizzle-orm";
import type { Seeder, SeedContext, SeedUser } from "#platform/seed/seed-context.ts";
import { mentionMarkup } from "../domain/mentions.ts";
import { categories, categoryMembers, categoryUsers, postRevisions, posts, threadUsers, threads } from "./tables.ts";
import { postText } from "./post-text.ts";

interface SeedThread {
  category: string;
  title: string;
  daysAgo: number;
  pinned?: boolean;
  closed?: boolean;
  /** [author key, Markdown]; the first is the opening post. */
  posts: [string, string][];
}

const CATEGORIES = [
  {
    slug: "allgemein",
    name: "Allgemein",
    description: "Austausch aller Mitglieder: Termine, Hinweise und Fragen rund um den Verband.",
    readRoles: ["mitglied"],
    writeRoles: ["mitglied"],
    position: 1,
  },
  {
    slug: "politik-gesetzgebung",
    name: "Politik & Gesetzgebung",
    description: "Gesetzgebungsverfahren, Anhörungen und Positionen des Verbands – vom AEG bis zum Bundeshaushalt.",
    readRoles: ["mitglied"],
    writeRoles: ["mitglied"],
    position: 2,
  },
  {
    slug: "foerderprogramme",
    name: "Förderprogramme",
    description: "Förderrichtlinien von Bund und Ländern, Fristen und Erfahrungen mit Anträgen.",
    readRoles: ["mitglied"],
    writeRoles: ["mitglied"],
    position: 3,
  },
  {
    slug: "vorstand",
    name: "Vorstand",
    description: "Interne Abstimmungen von Vorstand und Geschäftsführung. Für Mitglieder nicht sichtbar.",
    readRoles: ["vorstand"],
    writeRoles: ["vorstand"],
    position: 4,
  },
  {
    slug: "ak-recht-regulierung",
    name: "AK Recht und Regulierung",
    description: "Arbeitskreis: Stellungnahmen, Regulierungsfragen und Rechtsprechung.",
    readRoles: ["vorstand"],
    writeRoles: ["vorstand"],
    position: 5,
    group: "recht",
  },
  {
    slug: "ak-technik-betrieb",
    name: "AK Technik und Betrieb",
    description: "Arbeitskreis: Instandhaltung, Digitalisierung der Leit- und Sicherungstechnik, Betriebsfragen.",
    readRoles: ["vorstand"],
    writeRoles: ["vorstand"],
    position: 6,
    group: "technik",
  },
] as const;

/** `m`: a demo person's id by key, `name`: their name (the public site's people, issue 25). */
function threadsFor(m: (key: string) => string, name: (key: string) => string): SeedThread[] {
  return [
    {
      category: "allgemein",
      title: "Willkommen im Diskussionsforum des VNSI",
      daysAgo: 40,
      pinned: true,
      posts: [
        [
          "management",
          `Liebe Mitglieder,\n\nhier besprechen wir künftig alles, was den Verband bewegt. Ein paar Hinweise:\n\n- **Bereiche**: Allgemeines, Politik & Gesetzgebung, Förderprogramme und die Arbeitskreise.\n- Mit \`@Name\` erwähnen Sie Kolleginnen und Kollegen – sie werden benachrichtigt.\n- Über *Beobachten* erhalten Sie Hinweise auf jede neue Antwort.\n\nViele Grüße\n${name("management")}\nGeschäftsführerin`,
        ],
        ["m1", "Danke, sehr praktisch! Endlich nicht mehr zwanzig E-Mails mit „AW: AW: AEG“."],
      ],
    },
    {
      category: "politik-gesetzgebung",
      title: "Novelle § 23 AEG: Anhörung im Verkehrsausschuss",
      daysAgo: 6,
      posts: [
        [
          "management",
          "Der Verkehrsausschuss hat die Anhörung zur Änderung von **§ 23 AEG** (Freistellung von Bahnbetriebszwecken) für den kommenden Monat angesetzt. Wir sind als Sachverständige eingeladen.\n\nKernpunkte unserer Stellungnahme:\n\n1. Die geplante Verkürzung des Verfahrens darf nicht zulasten der Eigentümer stillgelegter Strecken gehen.\n2. Für **Alternative B** (finanzieller Ausgleich nach Abs. 2b) brauchen wir belastbare Zahlen aus den Mitgliedsunternehmen.\n\nWer kann bis Ende der Woche Beispiele liefern?",
        ],
        ["m2", "Wir haben zwei Streckenabschnitte im Erzgebirge, bei denen ein Freistellungsverfahren seit 2022 läuft. Ich stelle die Eckdaten zusammen."],
        [
          "m3",
          "> Für Alternative B brauchen wir belastbare Zahlen\n\nBeim Rheinhafen können wir die Unterhaltungskosten je Kilometer beisteuern, ca. 18.000 € pro Jahr für Nebengleise.",
        ],
        [
          "management",
          `Sehr gut, danke! ${mentionMarkup(name("member"), m("member"))}, können Sie die Zahlen aus Ihrem Netz ergänzen? Dann hätten wir Beispiele aus drei Bundesländern.`,
        ],
        ["member", "Mache ich, ich schicke die Übersicht morgen."],
      ],
    },
    {
      category: "politik-gesetzgebung",
      title: "Koalitionsvertrag: Was steht für die NE-Infrastruktur drin?",
      daysAgo: 21,
      posts: [
        [
          "admin",
          "Eine erste Auswertung des Koalitionsvertrags liegt in den Dokumenten. Positiv: Die Schienengüterverkehrsförderung soll verstetigt werden. Offen: Die Finanzierung der Ersatzinvestitionen in nichtbundeseigene Netze wird nur im Prüfauftrag erwähnt.",
        ],
        ["m4", "Der Prüfauftrag ist immerhin ein Anknüpfungspunkt. Sollten wir das beim parlamentarischen Abend im Herbst zum Thema machen?"],
        ["board", "Ja, das nehmen wir in die Planung auf."],
      ],
    },
    {
      category: "foerderprogramme",
      title: "Förderrichtlinie Gleisanschlüsse: Antragsfrist 31. März",
      daysAgo: 3,
      posts: [
        [
          "m5",
          "Zur Erinnerung: Die Anträge für die Förderrichtlinie **Gleisanschlüsse und Umschlaganlagen** müssen bis zum 31. März beim Eisenbahn-Bundesamt eingehen. Die Förderquote liegt bei bis zu 50 % der zuwendungsfähigen Kosten.",
        ],
        ["m1", "Hat jemand Erfahrung mit dem neuen Online-Portal? Bei uns hängt der Upload der Planunterlagen ab etwa 20 MB."],
        ["m5", "Ja, das Portal nimmt nur einzelne Dateien bis 25 MB. Wir haben die Pläne aufgeteilt – hat funktioniert."],
      ],
    },
    {
      category: "foerderprogramme",
      title: "Landesförderung Sachsen-Anhalt: Erfahrungen mit der Kofinanzierung",
      daysAgo: 55,
      posts: [
        ["m2", "Das Land fordert für die Kofinanzierung inzwischen einen Nachweis der Betriebsnotwendigkeit für zehn Jahre. Wie gehen andere damit um?"],
        ["m3", "Wir haben eine Absichtserklärung der verladenden Wirtschaft beigelegt. Das wurde akzeptiert."],
      ],
    },
    {
      category: "allgemein",
      title: "Mitgliederversammlung: Terminvorschläge",
      daysAgo: 12,
      closed: true,
      posts: [
        ["management", "Für die ordentliche Mitgliederversammlung schlagen wir zwei Termine in Halle (Saale) vor. Bitte bis Freitag Rückmeldung."],
        ["m4", "Der frühere Termin passt uns besser."],
        [
          "management",
          "Danke für die Rückmeldungen – der frühere Termin ist gesetzt, die Einladung folgt fristgerecht vier Wochen vorher. Ich schließe das Thema.",
        ],
      ],
    },
    {
      category: "vorstand",
      title: "Haushalt: Beitragsanpassung für Fördermitglieder",
      daysAgo: 8,
      posts: [
        [
          "board",
          "Vorschlag für die nächste Vorstandssitzung: Beitrag für Fördermitglieder moderat anheben, um die Geschäftsstelle zu stärken. Zahlen im Anhang der Sitzungsunterlagen.",
        ],
        ["management", "Aus Sicht der Geschäftsstelle tragfähig. Wir sollten es vor der Mitgliederversammlung mit den größeren Fördermitgliedern besprechen."],
      ],
    },
    {
      category: "ak-recht-regulierung",
      title: "Stellungnahme zur Regulierung der Serviceeinrichtungen",
      daysAgo: 15,
      posts: [
        [
          "m3",
          "Die Bundesnetzagentur konsultiert die Nutzungsbedingungen für Serviceeinrichtungen. Ich habe einen ersten Entwurf unserer Stellungnahme geschrieben.",
        ],
        ["board", "Danke! Bitte in Abschnitt 2 noch auf die Ausnahme für kleine Betreiber eingehen."],
      ],
    },
    {
      category: "ak-technik-betrieb",
      title: "Digitale Stellwerke auf Nebenstrecken: Kosten und Erfahrungen",
      daysAgo: 2,
      posts: [
        ["m4", "Wer hat schon ein digitales Stellwerk (DSTW) auf einer Nebenstrecke in Betrieb? Uns interessieren die Kosten je Stelleinheit."],
        ["m1", "Wir planen gerade, Ausschreibung im nächsten Jahr. Gerne Austausch im nächsten AK-Treffen."],
      ],
    },
  ];
}

async function insertThread(
  context: SeedContext,
  categoryId: string,
  seed: SeedThread,
  author: (key: string) => SeedUser,
): Promise<{ threadId: string; postIds: string[] }> {
  const { db } = context;
  const start = Date.now() - seed.daysAgo * 86_400_000;
  const at = (i: number) => new Date(start + i * (seed.daysAgo > 1 ? 7 : 1) * 3_600_000);
  const last = seed.posts.length - 1;
  const [thread] = await db
    .insert(threads)
    .values({
      categoryId,
      authorId: author(seed.posts[0]![0]).id,
      title: seed.title,
      highestPostNumber: seed.posts.length,
      postCount: seed.posts.length,
      lastPostAt: at(last),
      lastPosterId: author(seed.posts[last]![0]).id,
      pinnedAt: seed.pinned ? at(0) : null,
      closedAt: seed.closed ? at(last) : null,
      createdAt: at(0),
    })
    .returning({ id: threads.id });
  const rows = await db
    .insert(posts)
    .values(
      seed.posts.map(([key, body], i) => ({
        threadId: thread!.id,
        postNumber: i + 1,
        authorId: author(key).id,
        body,
        bodyText: postText(body).text,
        createdAt: at(i),
      })),
    )
    .returning({ id: posts.id });
  await db
    .insert(threadUsers)
    .values({ userId: author(seed.posts[0]![0]).id, threadId: thread!.id, lastReadPostNumber: seed.posts.length, watchLevel: "watching" })
    .onConflictDoNothing();
  await db
    .update(categories)
    .set({ threadCount: sql`${categories.threadCount} + 1`, lastPostAt: sql`greatest(${categories.lastPostAt}, ${at(last).toISOString()}::timestamptz)` })
    .where(sql`${categories.id} = ${categoryId}`);
  return { threadId: thread!.id, postIds: rows.map((r) => r.id) };
}

export const discussionsSeeder: Seeder = {
  name: "discussions",
  async run(context) {
    const { db, users } = context;
    const extra = users.all.filter((u) => ![users.admin, users.management, users.board, users.member].includes(u));
    const people: Record<string, SeedUser> = { admin: users.admin, management: users.management, board: users.board, member: users.member };
    extra.forEach((u, i) => {
      people[`m${i + 1}`] = u;
    });
    const author = (key: string) => people[key] ?? users.member;
    const groups: Record<string, SeedUser[]> = {
      recht: [people.m3, people.m5, users.member].filter(Boolean) as SeedUser[],
      technik: [people.m1, people.m4].filter(Boolean) as SeedUser[],
    };
    const ids: Record<string, string> = {};
    for (const c of CATEGORIES) {
      const [row] = await db
        .insert(categories)
        .values({ slug: c.slug, name: c.name, description: c.description, readRoles: [...c.readRoles], writeRoles: [...c.writeRoles], position: c.position })
        .returning({ id: categories.id });
      ids[c.slug] = row!.id;
      const group = "group" in c ? groups[c.group] : undefined;
      if (group?.length) await db.insert(categoryMembers).values(group.map((u) => ({ categoryId: row!.id, userId: u.id })));
    }
    const seeds = threadsFor(
      (key) => author(key).id,
      (key) => `${author(key).firstName} ${author(key).lastName}`,
    );
    const created: { threadId: string; postIds: string[]; seed: SeedThread }[] = [];
    for (const seed of seeds) created.push({ ...(await insertThread(context, ids[seed.category]!, seed, author)), seed });

    // One edited post with its history, so "bearbeitet" has something to show.
    const aeg = created.find((c) => c.seed.title.startsWith("Novelle § 23 AEG"))!;
    await db
      .insert(postRevisions)
      .values({ postId: aeg.postIds[2]!, revision: 1, body: "Beim Rheinhafen können wir die Unterhaltungskosten beisteuern.", editedBy: author("m3").id });
    await db
      .update(posts)
      .set({ editCount: 1, editedAt: new Date(Date.now() - 5 * 86_400_000) })
      .where(sql`${posts.id} = ${aeg.postIds[2]!}`);

    // The demo member has read some threads partly: unread markers and the jump to the first unread.
    const welcome = created.find((c) => c.seed.pinned)!;
    await db.insert(threadUsers).values({ userId: users.member.id, threadId: welcome.threadId, lastReadPostNumber: 2 }).onConflictDoNothing();
    await db
      .insert(threadUsers)
      .values({ userId: users.member.id, threadId: aeg.threadId, lastReadPostNumber: 2, watchLevel: "watching" })
      .onConflictDoNothing();
    await db.insert(categoryUsers).values({ userId: users.member.id, categoryId: ids.foerderprogramme!, watchLevel: "watching" }).onConflictDoNothing();
    context.log(`discussions: ${CATEGORIES.length} categories, ${created.length} threads`);
  },
};
