/**
 * Synthetic memories and queries for benchmarks. Deterministic: the same seed gives the same
 * sentences on every machine. Sentences read like what an agent remembers about a user (people,
 * projects, tools, places, dates), with enough vocabulary that BM25 postings and vectors differ
 * from one memory to the next; queries are questions about memories that exist in the scope.
 */
import { fnv1a, mulberry32 } from '../models/embedders/fnv.js';

const PEOPLE = words(`Alice Priya Marco Chen Fatima Jonas Leila Tomasz Aisha Kenji Sofia Mateo Ingrid Ravi Noor Diego
  Hannah Oluwaseun Yuki Pierre Amara Lukas Mei Santiago Zainab Erik Camille Arjun Beatriz Dmitri Grace Hamza Elena Kwame
  Lucia Viktor Ana Tariq Freya Rahul Chloe Omar Nadia Felix Isabel Mohammed Astrid Javier Layla Connor Sven Rosa Tobias
  Ifeoma Paolo Maya Anders Leon Sara Bruno Julia Kofi Martina Henrik Yasmin Rafael Clara Ahmed Greta Ivan Lena Samuel`);

const RELATIONS = words(`sister brother mother father manager cofounder landlord dentist neighbour cousin mentor roommate
  accountant physiotherapist teammate partner daughter son grandmother colleague`);

const PROJECTS = list(`staging rollback runbook; billing migration; onboarding flow redesign; quarterly budget review;
  search relevance tuning; mobile checkout rewrite; data retention policy; incident postmortem template; customer churn dashboard;
  warehouse inventory sync; payroll integration; pricing page experiment; vendor security questionnaire; API rate limiter;
  kubernetes cluster upgrade; marketing newsletter; hiring pipeline for backend engineers; offsite planning; design system audit;
  accessibility fixes; invoice reconciliation; fraud detection model; recommendation engine; support ticket triage bot;
  localisation of the Spanish site; annual report; disaster recovery drill; SSO rollout; legacy CRM shutdown; grant application;
  conference talk proposal; kitchen renovation; wedding seating plan; half marathon training plan; tax return; mortgage refinancing;
  podcast launch; garden irrigation project; book club reading list; family reunion trip; photo archive cleanup; thesis chapter on
  soil erosion; school fundraiser; car lease renewal; home network upgrade; bakery supplier contract; volunteer shift schedule;
  analytics event schema; feature flag cleanup; latency regression investigation`);

const TOOLS = list(`Postgres; Kubernetes; Terraform; Figma; Jira; Notion; Slack; GitHub Actions; Datadog; Grafana; Redis;
  Snowflake; dbt; Airflow; Tableau; Excel; Google Sheets; Linear; Confluence; Docker; Rust; TypeScript; Python; Go; React;
  Svelte; Django; Rails; Kafka; Elasticsearch; Sentry; PagerDuty; Stripe; Salesforce; HubSpot; Zoom; Obsidian; Vim; VS Code;
  Blender; Lightroom; Ableton; QuickBooks; Trello; Miro; Bitwarden; Tailscale; Raspberry Pi; Home Assistant; Zapier`);

const PLACES = list(`Lisbon; Berlin; Nairobi; Osaka; the Toronto office; Buenos Aires; the Oslo fjords; Marrakech; the London
  office; Seoul; the cabin near Lake Tahoe; Cape Town; Reykjavik; the Austin data center; Singapore; the Paris headquarters;
  Melbourne; Krakow; the coworking space on Elm Street; Bangalore; Vancouver; the Milan showroom; Istanbul; Dublin; Hanoi;
  the Denver warehouse; Edinburgh; Porto; the beach house in Algarve; Montreal; Tbilisi; Zurich; Lagos; the Boston lab;
  Kyoto; Valencia; the farmers market; Prague; Copenhagen; Mexico City`);

const TOPICS = list(`latency spikes; database migrations; budget overruns; flaky tests; the hiring freeze; vendor pricing;
  on-call rotation; password rotation; customer complaints; memory leaks; release notes; the product roadmap; quarterly OKRs;
  disk usage alerts; the marketing launch; contract renewal; GDPR requests; timezone bugs; the caching layer; schema design;
  performance reviews; travel reimbursements; backup verification; the mobile crash rate; dependency upgrades; the audit findings;
  keyboard shortcuts; dark mode; email deliverability; cost allocation; sourdough starters; marathon pacing; jazz records;
  vegetarian recipes; climbing routes; birdwatching; chess openings; language lessons; sleep schedules; houseplants`);

const FOODS = words(`peanuts shellfish gluten lactose sesame strawberries mushrooms cilantro eggs soy walnuts kiwi`);
const DAYS = words(`Monday Tuesday Wednesday Thursday Friday Saturday Sunday`);
const MONTHS = words(`January February March April May June July August September October November December`);
const EVENTS = list(`board meeting; design review; product demo; customer workshop; team retrospective; budget sync;
  sprint planning; investor call; architecture review; launch party; dentist appointment; parent-teacher conference;
  quarterly all-hands; security training; wedding; birthday dinner; job interview; yoga retreat`);
const MOODS = words(`frustrated excited worried relieved confused optimistic sceptical thrilled annoyed cautious`);
const VERBS = list(`discussed; reviewed; argued about; sketched; finalised; postponed; paired on; presented; questioned; rewrote`);

/** A date phrase: "on Tuesday", "on March 14", "next week". */
function datePhrase(rnd: () => number): string {
  const r = rnd();
  if (r < 0.4) return `on ${pick(rnd, DAYS)}`;
  if (r < 0.8) return `on ${pick(rnd, MONTHS)} ${1 + Math.floor(rnd() * 28)}`;
  return pick(rnd, ['last week', 'next week', 'yesterday', 'this morning', 'at the end of the month', 'before the holidays']);
}

/** The slots one memory was built from; queries ask about them. */
interface Slots {
  person: string;
  other: string;
  project: string;
  tool: string;
  tool2: string;
  place: string;
  topic: string;
  event: string;
  relation: string;
  food: string;
  mood: string;
  verb: string;
  date: string;
  month: string;
  number: number;
}

type Template = { memory: (s: Slots) => string; queries: ((s: Slots) => string)[] };

const TEMPLATES: Template[] = [
  {
    memory: (s) => `${s.person} ${s.verb} the ${s.project} with ${s.other} ${s.date}`,
    queries: [(s) => `What did ${s.person} and ${s.other} discuss about the ${s.project}?`, (s) => `who worked on the ${s.project} with ${s.person}`],
  },
  {
    memory: (s) => `${s.person} prefers ${s.tool} over ${s.tool2} for anything involving ${s.topic}`,
    queries: [(s) => `Which tool does ${s.person} like for ${s.topic}?`, (s) => `${s.tool} or ${s.tool2} preference`],
  },
  {
    memory: (s) => `The deadline for the ${s.project} moved to ${s.month} ${(s.number % 28) + 1} after the ${s.event}`,
    queries: [(s) => `When is the ${s.project} due?`, (s) => `what changed after the ${s.event}`],
  },
  {
    memory: (s) => `${s.person} is flying to ${s.place} ${s.date} for the ${s.event}`,
    queries: [(s) => `When is ${s.person} travelling to ${s.place}?`, (s) => `Who is going to the ${s.event} in ${s.place}?`],
  },
  {
    memory: (s) => `The user's ${s.relation} ${s.person} is allergic to ${s.food}`,
    queries: [(s) => `What is ${s.person} allergic to?`, (s) => `food allergies of my ${s.relation}`],
  },
  {
    memory: (s) => `Remember to ask ${s.person} about ${s.topic} before the ${s.event} ${s.date}`,
    queries: [(s) => `What should I ask ${s.person} before the ${s.event}?`, (s) => `reminders about ${s.topic}`],
  },
  {
    memory: (s) => `${s.person} fixed the ${s.topic} problem in ${s.tool} after ticket ${s.number} was escalated`,
    queries: [(s) => `Who fixed the ${s.topic} issue in ${s.tool}?`, (s) => `ticket ${s.number}`],
  },
  {
    memory: (s) => `The user felt ${s.mood} about the ${s.project} after talking to ${s.person} ${s.date}`,
    queries: [(s) => `How does the user feel about the ${s.project}?`, (s) => `conversation with ${s.person} about the ${s.project}`],
  },
  {
    memory: (s) => `${s.person} moved the ${s.project} data from ${s.tool2} to ${s.tool} to cut costs by ${(s.number % 60) + 5} percent`,
    queries: [(s) => `Why did the ${s.project} switch to ${s.tool}?`, (s) => `cost savings from moving off ${s.tool2}`],
  },
  {
    memory: (s) => `The user lived in ${s.place} for ${(s.number % 9) + 1} years before joining the ${s.project} team`,
    queries: [(s) => `Where did the user live before the ${s.project}?`, (s) => `years in ${s.place}`],
  },
  {
    memory: (s) => `${s.person} recommended a book about ${s.topic} during the ${s.event} in ${s.place}`,
    queries: [(s) => `What book did ${s.person} recommend?`, (s) => `recommendations about ${s.topic}`],
  },
  {
    memory: (s) => `The ${s.event} with ${s.person} and ${s.other} is booked ${s.date} at the ${s.place} venue`,
    queries: [(s) => `When is the ${s.event} with ${s.other}?`, (s) => `meeting in ${s.place} ${s.date}`],
  },
  {
    memory: (s) => `The user is learning ${s.tool} in the evenings to help with the ${s.project}`,
    queries: [(s) => `What is the user studying for the ${s.project}?`, (s) => `learning ${s.tool}`],
  },
  {
    memory: (s) => `${s.person} owes the user ${(s.number % 400) + 20} euros for the ${s.event} tickets`,
    queries: [(s) => `How much money does ${s.person} owe me?`, (s) => `${s.event} tickets payment`],
  },
  {
    memory: (s) => `The user's ${s.relation} ${s.person} starts a new job in ${s.place} ${s.date}`,
    queries: [(s) => `Where is my ${s.relation} starting a new job?`, (s) => `${s.person} new job`],
  },
  {
    memory: (s) => `${s.person} warned that ${s.topic} could delay the ${s.project} unless ${s.other} approves more budget`,
    queries: [(s) => `What risks did ${s.person} raise for the ${s.project}?`, (s) => `does ${s.other} need to approve the budget`],
  },
];

/** One generated memory with the question a user might later ask about it. */
export interface SyntheticMemory {
  readonly content: string;
  readonly query: string;
}

/** `count` memories for `userId`, deterministic in (`userId`, `seed`). */
export function syntheticMemories(userId: string, count: number, seed = 1): SyntheticMemory[] {
  const rnd = mulberry32(fnv1a(`${seed}:${userId}`));
  // Each user has a circle of people, projects and places they mention most, as real users do.
  const circle = {
    people: sample(rnd, PEOPLE, 24),
    projects: sample(rnd, PROJECTS, 16),
    places: sample(rnd, PLACES, 12),
  };
  const out: SyntheticMemory[] = [];
  for (let i = 0; i < count; i++) {
    const s: Slots = {
      person: rnd() < 0.8 ? pick(rnd, circle.people) : pick(rnd, PEOPLE),
      other: pick(rnd, PEOPLE),
      project: rnd() < 0.8 ? pick(rnd, circle.projects) : pick(rnd, PROJECTS),
      tool: pick(rnd, TOOLS),
      tool2: pick(rnd, TOOLS),
      place: rnd() < 0.7 ? pick(rnd, circle.places) : pick(rnd, PLACES),
      topic: pick(rnd, TOPICS),
      event: pick(rnd, EVENTS),
      relation: pick(rnd, RELATIONS),
      food: pick(rnd, FOODS),
      mood: pick(rnd, MOODS),
      verb: pick(rnd, VERBS),
      date: datePhrase(rnd),
      month: pick(rnd, MONTHS),
      number: 100 + Math.floor(rnd() * 9900),
    };
    const t = pick(rnd, TEMPLATES);
    out.push({ content: t.memory(s), query: pick(rnd, t.queries)(s) });
  }
  return out;
}

/** `count` distinct queries about memories of `memories`, deterministic in `seed`. */
export function syntheticQueries(memories: readonly SyntheticMemory[], count: number, seed = 7): string[] {
  const rnd = mulberry32(seed);
  const seen = new Set<string>();
  const out: string[] = [];
  for (let tries = 0; out.length < count && tries < count * 50 && memories.length > 0; tries++) {
    const q = (memories[Math.floor(rnd() * memories.length)] as SyntheticMemory).query;
    if (seen.has(q)) continue;
    seen.add(q);
    out.push(q);
  }
  return out;
}

function pick<T>(rnd: () => number, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length)] as T;
}

function sample<T>(rnd: () => number, items: readonly T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

function list(text: string): string[] {
  return text
    .split(';')
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
