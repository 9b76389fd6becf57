/**
 * Demo guided tours (issue 17 part 2): the job list and the job page, in four languages. Their selectors
 * are the `data-tour` attributes of routes/account/jobs.tsx and job.tsx. Fixed ids, so seeding again
 * adds nothing twice.
 */
import type { TourStep } from "../../app/core/tours/tour-screens";
import type { Db } from "../../app/db/client.server";
import { tours } from "../../app/db/schema";

type DemoTour = { id: string; name: string; type: "jobs" | "job"; targetGroups: string[]; steps: TourStep[] };

export const DEMO_TOURS: DemoTour[] = [
  {
    id: "7f1c2a30-5b6d-4e8f-9a01-b2c3d4e5f601",
    name: "Job list",
    type: "jobs",
    targetGroups: ["workflows"],
    steps: [
      {
        id: "7f1c2a30-5b6d-4e8f-9a01-b2c3d4e5f611",
        selector: '[data-tour="job-list-title"]',
        content: {
          de: "Hier sehen Sie die Vorgänge, die Sie bearbeiten, und wie viele es sind.",
          en: "These are the jobs you work on, and how many there are.",
          pl: "Tutaj widzisz zlecenia, którymi się zajmujesz, i ich liczbę.",
          tr: "Burada üzerinde çalıştığınız işleri ve sayılarını görürsünüz.",
        },
      },
      {
        id: "7f1c2a30-5b6d-4e8f-9a01-b2c3d4e5f612",
        selector: '[data-tour="job-list-visibility"]',
        content: {
          de: "Wechseln Sie zwischen offenen, gewonnenen, verlorenen und gelöschten Vorgängen.",
          en: "Switch between open, won, lost and deleted jobs.",
          pl: "Przełączaj między zleceniami otwartymi, wygranymi, przegranymi i usuniętymi.",
          tr: "Açık, kazanılan, kaybedilen ve silinen işler arasında geçiş yapın.",
        },
      },
      {
        id: "7f1c2a30-5b6d-4e8f-9a01-b2c3d4e5f613",
        selector: '[data-tour="job-list-filters"]',
        content: {
          de: "Suchen und filtern Sie nach Workflow, Status, Marke, Zeitraum und mehr.",
          en: "Search and filter by workflow, status, brand, period and more.",
          pl: "Wyszukuj i filtruj według procesu, statusu, marki, okresu i innych.",
          tr: "İş akışı, durum, marka, dönem ve daha fazlasına göre arayın ve filtreleyin.",
        },
      },
      {
        id: "7f1c2a30-5b6d-4e8f-9a01-b2c3d4e5f614",
        selector: '[data-tour="job-list-table"]',
        content: {
          de: "Öffnen Sie einen Vorgang mit einem Klick auf den Kunden; mehrere markierte Vorgänge ändern Sie gemeinsam.",
          en: "Open a job by clicking its client; change several ticked jobs at once.",
          pl: "Otwórz zlecenie, klikając klienta; zaznaczone zlecenia zmieniasz razem.",
          tr: "Bir işi müşterisine tıklayarak açın; işaretlenen birden çok işi birlikte değiştirin.",
        },
      },
    ],
  },
  {
    id: "7f1c2a30-5b6d-4e8f-9a01-b2c3d4e5f602",
    name: "Job page",
    type: "job",
    targetGroups: ["workflows"],
    steps: [
      {
        id: "7f1c2a30-5b6d-4e8f-9a01-b2c3d4e5f621",
        selector: '[data-tour="job-status"]',
        content: {
          de: "Status und Stand des Vorgangs auf einen Blick.",
          en: "The job's state and status at a glance.",
          pl: "Stan i status zlecenia w jednym miejscu.",
          tr: "İşin durumu ve aşaması bir bakışta.",
        },
      },
      {
        id: "7f1c2a30-5b6d-4e8f-9a01-b2c3d4e5f622",
        selector: '[data-tour="job-timeline"]',
        content: {
          de: "Der Verlauf zeigt alles, was mit dem Vorgang geschah, mit Zeit und Person.",
          en: "The timeline shows everything that happened to the job, with time and person.",
          pl: "Oś czasu pokazuje wszystko, co działo się ze zleceniem, z czasem i osobą.",
          tr: "Zaman çizelgesi işte olan her şeyi zamanı ve kişisiyle gösterir.",
        },
      },
      {
        id: "7f1c2a30-5b6d-4e8f-9a01-b2c3d4e5f623",
        selector: '[data-tour="job-comment"]',
        content: {
          de: "Notieren Sie hier Absprachen mit dem Kunden für Ihr Team.",
          en: "Note what you agreed with the client here, for your team.",
          pl: "Zapisz tutaj ustalenia z klientem dla swojego zespołu.",
          tr: "Müşteriyle yaptığınız anlaşmaları ekibiniz için buraya not edin.",
        },
      },
    ],
  },
];

/** The demo tours for a project (idempotent). */
export async function seedTours(db: Db, projectId: string): Promise<void> {
  await db
    .insert(tours)
    .values(DEMO_TOURS.map((t, position) => ({ ...t, projectId, position })))
    .onConflictDoNothing();
}
