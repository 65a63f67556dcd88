import { defaultSlidesForGrade } from '#contract/constants';
import { gradeOf } from '#contract/class-level';
import type { Env } from '#server/env';
import { enqueueJob } from '#server/lib/jobs';
import { type DeckPage, generateDeckPdf } from '#server/lib/pdf/generate-deck';
import { blobStore } from '#server/lib/storage';
import { CONVERT_JOB, type ConvertPayload } from '#server/modules/course-materials/course-materials.view';
import type { Db } from '../client';
import { DEMO_SCHOOLS } from './demo-plan';

/** The grades taught in the demo schools: each gets a deck. */
export const DEMO_DECK_GRADES = [...new Set(DEMO_SCHOOLS.flatMap((s) => s.classes.map((c) => gradeOf(c) ?? 0)))]
  .filter((g) => g > 0)
  .sort((a, b) => a - b);

const TOPICS: [string, string[]][] = [
  [
    'What is Artificial Intelligence?',
    ['Machines that sense, think and act', 'AI we meet every day', 'What AI cannot do'],
  ],
  ['Humans and Machines', ['How people learn', 'How computers follow instructions', 'Where the two meet']],
  [
    'Sensors Around Us',
    ['Eyes and ears for machines', 'Cameras, microphones, thermometers', 'Activity: find five sensors at home'],
  ],
  [
    'Data Is Everywhere',
    ['Numbers, words, pictures and sounds', 'Collecting data carefully', 'Activity: a class weather log'],
  ],
  ['Finding Patterns', ['Sorting and grouping', 'Patterns in shapes and numbers', 'Predicting what comes next']],
  ['Teaching a Computer', ['Examples and labels', 'Training and testing', 'Why more examples help']],
  ['Decision Trees', ['Asking yes-or-no questions', 'Drawing the tree', 'Activity: guess the animal']],
  ['Recognising Images', ['Pixels and colours', 'Edges and shapes', 'How a phone finds faces']],
  ['Understanding Language', ['Words as data', 'Chatbots and voice assistants', 'When a computer misunderstands']],
  ['Robots at Work', ['Sense, plan, act', 'Robots in farms and factories', 'Safety around robots']],
  ['Smart Cities', ['Traffic lights that adapt', 'Saving water and power', 'Activity: design a smart street']],
  ['AI in Health', ['Helping doctors read scans', 'Reminders and fitness trackers', 'Why a doctor still decides']],
  ['Fairness and Bias', ['When data leaves people out', 'Checking a model for fairness', 'Discussion: is it fair?']],
  ['Privacy and Safety', ['Personal data', 'Strong passwords', 'Thinking before sharing']],
  ['Project Time', ['Choose a problem', 'Plan with data', 'Present to the class']],
];

/** The demo deck of a grade: defaultSlidesForGrade(grade) slides, each with a title and a few lines. */
export function demoDeckPages(grade: number, maxSlides = Number.POSITIVE_INFINITY): DeckPage[] {
  return Array.from({ length: Math.min(defaultSlidesForGrade(grade), maxSlides) }, (_, i) => {
    const [topic, lines] = TOPICS[i % TOPICS.length] as [string, string[]];
    const round = Math.floor(i / TOPICS.length);
    return {
      title: `${i + 1}. ${topic}${round > 0 ? ` (part ${round + 1})` : ''}`,
      lines: [...lines, `Class ${grade} activity ${i + 1}`],
    };
  });
}

/**
 * Queues the demo decks through the real pipeline: a generated PDF per grade stored like an upload, and a
 * conversion job for each, which the server's job runner works through after it starts listening.
 */
export async function queueDemoDecks(db: Db, env: Env, adminId: string | null, maxSlides?: number): Promise<void> {
  const store = blobStore(env);
  const start = Date.now();
  for (const [i, grade] of DEMO_DECK_GRADES.entries()) {
    const pages = demoDeckPages(grade, maxSlides);
    const pdf = await generateDeckPdf(pages, { footer: `Pathshala AI · Class ${grade}` });
    const id = crypto.randomUUID();
    const payload: ConvertPayload = {
      classNumber: grade,
      pdfKey: `uploads/${id}.pdf`,
      pdfFileName: `class-${grade}-ai-curriculum.pdf`,
      pdfFileSize: pdf.byteLength,
      uploadedBy: adminId,
    };
    await store.put(payload.pdfKey, pdf);
    await enqueueJob(db, {
      id,
      kind: CONVERT_JOB,
      payload,
      total: pages.length,
      createdBy: adminId,
      createdAt: new Date(start + i),
    });
  }
}
