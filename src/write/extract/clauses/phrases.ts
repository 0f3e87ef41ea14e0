/**
 * Small readers over a clause's tokens: the name, team, organisation, place or role a phrase
 * names, and the candidate shapes the extractor returns. Part of speech decides what a name or a
 * place is (a proper noun), so "I'm in Sydney" is a place and "I'm in a meeting" is not.
 */
import type { Triple } from '../../../core/types/memory.js';
import type { Candidate } from '../types.js';
import type { Token } from './nlp.js';
import { legalSpan } from './orgs.js';
import { agentNoun } from './agent.js';

/** A candidate before it is tied to session events. */
export type Draft = Omit<Candidate, 'eventSeqs'>;

const TITLES = new Set(['dr', 'dr.', 'mr', 'mr.', 'mrs', 'mrs.', 'ms', 'ms.', 'mx', 'prof', 'prof.']);
const MONTHS_DAYS =
  /^(january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|yesterday)$/i;
/** Nouns that name what someone does. Others ending like them ("answer", "number") are not roles. */
export const ROLE_HEAD =
  /^(engineer|developer|programmer|designer|manager|lead|scientist|analyst|architect|writer|student|researcher|founder|cto|ceo|cfo|coo|vp|admin|administrator|consultant|teacher|professor|doctor|nurse|lawyer|pm|sre|intern|director|owner|editor|artist|accountant|translator|cardiologist|dentist|surgeon|chef|pilot|therapist|physician|pharmacist|recruiter|marketer|tester|technician|specialist|officer|head|principal|contractor|freelancer|librarian|journalist|photographer|electrician|plumber|mechanic|paramedic|psychologist|economist|statistician|biologist|chemist|physicist|mathematician|strategist|coordinator|assistant|associate|advisor|adviser|auditor|banker|trader|operator|maintainer|devops|dba|gp|resident|paralegal|hygienist|buyer|midwife|barista|cashier|clerk|receptionist|courier|carer|caregiver|counsellor|counselor|tutor|lecturer|fellow|postdoc|veterinarian|vet|radiographer|physiotherapist|physio|optometrist|sonographer|actuary|underwriter|solicitor|barrister|surveyor|welder|carpenter|farmer|firefighter|nanny|waiter|waitress|bartender|baker|butcher|florist|hairdresser|animator|illustrator|interpreter|coach|instructor|planner|producer|midwife|dietitian|nutritionist|radiologist|anaesthetist|anesthetist|pediatrician|paediatrician|psychotherapist|social worker|teaching assistant|porter|cleaner|caretaker|janitor|lifeguard|locksmith|tailor|jeweller|podiatrist|chiropractor|osteopath|doula|dancer|musician|actor|actress|composer|sailor|soldier|detective|magistrate|priest|vicar|rabbi|imam|pastor|postman|postwoman|gardener|landscaper|labourer|decorator|stylist|concierge|sommelier|dispatcher|cook|server|driver|guard|miner|machinist|fitter|roofer|glazier|bricklayer|plasterer|joiner|packer|picker|storekeeper|shopkeeper|salesperson|seller|agent|broker|inspector|foreman|supervisor|attendant|steward|stewardess|usher|sorter)s?$/i;

/** Parts of speech that end a phrase read backwards or forwards. */
const STOP_POS = new Set(['DET', 'ADP', 'PRON', 'PUNCT', 'CCONJ', 'SCONJ', 'AUX', 'PART']);

export const lowerOf = (tokens: readonly Token[]): string[] => tokens.map((t) => t.lower);

/** The words of tokens as a phrase, with clitics and punctuation joined back. */
export function phrase(tokens: readonly Token[]): string {
  return tokens
    .map((t) => t.text)
    .join(' ')
    .replace(/\s+(n't|'s|'re|'ve|'ll|'d|[,!?;:%]|\.(?![\p{L}\d]))/gu, '$1') // ".docx" keeps its space
    .replace(/(\w)\s+'(\s|$)/g, "$1'$2")
    .replace(/\s*\/\s*/g, '/')
    .replace(/\[\s*redacted\s+([^\]]*?)\s*\]/g, '[redacted $1]') // a redaction mark stays one mark
    .trim();
}

/** Index of the first token sequence `words` at or after `from`, or -1. */
export function indexOf(tokens: readonly Token[], words: readonly string[], from = 0): number {
  for (let i = from; i + words.length <= tokens.length; i++) if (words.every((w, k) => tokens[i + k]?.lower === w)) return i;
  return -1;
}

/** Proper-noun run starting at `i` ("Dr. Okafor", "Sofia Rossi", "Austin, Texas"). */
export function properRun(tokens: readonly Token[], i: number, opts: { region?: boolean } = {}): Token[] {
  const run: Token[] = [];
  let k = i;
  if (TITLES.has(tokens[k]?.lower ?? '') && tokens[k + 1]?.pos === 'PROPN') run.push(tokens[k++] as Token);
  while (tokens[k] && isProper(tokens[k] as Token)) {
    run.push(tokens[k++] as Token);
    // "Ruud van der Berg", "Maria de la Cruz", "Ana dos Santos": particles of a surname between two capitalised words.
    let p = k;
    while (p - k < 3 && NAME_PARTICLE.test(tokens[p]?.text ?? '')) p++;
    if (p > k && tokens[p] && /^\p{Lu}/u.test((tokens[p] as Token).text) && isProper(tokens[p] as Token)) while (k < p) run.push(tokens[k++] as Token);
  }
  // "St. John's", "McDonald's", "Sainsbury's": a closing "'s" no noun follows is part of the name, not a possessive.
  const after = tokens[k + 1];
  if (run.length > 0 && tokens[k]?.text === "'s" && (!after || ['PUNCT', 'ADP', 'CCONJ', 'SCONJ', 'ADV', 'DET'].includes(after.pos)))
    run.push(tokens[k++] as Token);
  if (opts.region && run.length > 0 && tokens[k]?.text === ',' && tokens[k + 1] && isProper(tokens[k + 1] as Token)) {
    run.push(tokens[k] as Token, ...properRun(tokens, k + 1));
  }
  return run;
}

/**
 * An organisation's name from `i`: a proper-noun run that may hold "&" ("Marks & Spencer",
 * "Smith, Jones & Co."), an apostrophe before a capitalised word ("St. Thomas' Hospital") or a
 * closing possessive ("Addenbrooke's", "Sainsbury's"), and abbreviations with dots ("J.P. Morgan").
 */
export function orgRun(tokens: readonly Token[], i: number): Token[] {
  const titled = titledName(tokens, i);
  if (titled > i) return tokens.slice(i, titled);
  const legal = legalSpan(tokens, i);
  if (legal > i) return tokens.slice(i, legal);
  // "99 Ranch Market", "24 Hour Fitness": a number may open a name that goes on in capitals (never an address or a time).
  const numbered = tokens[i]?.pos === 'NUM' && /^\d+$/.test(tokens[i]?.text ?? '') && tokens[i + 1] && isProper(tokens[i + 1] as Token);
  const run = numbered ? [tokens[i] as Token, ...properRun(tokens, i + 1)] : properRun(tokens, i);
  if (
    numbered &&
    (run.length < 3 || /^(st|street|rd|road|ave|avenue|lane|ln|drive|dr|way|close|court|place|am|pm|[ap]\.m\.)$/i.test(run[run.length - 1]?.text ?? ''))
  )
    return [];
  if (run.length === 0) return run;
  let k = i + run.length;
  for (;;) {
    const t = tokens[k];
    const next = tokens[k + 1];
    if (!t) break;
    // "Joe & the Juice", "Barnes & Noble": an ampersand joins, over a lower-case "the" too.
    if (t.text === '&' && next?.lower === 'the' && tokens[k + 2] && isProper(tokens[k + 2] as Token)) {
      const more = properRun(tokens, k + 2);
      run.push(t, next, ...more);
      k += 2 + more.length;
      continue;
    }
    if (
      (t.text === '&' || t.text === '+' || t.lower === 'and') &&
      next &&
      isProper(next) &&
      (t.text === '&' || t.text === '+' || /^(Co\.?|Sons|Partners)$/.test(next.text))
    ) {
      const more = properRun(tokens, k + 1);
      run.push(t, ...more);
      k += 1 + more.length;
      continue;
    }
    if (t.text === ',' && next && isProper(next) && tokens.slice(k + 1, k + 5).some((x) => x.text === '&')) {
      const more = properRun(tokens, k + 1);
      run.push(t, ...more);
      k += 1 + more.length;
      continue;
    }
    if ((t.text === "'" || t.text === "'s") && next && /^[A-Z]/.test(next.text) && isProper(next)) {
      const more = properRun(tokens, k + 1);
      // "Deloitte's Leeds office": the organisation is before its "'s"; what follows is a place of it.
      if (
        /^(office|offices|branch|site|campus|store|shop|team|hq|headquarters|lab|factory|plant|warehouse|depot)$/.test(tokens[k + 1 + more.length]?.lower ?? '')
      )
        break;
      run.push(t, ...more);
      k += 1 + more.length;
      continue;
    }
    // "O'Hara/Lindqvist Partners", "Brightline/Ansaldo": a slash between two names joins them.
    if (t.text === '/' && next && /^\p{Lu}/u.test(next.text) && isProper(next)) {
      const more = properRun(tokens, k + 1);
      run.push(t, ...more);
      k += 1 + more.length;
      continue;
    }
    // "Univ. of Toronto", "Bank of America": "of" between two capitalised names joins them.
    if (t.lower === 'of' && next && /^\p{Lu}/u.test(next.text) && isProper(next) && k > i) {
      const more = properRun(tokens, k + 1);
      run.push(t, ...more);
      k += 1 + more.length;
      continue;
    }
    // "Bean'd There", "Eat Me": a capitalised word inside a name belongs to it whatever the tagger calls it ("There/PRON"),
    // unless it opens a clause of its own (a verb after it) or is "I", a month or a day.
    if (/^\p{Lu}\p{Ll}/u.test(t.text) && !MONTHS_DAYS.test(t.lower) && !['AUX', 'VERB', 'PART'].includes(next?.pos ?? '') && next?.text !== "'") {
      const more = properRun(tokens, k + 1);
      run.push(t, ...more);
      k += 1 + more.length;
      continue;
    }
    // "Kjølsdal Maritime AS", "Norrsken Data AB": a legal form in capitals closes the name, though the tagger reads "AS"
    // as the preposition; by its case only ("as a cook" is the preposition), never before an article.
    if (LEGAL_CAPS.test(t.text) && !['a', 'an', 'the'].includes(next?.lower ?? '')) {
      run.push(t);
      break;
    }
    if (t.text === "'s" && (!next || next.pos === 'PUNCT' || next.pos === 'ADP' || next.pos === 'CCONJ')) run.push(t);
    break;
  }
  return run;
}

/** Legal forms written in capitals that are also English words or region codes elsewhere ("AS", "AB"); by exact case. */
const LEGAL_CAPS = /^(?:AS|ASA|A\/S|ApS|AB|Oyj|NV|BV|SpA|SRL|Srl|KK|Bhd)$/;

/** Lower-case particles inside a surname, in the languages that write them so ("van der", "de la", "dos", "bin", "al"). */
export const NAME_PARTICLE = /^(?:van|von|der|den|de|del|della|degli|di|da|das|dos|du|la|le|ter|ten|zu|bin|binti|ibn|al|el|y)$/;
/** A surname glued to its lower-case particle ("al-Farsi", "el-Amin", "d'Angelo"). */
export const PARTICLE_SURNAME = /^(?:al|el|ad|ar|as|at|az|an|bin|ibn|abu|ben|d|l)['’-]\p{Lu}\p{Ll}/u;

function isProper(t: Token): boolean {
  // The small model mistags rare names ("SAP/VERB"); a capital letter inside a clause says more, in any alphabet with
  // capitals ("Αλέξανδρος", "Łukasz", "Ödön").
  return (
    (t.pos === 'PROPN' || (/^\p{Lu}[\p{L}'&.-]*$/u.test(t.text) && !STOP_POS.has(t.pos) && t.text !== 'I') || PARTICLE_SURNAME.test(t.text)) &&
    !MONTHS_DAYS.test(t.lower)
  );
}

/**
 * "Bean There, Done That", "Eat, Drink, Repeat", "Rise, Shine & Dine": a name typed in title case in parts set apart by
 * commas, some of whose words no plain name is made of (a verb, an adverb, a pronoun in capitals). The index after it,
 * or -1 ("Google, London" is a name and a place).
 */
export function titledName(tokens: readonly Token[], i: number): number {
  const capital = (t: Token | undefined) => t !== undefined && /^\p{Lu}/u.test(t.text) && t.text !== 'I';
  let k = i;
  let odd = false;
  let commas = 0;
  for (;;) {
    const start = k;
    while (capital(tokens[k])) {
      if (!['PROPN', 'NOUN', 'ADJ', 'NUM'].includes((tokens[k] as Token).pos)) odd = true;
      k++;
    }
    // "Acme, It's great": a part that is one pronoun or one auxiliary opens a sentence, it names nothing.
    if (k === start || k - start > 3 || (k - start === 1 && ['PRON', 'AUX'].includes((tokens[start] as Token).pos))) return -1;
    const sep = tokens[k]?.text;
    if ((sep === ',' || sep === '&') && capital(tokens[k + 1])) {
      if (sep === ',') commas++;
      k++;
      continue;
    }
    break;
  }
  const after = tokens[k];
  const clause = after !== undefined && (['AUX', 'VERB', 'PART'].includes(after.pos) || after.text.startsWith("'"));
  return commas > 0 && odd && !clause && k - i <= 8 ? k : -1;
}

/** "the payments team" → "payments team"; the last team named wins ("from the web team to the mobile team"). */
export function teamIn(tokens: readonly Token[]): { value: string; at: number } | null {
  let found: { value: string; at: number } | null = null;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]?.lower !== 'team') continue;
    let k = i - 1;
    while (
      k >= 0 &&
      !STOP_POS.has((tokens[k] as Token).pos) &&
      !['my', 'our', 'a', 'an', 'the', 'on', 'in', 'to', 'from', 'of', 'with'].includes((tokens[k] as Token).lower)
    )
      k--;
    const words = tokens.slice(k + 1, i);
    if (words.length > 0 && words.length <= 4) found = { value: `${phrase(words).toLowerCase()} team`, at: k + 1 };
  }
  return found;
}

/** An organisation after one of `preps` ("at Acme", "for Initech", "a startup called Finch"). */
export function orgAfter(tokens: readonly Token[], preps: readonly string[]): string | null {
  for (let i = 0; i < tokens.length; i++) {
    if (!preps.includes((tokens[i] as Token).lower)) continue;
    let k = i + 1;
    if (tokens[k]?.lower === 'a' && tokens[k + 2]?.lower === 'called') k += 3;
    if (tokens[k]?.lower === 'the' && tokens[k + 1] && isProper(tokens[k + 1] as Token)) k++;
    const run = orgRun(tokens, k);
    if (run.length > 0) return phrase(run);
  }
  return null;
}

/** A place after one of `preps` ("in Lisbon", "to Austin, Texas"), never a month or a day. */
export function placeAfter(tokens: readonly Token[], preps: readonly string[]): string | null {
  for (let i = 0; i < tokens.length; i++) {
    if (!preps.includes((tokens[i] as Token).lower)) continue;
    const run = properRun(tokens, i + 1, { region: true });
    if (run.length > 0) return phrase(run);
  }
  return null;
}

/** "a senior data analyst (on …)" → "senior data analyst"; null when the head noun is not a role. */
export function roleAt(tokens: readonly Token[], i: number, byShape: 'no' | 'compound' | 'any' = 'no'): { value: string; end: number } | null {
  let k = i;
  if (['a', 'an', 'the'].includes(tokens[k]?.lower ?? '')) k++;
  const start = k;
  while (
    tokens[k] &&
    ['ADJ', 'NOUN', 'PROPN', 'VERB'].includes((tokens[k] as Token).pos) &&
    !['at', 'on', 'in', 'for', 'of', 'with'].includes((tokens[k] as Token).lower)
  )
    k++;
  let words = tokens.slice(start, k);
  // The head is the last noun; "tech lead for the search team" stops at "for".
  while (words.length > 0 && !ROLE_HEAD.test((words[words.length - 1] as Token).lower)) words = words.slice(0, -1);
  // Said of the past ("used to be a taxidermist": any) or over a span of time ("been a piano tuner since 2014", "a lock-keeper":
  // a compound only, a closed word like "beekeeper" may be a pastime), an agent noun ending the run is a role (agent.ts).
  const run = tokens.slice(start, k);
  const head = run[run.length - 1];
  const shaped = byShape === 'any' || (byShape === 'compound' && (run.length > 1 || /\p{L}-\p{L}/u.test(head?.text ?? '')));
  if (words.length === 0 && shaped && head && run.length <= 4 && agentNoun(head, run.slice(0, -1))) words = run;
  if (words.length === 0) return null;
  // "head archivist", "lead farrier": a role word used as a rank before the run's last noun, an agent noun by its shape.
  const after = tokens[start + words.length];
  if (after && start + words.length === k - 1 && after.pos === 'NOUN' && /^\p{Ll}+(?:er|or|ist|ian|eer|keeper|smith|wright)$/u.test(after.text))
    words = [...words, after];
  const kept = words.filter((w, n) => !(n === 0 && ['new', 'current', 'big', 'proud'].includes(w.lower)));
  const value = phrase(kept).replace(/\b([A-Z])([a-z]+)\b/g, (m, a: string, b: string) => (/^(PhD|CTO|CEO|VP|SRE|PM)$/.test(m) ? m : (a + b).toLowerCase()));
  return { value, end: start + words.length };
}

/** A profile field as a fact candidate: its triple is the field, so consolidation finds it by field. */
export function profileFact(key: string, value: string, content: string, importance: number): Draft {
  const triple: Triple = { subject: 'user', predicate: key, object: value };
  return { kind: 'fact', content, importance, confidence: 0.95, triple, profile: { key, value }, source: 'user_explicit' };
}

/** The sentence each profile field is stored as (the same wording the rules always used). */
export function fieldFact(key: 'name' | 'team' | 'role' | 'employer' | 'location' | 'pronouns' | 'timezone' | 'nationality', value: string): Draft {
  switch (key) {
    case 'name':
      return profileFact('name', value, `The user's name is ${value}.`, 0.9);
    case 'team':
      return profileFact('team', value, /team$/i.test(value) ? `The user works on the ${value}.` : `The user's team is ${value}.`, 0.8);
    case 'role':
      return profileFact('role', value, `The user is ${/^[aeiou]/i.test(value) ? 'an' : 'a'} ${value}.`, 0.7);
    case 'employer':
      return profileFact('employer', value, `The user works at ${value}${value.endsWith('.') ? '' : '.'}`, 0.8);
    case 'location':
      return profileFact('location', value, `The user lives in ${value}.`, 0.7);
    default:
      return profileFact(key, value, `The user's ${key} ${key === 'pronouns' ? 'are' : 'is'} ${value}.`, 0.7);
  }
}

/** A preference candidate; `negative` for dislikes; `compared`, the liking as said with what it is set against, is its text. */
export function preference(what: string, negative: boolean, compared = what): Draft {
  const value = negative ? `not ${what}` : what;
  const topic = topicOf(what);
  const said = assistantSide(thirdPerson(compared));
  return {
    kind: 'preference',
    content: capitalise(negative ? `The user dislikes ${said}.` : `The user prefers ${said}.`),
    importance: 0.7,
    confidence: 0.9,
    // The triple says which way the liking goes and of what (`likes`/`dislikes` + the whole object); the profile field
    // keeps the topic's current stance ("not X"), so a later "I love X now" replaces it (field.ts reads both together).
    triple: { subject: 'user', predicate: negative ? 'dislikes' : 'likes', object: what },
    profile: { key: `preference.${topic}`, value },
    source: 'user_explicit',
  };
}

/** A statement about the user that is not a profile field, in the third person. */
export function freeFact(text: string, kind: Draft['kind'] = 'fact', importance = 0.6, confidence = 0.85): Draft {
  return {
    kind,
    content: capitalise(`${assistantSide(thirdPerson(stripEnd(text)))}.`),
    importance,
    confidence,
    triple: null,
    profile: null,
    source: 'user_explicit',
  };
}

/** Words that may end a liking's phrase but never name what it is about. */
const TRAILING = /^(?:in|out|up|off|down|on|now|anymore|lately|nowadays|tbh|though|too|also|either|honestly|atm|rn|tho|these days)$/;

/** The key word a preference is about: its last noun-like word, before "over/to/than". */
export function topicOf(what: string): string {
  const head = what.split(/\s+(?:over|to|than|instead of|rather than|when|because|so|if|in|for|with|before|after|at)\s+/i)[0] as string;
  const ws = head
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .split(/\s+/)
    // A particle or an adverb of time or stance ends no noun: "a quiet night in", "horror films now" are about a night, films.
    .filter((w) => w && !/^(a|an|the|my|your|to|be|it|very|really|more|less|not|using|use|get|have|getting|having)$/.test(w))
    .filter((w, k, all) => k < all.length - 1 || all.length === 1 || !TRAILING.test(w));
  return (ws[ws.length - 1] ?? 'general').slice(0, 40);
}

/** "you" in what the user asks of the assistant becomes "the assistant". */
function assistantSide(text: string): string {
  return text.replace(/\byour\b/gi, "the assistant's").replace(/\byou\b/gi, 'the assistant');
}

/** Adverbs that sit between the subject and its verb: "I always run" → "the user always runs". */
const PRE_VERB =
  '(?:always|usually|never|often|sometimes|really|just|also|still|generally|normally|typically|rarely|mostly|actually|currently|now|only|already|seldom|even|mainly|occasionally|regularly|frequently|then|finally|recently|eventually|later|soon|first|once|barely|hardly|nearly|almost|probably|\\w{4,}[^p\\s]ly)';
/** A subject's verb group: optional adverbs, then the verb with an optional "n't". */
const verbGroup = (subject: string): RegExp => new RegExp(`\\b${subject}((?: ${PRE_VERB})*) ((?:\\w+-)*?\\w+?(?:n['’]t)?)\\b(?!['’-])`, 'g');

/** Words of home and family: "we" beside them is the user's household, not their team. */
const HOME =
  /\b(live|lived|living|moved|moving|kids?|children|son|daughter|baby|dog|cat|pets?|house|home|flat|apartment|married|wedding|holiday|vacation|family|garden|tortoise|parents|broke up|dating|divorced|engaged|partner|girlfriend|boyfriend|wife|husband)\b/i;

/** What only a couple does together: "we" beside it is the user and their partner. */
const COUPLE =
  /\b(?:broke up|break up|breaking up|split up|splitting up|separated(?!\s+(?:the|our|my|it|them|out|into|from)\b)|divorced|got married|got engaged|tied the knot|started (?:dating|going out|seeing each other)|been (?:together|dating|married)|went on (?:our|a) first date|called it (?:off|quits))\b/i;

/** Words of work: "we" beside them is the user's team. */
export const WORK_WE =
  /\b(team|work|works|working|office|company|sprint|release|releases|project|projects|product|clients?|customers?|ship|shipped|deploy\w*|stand-?ups?|meetings?|code|codebase|stack|services?|app|launch\w*|department|org|startup|hiring|quarter|roadmap|manager|boss|colleagues?|coworkers?|backlog|prod|production|tickets?|on-call|oncall|standup|use|using|switched|migrated)\b/i;

/** First person to third: "my dog is Rex" → "the user's dog is Rex". */
export function thirdPerson(text: string): string {
  // "we" at home is the household; at work, the team — and only words of work make it the team
  // ("we have a golden retriever and a rabbit" is no team's).
  // "we broke up", "we got engaged": "we" of a couple's own doing is the user and their partner.
  const couple = COUPLE.test(text);
  const we = couple ? 'the user and their partner' : WORK_WE.test(text) && !HOME.test(text) ? "the user's team" : "the user's household";
  return (
    text
      // "i dont drink": a lower-case "i" is the user too.
      .replace(/(^|[\s,;(])i(?=\s|'|’|$)/g, '$1I')
      .replace(/\bI(?:'|’)m\b|\bI am\b/g, 'the user is')
      .replace(/\bI(?:'|’)ve\b/g, 'the user has')
      .replace(/\bI(?:'|’)ll\b/g, 'the user will')
      .replace(/\bI(?:'|’)d\b/g, 'the user would')
      .replace(/\bI was\b/g, 'the user was')
      .replace(/\bI have\b/g, 'the user has')
      .replace(/\bI no longer (\w+)/g, (_m, v: string) => `the user no longer ${conjugate(v)}`)
      .replace(verbGroup('I'), (_m, adverbs: string, v: string) => `the user${adverbs} ${conjugate(v)}`)
      .replace(/\b[Ww]e are\b/g, `${we} ${couple ? 'are' : 'is'}`)
      .replace(verbGroup('[Ww]e'), (_m, adverbs: string, v: string) => `${we}${adverbs} ${couple ? v : conjugate(v)}`)
      .replace(/\b[Mm]y\b|\b[Oo]ur\b/g, "the user's")
      .replace(/\bmine\b/g, "the user's")
      .replace(/\bmyself\b/g, 'themself')
      .replace(/\bme\b/g, 'the user')
  );
}

export function conjugate(verb: string): string {
  // "co-wrote", "re-joined": the verb is the part after the hyphen.
  const hyphen = verb.lastIndexOf('-');
  if (hyphen > 0) return `${verb.slice(0, hyphen + 1)}${conjugate(verb.slice(hyphen + 1))}`;
  const negated = /^(\w+)n['’]t$/i.exec(verb);
  if (negated) {
    const base = (negated[1] as string).toLowerCase();
    return base === 'do' ? "doesn't" : base === 'have' ? "hasn't" : base === 'are' ? "isn't" : verb;
  }
  if (/^(can|could|will|would|should|must|may|might|shall|did|had|was|is|has)$/i.test(verb) || /ed$/i.test(verb)) return verb;
  if (/^were$/i.test(verb)) return 'was';
  if (/^have$/i.test(verb)) return 'has';
  if (/^are$/i.test(verb)) return 'is';
  if (
    /^(went|got|left|quit|ran|took|made|came|saw|met|began|spent|bought|sold|flew|drove|wrote|found|lost|won|became|grew|knew|thought|told|said|moved|gave|kept|put|cut|set|felt|heard|held|sat|stood|taught|caught|brought|fought|slept|swam|drank|ate|fell|broke|chose|spoke|rode|wore|hid|forgot|read|led|meant|paid|sent|built|understood|woke|shut|let|hit|hurt|dropped|stopped|quit|been|gone|done|seen|taken|given|eaten|drunk|known|grown|shown)$/i.test(
      verb,
    )
  )
    return verb;
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(s|sh|ch|x|z|o)$/i.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

export const stripEnd = (s: string): string => s.trim().replace(/[\s.!?,;:]+$/, '');
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
