/**
 * Question forms (issue 24, seventh round): what a question asks by its shape, a question word and
 * the predicate after it, where the word families (`lexicon.ts`) see only single words. "where" +
 * grow up / be raised / be from asks for the hometown; "where" + work for the employer; "who" + a
 * verb with the user as its object asks for the person in that role ("who employs me", "who signs
 * off my leave", "who does my books"); "what" + am i aiming for / am i on / do i get around on,
 * "how much do i earn". Data and a matcher; `questions.ts` merges what it finds with the families.
 *
 * A form's runs are written in normal form: base forms of the words ("grow up" stands for grew up,
 * growing up), `be` for am/is/was…, `do` for does/did, `have` for has/had, `i` for i/we, `me` for
 * me/us, `my` for my/our, `*` for any one word and `$` for the end of the question. A run must
 * follow the form's question word (`yes` is a yes/no question about the user: "am i…", "do i…",
 * "was i…"); a `bare` form takes its run only right after the question word ("what am i on", not
 * "what team am i on"). A form names attributes (best first, with their weights) or a role of the
 * people the user deals with (`roles`: an accountant, a GP, an agent), whose nouns are searched
 * among the user's statements and read as predicates.
 */
import { FormTable, plainForm } from './forms.js';
import { groupWords, NOUNS } from './nouns.js';

/** One form. */
export interface QuestionForm {
  /** Question words, one of which must come first (`yes`: a yes/no question about the user). */
  readonly ask: readonly string[];
  /** Runs in normal form (see the module comment), one of which must follow the question word. */
  readonly runs: readonly string[];
  /** Attributes asked for, best first, with their weights (1 when left out). */
  readonly attributes?: readonly (readonly [string, number])[];
  /** The head of a `provider` noun group (`nouns.ts`): "who does my books" asks for the user's accountant. */
  readonly role?: string;
  /** Only right after the question word. */
  readonly bare?: boolean;
  /** Runs that make it another question ("where do i work out" is about a gym). */
  readonly unless?: readonly string[];
}

const WHERE = ['where'];
const WHO = ['who', 'whom'];
const WHAT = ['what', 'which', 'how'];
const A = (key: string, weight = 1) => [key, weight] as const;

/** The built-in forms. */
export const QUESTION_FORMS: readonly QuestionForm[] = [
  // Where the user comes from.
  {
    ask: WHERE,
    runs: ['grow up', 'raise', 'bring up', 'born', 'childhood', 'early year', 'youth', 'as a kid', 'as a child'],
    attributes: [A('hometown')],
  },
  {
    ask: WHERE,
    runs: ['be i from', 'be i * from', 'do i originate', 'originally', 'hail from', 'come from'],
    attributes: [A('hometown'), A('nationality', 0.9)],
  },
  // "which town did i grow up in", "what city did i spend my childhood in": the place asked by "what" + a noun.
  { ask: WHAT, runs: ['grow up in', 'spend my childhood', 'raise in', 'bring up in', 'spend my early year'], attributes: [A('hometown')] },
  // Where the user works: the employer, or the role that names it ("a physiotherapist for the rugby club").
  {
    ask: WHERE,
    runs: ['work', 'be i employ', 'do my job', 'earn my living', 'go to work', 'be my job', 'be my workplace'],
    attributes: [A('employer'), A('role', 0.8)],
    unless: ['work out', 'work on'],
  },
  {
    ask: WHERE,
    runs: ['study', 'train', 'qualify', 'graduate', 'go to uni', 'go to university', 'go to college', 'go to school', 'do my degree', 'do my training'],
    attributes: [A('school')],
  },
  { ask: WHERE, runs: ['be my office', 'be my work $', 'be my workplace'], attributes: [A('employer'), A('location', 0.7)] },
  {
    ask: WHAT,
    runs: ['kind of work', 'sort of work', 'type of work', 'line of business', 'work do i do', 'do i do for work', 'work i do'],
    attributes: [A('role')],
  },
  // Who, with the user as the object: the person of a role.
  {
    ask: WHO,
    runs: [
      'employ me',
      'pay me',
      'pay my wage',
      'pay my salary',
      'sign my pay',
      'sign my paycheck',
      'sign my paycheque',
      'hire me',
      'be i employ by',
      'do i work for',
    ],
    attributes: [A('employer'), A('role', 0.8)],
  },
  {
    ask: WHO,
    runs: [
      'manage me',
      'supervise me',
      'oversee',
      'sign off my',
      'approve my',
      'line manage',
      'in charge of me',
      'do my appraisal',
      'answer to',
      'be above me',
      'boss me',
    ],
    attributes: [A('manager')],
  },
  {
    ask: WHO,
    runs: ['train me', 'mentor me', 'show me the rope', 'teach me the rope', 'take me under', 'coach me', 'guide me', 'look out for me'],
    role: 'mentor',
    attributes: [A('works_with', 0.7)],
  },
  {
    ask: WHO,
    runs: [
      'do my book',
      'do my account',
      'do my tax',
      'sort my tax',
      'sort out my tax',
      'handle my tax',
      'file my tax',
      'do my vat',
      'keep my book',
      'do my payroll',
    ],
    role: 'accountant',
  },
  {
    ask: WHO,
    runs: ['look after my booking', 'handle my booking', 'book my gig', 'book my tour', 'get me work', 'find me work', 'represent me', 'negotiate my'],
    role: 'agent',
  },
  { ask: WHO, runs: ['fight my corner', 'stand up for me', 'speak up for me', 'stick up for me'], role: 'union rep' },
  { ask: WHO, runs: ['see to my feet', 'do my feet', 'look after my feet', 'treat my feet', 'see to my foot'], role: 'chiropodist' },
  { ask: WHO, runs: ['do my teeth', 'look after my teeth', 'fix my teeth', 'check my teeth'], role: 'dentist' },
  { ask: WHO, runs: ['treat me', 'look after my health', 'prescribe', 'be my doctor', 'be my doc', 'do my check up', 'do my checkup'], role: 'doctor' },
  { ask: WHO, runs: ['cut my hair', 'do my hair', 'trim my hair'], role: 'hairdresser' },
  { ask: WHO, runs: ['fix my car', 'service my car', 'mot my car', 'repair my car'], role: 'mechanic' },
  { ask: WHO, runs: ['do my electrics', 'do the electrics', 'do my wiring', 'rewire', 'fix my light', 'fix the light'], role: 'electrician' },
  {
    ask: WHO,
    runs: ['fix my boiler', 'fix the boiler', 'fix my heating', 'sort my heating', 'sort out my heating', 'fix the leak', 'fix my leak'],
    role: 'plumber',
  },
  { ask: WHO, runs: ['fix my roof', 'do my roof', 'build my', 'do my extension', 'fix the roof'], role: 'builder' },
  {
    ask: WHO,
    runs: ['look after the kid', 'look after my kid', 'mind the kid', 'pick up the kid', 'babysit', 'watch the kid', 'have the kid'],
    role: 'childminder',
  },
  { ask: WHO, runs: ['rent from', 'do i rent', 'charge me rent', 'collect my rent', 'own my flat', 'own my house'], role: 'landlord' },
  { ask: WHO, runs: ['clean my house', 'clean for me', 'do my cleaning'], role: 'cleaner' },
  { ask: WHO, runs: ['edit my', 'check my copy', 'sub my'], role: 'editor' },
  { ask: WHO, runs: ['check my eye', 'test my eye', 'do my eye test', 'do my eye', 'test my eyesight', 'check my eyesight'], role: 'optician' },
  { ask: WHO, runs: ['animal doctor', 'pet doctor', 'doctor for my pet', 'doctor for the dog', 'doctor for the cat'], role: 'vet' },
  {
    ask: WHO,
    runs: ['with my sore', 'fix my back', 'fix my shoulder', 'fix my knee', 'sort out my back', 'sort my back', 'treat my injury', 'rehab'],
    role: 'physio',
  },
  {
    ask: WHO,
    runs: ['cut my grass', 'cut the grass', 'mow my lawn', 'mow the lawn', 'do my garden', 'do the garden', 'tidy my garden', 'look after my garden'],
    role: 'gardener',
  },
  { ask: WHO, runs: ['water my plant', 'water the plant', 'look after my plant', 'cut my hedge', 'trim my hedge', 'do my hedge'], role: 'gardener' },
  { ask: WHO, runs: ['colour my hair', 'color my hair', 'dye my hair', 'style my hair'], role: 'hairdresser' },
  { ask: WHO, runs: ['my mental health', 'talk to about my', 'help me with my anxiety', 'help with my anxiety', 'see about my'], role: 'therapist' },
  // Where the user goes for a service: the person or place of its role ("where do i get my hair cut": the barber).
  {
    ask: WHERE,
    runs: ['get my hair cut', 'get my hair do', 'get a haircut', 'get a hair cut', 'go for a haircut', 'get a trim', 'get my hair colour'],
    role: 'hairdresser',
  },
  { ask: WHERE, runs: ['get my eye test', 'get my eye check', 'get my eyesight test', 'get my glass', 'get glass'], role: 'optician' },
  { ask: WHERE, runs: ['get my teeth', 'get my tooth'], role: 'dentist' },
  { ask: WHERE, runs: ['get my car fix', 'get my car service', 'get my car repair', 'take my car', 'get my car mot'], role: 'mechanic' },
  // What / how, with the user as the subject.
  {
    ask: WHAT,
    runs: ['get around on', 'get about on', 'get around', 'get about', 'get to work', 'get into work', 'get to the office', 'get into the office'],
    attributes: [A('commute'), A('car', 0.9)],
  },
  {
    ask: WHAT,
    runs: ['get into town', 'get to town', 'travel to work', 'travel to the shop', 'get to the shop', 'travel around', 'commute'],
    attributes: [A('commute'), A('car', 0.9)],
  },
  // How the user gets to the place of work by any noun for it ("how do i get in to the job", "how do i go to work").
  {
    ask: ['how'],
    runs: [
      ...['get to * job', 'get to my work', 'get in to work', 'get in to * job', 'get into * job', 'go to work', 'go in to work', 'go into work'],
      ...['go to * job', 'go to * office', 'travel to * job', 'travel to * office', 'travel in to work', 'get to * office', 'get to * workplace'],
      ...['get in to * office', 'get to * site', 'get to * shift', 'make it to work', 'make it in to work'],
      // "reach" for "get to": "how do i reach work", "how do i reach the office".
      ...['reach work', 'reach * job', 'reach * office', 'reach * workplace', 'reach * site'],
    ],
    attributes: [A('commute'), A('car', 0.9)],
  },
  // A daily trip is the commute, whatever the place is called ("how do i get to the restaurant every day").
  {
    ask: ['how'],
    runs: [
      ...['get to * every day', 'get to * * every day', 'get to * each day', 'get to * * each day', 'get to * every morning', 'get to * * every morning'],
      ...['get to * daily', 'get to * * daily', 'get in to * every day', 'get in to * * every day', 'go to * every day', 'go to * * every day'],
      // …or each morning, or for work ("how do i get to the roastery in the morning", "get out to the island for work").
      ...['get to * in the morning', 'get to * * in the morning', 'get to * for work', 'get to * * for work', 'get out to * for work'],
      ...['get out to * * for work', 'go to * for work', 'go out to * * for work', 'get over to * for work', 'get over to * * for work'],
    ],
    attributes: [A('commute'), A('car', 0.9)],
  },
  // Why the user takes a medicine, asked by the medicine's form ("why am i on tablets", "what am i on pills for").
  {
    ask: ['why', ...WHAT],
    runs: ['be i on tablet', 'be i on pill', 'be i on med', 'be i on medication', 'be i on medicine'],
    attributes: [A('medical'), A('takes_medication', 0.9)],
  },
  // Where the user comes from, asked by the user as a child ("which town was i a kid in", "where was i as a little one").
  {
    ask: [...WHERE, ...WHAT],
    runs: ['be i a kid', 'be i a child', 'be i little', 'be i small', 'be i young', 'be i a baby', 'be i a little one', 'be i as a kid', 'be i as a child'],
    attributes: [A('hometown')],
  },
  {
    ask: WHAT,
    runs: ['be i on $', 'be i on for', 'be i on now', 'be i currently on', 'be i take', 'do i take for', 'be i prescribe'],
    attributes: [A('takes_medication'), A('medical', 0.9)],
    bare: true,
  },
  {
    ask: [...WHAT, 'when'],
    runs: [
      'aim for',
      'aim to',
      'aim at',
      'work towards',
      'work toward',
      'strive for',
      'hope to become',
      'hope to be',
      'hope to specialise',
      'hope to specialize',
    ],
    attributes: [A('goal')],
  },
  {
    ask: [...WHAT, 'when'],
    runs: ['hope to achieve', 'want to become', 'dream of', 'save for', 'save up for', 'put money aside', 'put money by', 'get in shape for', 'plan to become'],
    attributes: [A('goal')],
  },
  {
    ask: [...WHAT, 'yes'],
    runs: ['wrong with me', 'matter with me', 'up with me', 'suffer from', 'be i ill', 'be i sick', 'be i unwell'],
    attributes: [A('medical')],
  },
  {
    ask: WHAT,
    runs: [
      'much do i earn',
      'much do i make',
      'much do i get paid',
      'much do i take home',
      'much do i charge',
      'much do i bill',
      'much be i paid',
      'much do i get a',
      'much be i on',
    ],
    attributes: [A('income')],
  },
  {
    ask: WHAT,
    runs: ['do i earn', 'do i charge', 'do i ask per', 'do i ask for a', 'do i bill', 'do i get paid', 'be i paid', 'do i make a year', 'do i make an hour'],
    attributes: [A('income')],
  },
  {
    ask: [...WHAT, 'yes'],
    runs: [
      'ok with',
      'ok eat',
      'ok to eat',
      'ok to have',
      'fine with',
      'alright with',
      'can i eat',
      'can not i eat',
      'i can not eat',
      'i can not have',
      'allow to eat',
    ],
    attributes: [A('diet'), A('allergic_to', 0.9), A('intolerant_to', 0.9)],
  },
  {
    ask: [...WHAT, 'yes'],
    runs: ['scare me', 'frighten me', 'terrify me', 'freak me out', 'give me the creep', 'make me nervous', 'make me anxious', 'spook me', 'be i nervous'],
    attributes: [A('fear')],
  },
  { ask: ['yes', 'who', 'when'], runs: ['ever marry', 'be i marry', 'have i be marry', 'be i widow', 'be i divorce', 'get marry'], attributes: [A('partner')] },
];

/** Question words. */
const QUESTION_WORDS = new Set(['where', 'who', 'whom', 'what', 'which', 'how', 'when', 'why', 'whose']);
const YES_AUX = new Set(['do', 'does', 'did', 'am', 'is', 'are', 'was', 'were', 'have', 'has', 'had', 'can', 'could', 'will', 'would', 'should']);
const NORMAL: Readonly<Record<string, string>> = {
  ...Object.fromEntries(['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being'].map((w) => [w, 'be'])),
  ...Object.fromEntries(['do', 'does', 'did', 'done', 'doing'].map((w) => [w, 'do'])),
  ...Object.fromEntries(['have', 'has', 'had', 'having'].map((w) => [w, 'have'])),
  we: 'i',
  us: 'me',
  myself: 'me',
  ourselves: 'me',
  our: 'my',
};

/** A compiled form: its runs as arrays of normal words. */
interface Compiled {
  readonly form: QuestionForm;
  readonly runs: readonly (readonly string[])[];
  readonly unless: readonly (readonly string[])[];
}
export interface FormReader {
  readonly forms: readonly Compiled[];
  readonly table: FormTable;
  /** The forms' runs by their first word: a question is scanned once. */
  readonly byFirst: ReadonlyMap<string, readonly { readonly form: number; readonly run: readonly string[] }[]>;
  /**
   * A run's noun stands for the words of its noun groups (`nouns.ts`): "fix my car" reads "who fixes my van", "who
   * services my motor"; "see to my feet" reads "who sees to my toes".
   */
  readonly alike: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The forms, compiled once: the word forms of their runs' words. */
export function formReader(forms: readonly QuestionForm[] = QUESTION_FORMS): FormReader {
  const table = new FormTable();
  const keep = new Set(['*', '$', ...Object.values(NORMAL), 'i', 'me', 'my']);
  for (const form of forms)
    for (const r of [...form.runs, ...(form.unless ?? [])])
      for (const w of r.split(/\s+/))
        if (!keep.has(w) && w.length > 2) {
          table.add(w, 'verb');
          table.add(w, 'noun');
        }
  // A run's words in the normal form the question's words take ("paid" is "pay" once "pay" is a verb of the table).
  const runOf = (r: string) => r.split(/\s+/).map((w) => (w === '*' || w === '$' ? w : (normalWords([w], table)[0] as string)));
  const compiled = forms.map((form) => ({ form, runs: form.runs.map(runOf), unless: (form.unless ?? []).map(runOf) }));
  const byFirst = new Map<string, { form: number; run: readonly string[] }[]>();
  compiled.forEach(({ runs }, form) => {
    for (const run of runs) byFirst.set(run[0] as string, [...(byFirst.get(run[0] as string) ?? []), { form, run }]);
  });
  const alike = new Map<string, Set<string>>();
  for (const groups of Object.values(NOUNS))
    for (const g of groups) {
      const nouns = groupWords(g)
        .filter((w) => !w.includes(' '))
        .map((w) => normalWords([w], table)[0] as string);
      for (const w of nouns) alike.set(w, new Set([...(alike.get(w) ?? []), ...nouns]));
    }
  return { forms: compiled, table, byFirst, alike };
}

/** What the forms find in a question: attributes with weights, and the roles asked for. */
export interface FormFinding {
  readonly attributes: Map<string, number>;
  readonly roles: string[];
}

/** The normal form of a question's words (see the module comment). */
function normalWords(tokens: readonly string[], table: FormTable): string[] {
  const once = (t: string) => NORMAL[t] ?? table.verb(t) ?? (table.has(t) ? table.base(t) : plainForm(t));
  // To a fixed point: "bookings" is a form of "booking", itself a form of "book".
  return tokens.map((t) => {
    let w = t;
    for (let i = 0; i < 3; i++) {
      const next = once(w);
      if (next === w) break;
      w = next;
    }
    return w;
  });
}

/** True when `run` occurs in `words` at `i` (`*` any one word, `$` the end; a noun, or a word of its noun groups). */
function runAt(words: readonly string[], i: number, run: readonly string[], alike?: FormReader['alike']): boolean {
  for (let j = 0; j < run.length; j++) {
    const r = run[j] as string;
    if (r === '$') return i + j === words.length;
    const w = words[i + j];
    if (w === undefined || (r !== '*' && r !== w && !(alike?.get(r)?.has(w) ?? false))) return false;
  }
  return true;
}

/** The forms that `tokens` (a question's words, `questionWords`) take. */
export function readForms(reader: FormReader, tokens: readonly string[]): FormFinding {
  const out: FormFinding = { attributes: new Map(), roles: [] };
  // The question word: the first word, or the first after a short lead ("so where…", "remind me who…").
  let at = tokens.findIndex((t, i) => i < 4 && QUESTION_WORDS.has(t));
  const word = at >= 0 ? (tokens[at] as string) : null;
  const yes = at < 0 && YES_AUX.has(tokens[0] as string) && ['i', 'we'].includes(tokens[1] as string);
  if (word === null && !yes) return out;
  if (word === null) at = -1;
  const words = normalWords(tokens, reader.table);
  const from = at + 1;
  const anywhere = (run: readonly string[]) => {
    for (let i = from; i < words.length; i++) if (runAt(words, i, run)) return true;
    return false;
  };
  const taken = new Set<number>();
  for (let i = from; i < words.length; i++)
    for (const { form, run } of reader.byFirst.get(words[i] as string) ?? []) {
      const f = reader.forms[form] as Compiled;
      if (!taken.has(form) && f.form.ask.includes(word ?? 'yes') && (!f.form.bare || i === from) && runAt(words, i, run, reader.alike)) taken.add(form);
    }
  for (const n of [...taken].sort((a, b) => a - b)) {
    const { form, unless } = reader.forms[n] as Compiled;
    if (unless.some(anywhere)) continue;
    for (const [key, weight] of form.attributes ?? []) out.attributes.set(key, Math.max(out.attributes.get(key) ?? 0, weight));
    if (form.role && !out.roles.includes(form.role)) out.roles.push(form.role);
  }
  return out;
}
