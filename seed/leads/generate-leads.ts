/**
 * Deterministic, plausible leads for the demo data and for large benchmark sets (`npm run seed:large --
 * --jobs 1000000`): clients with names from the dealer's markets, jobs spread over time, workflows,
 * statuses and employees, each with its first events. The same seed gives the same leads. Pure.
 */
import { foldText as fold } from "../../app/core/catalog/car-search-text";
import type { JobEventKind } from "../../app/core/leads/job-events";
import { jobSearchText } from "../../app/core/leads/job-search-text";
import type { Visibility } from "../../app/core/leads/visibility";
import type { Locale } from "../../app/shared/locales";
import { prng } from "../cars/generate-cars";

export type LeadWorld = {
  projectId: string;
  now: Date;
  /** How far back jobs go (days). */
  days: number;
  languages: readonly Locale[];
  workflows: readonly {
    id: number;
    label: string;
    systemTypes: readonly string[];
    statuses: readonly { id: number; outcome: "open" | "won" | "lost"; position: number }[];
  }[];
  employees: readonly string[];
  locations: readonly number[];
  vehicles: readonly { carId: string | null; brand: string; model: string; valueMinor: number | null }[];
};

export type GeneratedClient = {
  id: string;
  projectId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  language: Locale;
  privacyAcceptedAt: Date;
  createdAt: Date;
};

export type GeneratedJob = {
  projectId: string;
  workflowId: number;
  statusId: number;
  systemType: string;
  clientId: string;
  assigneeId: string | null;
  locationId: number | null;
  source: string;
  tags: string[];
  leadTags: string[];
  labels: string[];
  language: Locale;
  carId: string | null;
  vehicleBrandName: string | null;
  vehicleModelName: string | null;
  vehicleValueMinor: number | null;
  payload: Record<string, unknown>;
  priority: number;
  deadline: Date | null;
  starred: boolean;
  visibility: Visibility;
  closeReason: string | null;
  firstReactionAt: Date | null;
  closedAt: Date | null;
  cdate: Date;
  mdate: Date;
  searchText: string;
};

export type GeneratedEvent = {
  kind: JobEventKind;
  actorId: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
};

const NAMES: Record<Locale, { first: string[]; last: string[] }> = {
  de: {
    first: [
      "Lukas",
      "Anna",
      "Jonas",
      "Lea",
      "Felix",
      "Hannah",
      "Paul",
      "Sophie",
      "Maximilian",
      "Marie",
      "Tobias",
      "Julia",
    ],
    last: [
      "Müller",
      "Schmidt",
      "Schneider",
      "Fischer",
      "Weber",
      "Meyer",
      "Wagner",
      "Becker",
      "Hoffmann",
      "Schäfer",
      "Koch",
      "Richter",
    ],
  },
  en: {
    first: ["James", "Emily", "Oliver", "Charlotte", "Harry", "Amelia", "Jack", "Grace"],
    last: ["Smith", "Taylor", "Brown", "Wilson", "Evans", "Walker", "Wright", "Hughes"],
  },
  pl: {
    first: ["Piotr", "Anna", "Krzysztof", "Katarzyna", "Tomasz", "Magdalena", "Michał", "Agnieszka"],
    last: ["Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamińska", "Lewandowski", "Zielińska", "Szymański"],
  },
  tr: {
    first: ["Mehmet", "Ayşe", "Mustafa", "Fatma", "Emre", "Zeynep", "Burak", "Elif"],
    last: ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Aydın", "Öztürk"],
  },
};

const MESSAGES: Record<Locale, string[]> = {
  de: [
    "Ist das Fahrzeug noch verfügbar? Ich würde es gern am Samstag ansehen.",
    "Bitte rufen Sie mich wegen einer Finanzierung zurück.",
    "Was wäre mein Wagen bei Inzahlungnahme noch wert?",
    "Ich brauche einen Termin für die Inspektion.",
  ],
  en: [
    "Is the car still available? I could come by on Saturday.",
    "Please call me back about financing.",
    "What would you offer for my current car as a trade-in?",
    "I need an appointment for a service.",
  ],
  pl: [
    "Czy samochód jest jeszcze dostępny? Mogę przyjechać w sobotę.",
    "Proszę o kontakt w sprawie finansowania.",
    "Ile mogę dostać za mój obecny samochód?",
  ],
  tr: [
    "Araç hâlâ satışta mı? Cumartesi gelebilirim.",
    "Finansman için beni geri arar mısınız?",
    "Mevcut aracım için ne teklif edersiniz?",
  ],
};

const SOURCES = [
  "website",
  "website",
  "website",
  "website",
  "website",
  "website",
  "phone",
  "phone",
  "walk_in",
  "email",
  "partner",
];
const TAGS = ["vip", "fleet", "export", "eco", "repeat"];
const LEAD_TAGS = ["hot", "warm", "cold"];
const LABELS = ["callback", "documents_missing", "financing_needed"];
const LOST_REASONS = ["price", "bought_elsewhere", "no_answer", "not_available"];
/** How often each workflow gets a lead, by its label (unknown labels get 1). */
const WEIGHT: Record<string, number> = {
  sales: 8,
  trade_in: 3,
  financing: 3,
  service: 3,
  rental: 1,
  contact: 2,
  memberships: 1,
};

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** A v4-shaped uuid from the generator (clients need ids before their jobs are written). */
function uuidFrom(rnd: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rnd() * 16).toString(16));
  hex[12] = "4";
  hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Generates `count` jobs in batches (`onBatch` gets clients, jobs and each job's events). Jobs come
 * oldest first, so ids grow with `cdate` like real traffic. About one client in five comes back.
 * `firstIndex` numbers the new clients' e-mails (unique per project): runs that add to a project, or
 * work side by side, each take their own range.
 */
export function* generateLeads(
  world: LeadWorld,
  count: number,
  seed: number,
  batchSize = 1000,
  firstIndex = 0,
): Generator<{ clients: GeneratedClient[]; jobs: { job: GeneratedJob; events: GeneratedEvent[] }[] }> {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const weighted = world.workflows.flatMap((w) => Array.from({ length: WEIGHT[w.label] ?? 1 }, () => w));
  const known: GeneratedClient[] = [];
  const start = world.now.getTime() - world.days * DAY;
  let clients: GeneratedClient[] = [];
  let jobs: { job: GeneratedJob; events: GeneratedEvent[] }[] = [];
  for (let i = 0; i < count; i++) {
    // More leads lately: the square root skews creation times towards now.
    const cdate = new Date(start + Math.sqrt((i + rnd()) / count) * world.days * DAY - rnd() * HOUR);
    const age = world.now.getTime() - cdate.getTime();
    let client: GeneratedClient;
    if (known.length > 10 && rnd() < 0.2) client = pick(known);
    else {
      const language = rnd() < 0.7 ? world.languages[0]! : pick(world.languages);
      const names = NAMES[language] ?? NAMES.en;
      const firstName = pick(names.first);
      const lastName = pick(names.last);
      client = {
        id: uuidFrom(rnd),
        projectId: world.projectId,
        firstName,
        lastName,
        email: `${fold(firstName)}.${fold(lastName)}.${firstIndex + i}@example.com`,
        phone:
          rnd() < 0.7
            ? `+49 1${Math.floor(50 + rnd() * 30)} ${Math.floor(1_000_000 + rnd() * 8_999_999)}`
            : null,
        language,
        privacyAcceptedAt: cdate,
        createdAt: cdate,
      };
      clients.push(client);
      known.push(client);
      if (known.length > 5000) known.splice(0, 1000);
    }
    const workflow = pick(weighted);
    const systemType = pick(workflow.systemTypes);
    const ordered = [...workflow.statuses].sort((a, b) => a.position - b.position);
    const open = ordered.filter((s) => s.outcome === "open");
    // Older leads are more often decided; most decided ones are won, like a dealer's real funnel.
    const decided = rnd() < Math.min(0.9, age / (30 * DAY));
    const won = ordered.find((s) => s.outcome === "won")!;
    const lost = ordered.find((s) => s.outcome === "lost")!;
    // Most leads get an answer within minutes to hours; a few recent ones still wait (critical).
    const reactionDelay = decided || rnd() < 0.92 ? rnd() * rnd() * 3 * HOUR : null;
    const firstReactionAt =
      reactionDelay !== null && cdate.getTime() + reactionDelay < world.now.getTime()
        ? new Date(cdate.getTime() + reactionDelay)
        : null;
    // A lead nobody has reacted to is still in its first status.
    const status =
      decided && firstReactionAt
        ? rnd() < 0.55
          ? won
          : lost
        : firstReactionAt
          ? open[Math.min(open.length - 1, Math.floor(rnd() * rnd() * open.length * 1.5))]!
          : open[0]!;
    const deleted = rnd() < 0.02;
    const visibility: Visibility = deleted ? "deleted" : status.outcome;
    const assignee = rnd() < 0.85 && world.employees.length ? pick(world.employees) : null;
    const lastTouch = Math.min(
      world.now.getTime(),
      cdate.getTime() + (firstReactionAt ? rnd() * Math.min(age, 20 * DAY) : 0),
    );
    const mdate = new Date(Math.max(cdate.getTime(), lastTouch));
    const vehicle =
      systemType === "CONTACT" && rnd() < 0.6 ? null : world.vehicles.length ? pick(world.vehicles) : null;
    const messages = MESSAGES[client.language] ?? MESSAGES.en;
    const priority = rnd() < 0.04 ? 3 : rnd() < 0.15 ? 2 : rnd() < 0.1 ? 0 : 1;
    const deadline =
      visibility === "open" && rnd() < 0.4 ? new Date(world.now.getTime() + (rnd() * 10 - 4) * DAY) : null;
    const job: GeneratedJob = {
      projectId: world.projectId,
      workflowId: workflow.id,
      statusId: status.id,
      systemType,
      clientId: client.id,
      assigneeId: assignee,
      locationId: world.locations.length ? pick(world.locations) : null,
      source: pick(SOURCES),
      tags: rnd() < 0.25 ? [pick(TAGS)] : [],
      leadTags: rnd() < 0.5 ? [pick(LEAD_TAGS)] : [],
      labels: rnd() < 0.2 ? [pick(LABELS)] : [],
      language: client.language,
      carId: vehicle?.carId ?? null,
      vehicleBrandName: vehicle?.brand ?? null,
      vehicleModelName: vehicle?.model ?? null,
      vehicleValueMinor: vehicle?.valueMinor ?? null,
      payload: { message: pick(messages), ...(client.phone ? { phone: client.phone } : {}) },
      priority,
      deadline,
      starred: rnd() < 0.05,
      visibility,
      closeReason: status.outcome === "lost" ? pick(LOST_REASONS) : deleted ? "duplicate" : null,
      firstReactionAt,
      closedAt: status.outcome !== "open" ? mdate : null,
      cdate,
      mdate,
      searchText: "",
    };
    job.searchText = jobSearchText({ ...client, ...job });
    const events: GeneratedEvent[] = [
      { kind: "created", actorId: null, data: { systemType }, createdAt: cdate },
    ];
    if (firstReactionAt) {
      // The first reaction: a call to the client.
      events.push({ kind: "call", actorId: assignee, data: {}, createdAt: firstReactionAt });
    }
    if (status.outcome !== "open") {
      events.push({
        kind: status.outcome,
        actorId: assignee,
        data: { from: open[0]!.id, to: status.id, reason: job.closeReason },
        createdAt: mdate,
      });
    }
    jobs.push({ job, events });
    if (jobs.length >= batchSize) {
      yield { clients, jobs };
      clients = [];
      jobs = [];
    }
  }
  if (jobs.length) yield { clients, jobs };
}
