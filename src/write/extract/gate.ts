/**
 * The write-safety gate of the offline extractor (issue 23, round 8): every edit the rules propose —
 * a single-valued profile field set or changed — passes here before it leaves the extractor. Two
 * checks, the same for every rule that proposed it:
 *
 * 1. **Type**: the value must read as the kind of thing the field holds — a name as a person's name
 *    (no common noun, plural, adjective, diet, demonym, mood, or a place already known); a place as a
 *    place (no team, band, department or idiom); a team as a team (no medicine); an age as an age; a
 *    birthday as a date.
 * 2. **Subject**: the user must be the one the value is said of — not a relative or a person named in
 *    the sentence ("my mum … it's Leeds General", "she lives in …"), not "we" for what only a person
 *    has (a name, an age), not a bare "it's X" when someone else was named this turn or the turn before.
 *
 * A refused edit changes nothing: the candidate is dropped (or, for a medicine read as a team, retyped
 * as the medication it names) and the clause is reported as not understood, so the reply says so.
 */
import type { Known } from './clauses/known.js';
import { inLexicon, parseSentences, type Token } from './clauses/nlp.js';
import { givenBeforeSurname, mayBeName } from './clauses/people.js';
import { greetedName } from './clauses/selfname.js';
import { NAME_PARTICLE, PARTICLE_SURNAME, type Draft } from './clauses/phrases.js';
import { MEDICINE, ORG_WORD } from './clauses/words.js';
import { isDemonym } from './demonyms.js';
import { itPointsBack } from './pointed-back.js';

/** Fields the gate checks: single-valued facts about the user. */
const GATED = new Set(['name', 'nickname', 'location', 'hometown', 'employer', 'team', 'role', 'manager', 'age', 'birthday', 'diet', 'nationality']);

/** Heads of a group one is "in" that is no place: a team, a band, a department, a class. */
const GROUP_HEAD =
  /^(team|teams|squad|band|club|guild|crew|department|dept|choir|orchestra|league|unit|division|committee|society|group|tribe|pod|chapter|channel|meeting|call|class|course|cohort|programme|program|project|org|organisation|organization|startup|company|firm|office|standup|rotation|sprint|queue|mood|mind|minds|shape|trouble|love|charge|touch|bed|hospital|school|uni|university|college)$/i;
/** What one joins that is no employer: a choir, a gym, a band. */
const PASTIME = /^(choir|gym|class|course|chat|server|channel|church|mosque|synagogue|temple)$/i;
/** Sectors and hospital departments: "a dev in fintech", "a nurse in paeds" name a field of work — never a place. */
const SECTOR =
  /^(fintech|edtech|adtech|proptech|insurtech|healthtech|medtech|regtech|biotech|cleantech|saas|ecommerce|e-commerce|crypto|web3|startups?|paeds|peds|paediatrics|pediatrics|obs|gynae|obstetrics|ortho|orthopaedics|oncology|onc|neuro|cardio|cardiology|icu|nicu|picu|itu|a&e|er|ed|theatres?|radiology|pharmacy|maternity|geriatrics|psych|mental health|primary care|social care|retail|hospitality|consulting|banking|insurance|education|academia|tech|media|publishing|government|healthcare|pharma)$/i;
/** Business functions: "I'm in Finance" is a team, never a place. */
const FUNCTION =
  /^(finance|sales|marketing|billing|payments|engineering|hr|legal|ops|operations|product|design|support|accounts|accounting|procurement|research|compliance|risk|security|data|analytics|infra|infrastructure|platform|growth|admin|it|qa|devops|recruiting|recruitment|comms|communications|partnerships|customer success|logistics|fulfilment|fulfillment|payroll|treasury|audit|tax)$/i;
/** Endings of abstract nouns: activities, functions, states ("underwriting", "procurement", "compliance", "logistics"). */
const ABSTRACT = /(?:ing|ment|tion|sion|ance|ence|ity|ics|ogy|ship|ness|ism|ure|ery)$/i;
/** Words that say where someone lives, so a lower-case place is still read as one. */
const RESIDENCE = /\b(live|lives|living|lived|moved|move|moving|based|relocat\w*|settled|from|grew up|born|raised|home|hometown|reside\w*)\b/i;
/** People other than the user who may be a sentence's subject. */
const OTHER =
  /\b(?:my|our|his|her|their)\s+(?:(?:little|big|older|younger|elder|eldest|baby|best|ex|step|late|new|old)[\s-]+)?(wife|husband|partner|girlfriend|boyfriend|fianc[ée]e?|spouse|son|daughter|kid|kids|child|children|baby|mum|mom|mother|mam|dad|father|parents|brother|sister|sibling|twin|cousin|aunt|auntie|uncle|niece|nephew|grandma|grandpa|grandad|granddad|grandmum|grandmom|gran|granny|nan|nana|nanna|grandmother|grandfather|grandparents?|grandson|granddaughter|grandkids?|grandchild(?:ren)?|godmother|godfather|godson|goddaughter|stepdad|stepmum|stepmom|stepson|stepdaughter|fiance|fiancee|bf|gf|hubby|wifey|missus|bestie|bff|landlord|landlady|tenant|client|student|teacher|doctor|therapist|vet|dog|cat|friend|mate|flatmate|roommate|housemate|neighbour|neighbor|boss|manager|colleague|coworker|teammate|mentor|ex|in-laws?|family)\b/i;
const THIRD_PRONOUN = /\b(she|he|they|she's|he's|they're|shes|hes|theyre|her|him|them|his)\b/i;
/** "it's X", "its X", "that's X" after a cue: a value said of nothing named. */
const DEICTIC = /^(?:(?:no|nope|nah|sorry|oops|wait|hang on|hold on|oh|ah|actually|well|no wait|sorry no)[\s,.!—–-]+)*(?:it'?s|it is|that'?s|that is|thats)\s/i;
/** What only a person has: "we" never sets it ("we're still newlyweds" is no name). */
/** The manager field's own words: "my boss is Karen" says who the user's manager is. */
const MANAGER_OWN = /\b(?:my|our)\s+(?:(?:new|current|old|line|direct|actual)\s+)?(?:boss|manager|supervisor|lead)\b/gi;
/** A household's practice kept to the home, or set against what the user does themselves. */
const HOUSEHOLD_ONLY =
  /\b(?:at home|in (?:the|our) (?:house|home|flat|household)|as a (?:family|household))\b|\b(?:but|though|although|tho|except)\b.*\b(?:i|i'm|im|me)\b/;
const PERSONAL = new Set(['name', 'nickname', 'age', 'birthday', 'role', 'nationality']);
/** Relative times that are no birthday ("my birthday was last week"). */
const RELATIVE_DAY = /\b(last|next|this|ago|week|weekend|yesterday|today|tomorrow|tonight|soon|recently)\b/i;

/** What the gate decided for one turn. */
export interface GateResult {
  readonly kept: Draft[];
  /** The sentences whose edit was refused (nothing stored or changed for them). */
  readonly refused: string[];
}

/**
 * Passes every edit of one turn through the type and subject checks. `text` is the turn as the user
 * wrote it, `before` their earlier turns of the session (oldest first), `known` their profile.
 */
export function gateEdits(candidates: readonly Draft[], text: string, known: Known, before: readonly string[] = []): GateResult {
  const kept: Draft[] = [];
  const refused: string[] = [];
  const sentences = sentencesOf(text);
  const othersBefore = before.length > 0 && namesOther(before[before.length - 1] as string);
  for (const c of candidates) {
    const key = c.profile?.key;
    // "switched from sertraline to citalopram" read as a liking: a medicine is the medication the user takes.
    if (key?.startsWith('preference.') && c.profile && MEDICINE.test(c.profile.value.toLowerCase())) {
      kept.push(medication(c.profile.value, text));
      continue;
    }
    // "I'm Italian", "im canadian btw": a nationality said as what the user is, is that field.
    const demonym = !c.profile && !c.triple ? nationalityOf(c.content) : null;
    if (demonym && fitsType('nationality', demonym, sentenceOf(sentences, demonym), known, text)) {
      const at = sentenceOf(sentences, demonym);
      const draft = nationalityDraft(demonym, known);
      if (aboutUser('nationality', demonym, at, sentences, othersBefore, draft)) {
        kept.push(draft);
        continue;
      }
    }
    if (!c.profile || !key || !GATED.has(key)) {
      kept.push(c);
      continue;
    }
    const value = c.profile.value;
    const at = sentenceOf(sentences, value);
    if (key === 'team' && isMedicine(value, at)) {
      kept.push(medication(value, text));
      continue;
    }
    // "I'm in Finance now", "wrong team, I'm in Billing": a business function said as where the user is, is their team.
    if (key === 'location' && at && isTeam(value, at.said, known) && aboutUser('team', value, at, sentences, othersBefore, c)) {
      kept.push(teamOf(value, known));
      continue;
    }
    const ok =
      fitsType(key, value, at, known, text, Boolean(c.correction?.replaces && known[key])) &&
      aboutUser(key, value, at, sentences, othersBefore, c) &&
      !undoneAfter(value, at) &&
      !correctsAnotherField(key, text, known, before, Boolean(c.correction) && TRANSFER.test(text));
    if (ok) kept.push(c);
    else if (at && !refused.includes(at.said)) refused.push(at.said);
    else if (!at) refused.push(text.trim());
  }
  return { kept, refused };
}

/** A turn that opens by taking back what was just said: "actually …", "sorry, …", "I mean …". */
const TAKES_BACK =
  /^(?:(?:oh|ah|um|erm|hmm|wait|no|nope|nah|oops)[\s,.!—–-]+)*(?:actually|sorry|oops|correction|scratch that|i mean|i meant|my bad|my mistake)\b/i;
/** A move said with "over" or "across" ("moved over to Ads", "went across to Legal"): a transfer, of a team as often as a home. */
const TRANSFER = /\b(?:over|across)\s+to\b/i;
/** The single-valued fields a correction may be about. */
const CORRECTABLE = ['employer', 'location', 'team', 'role', 'manager', 'hometown'] as const;

/**
 * "I work at Greggs." then "Actually I moved to Pret.": a correction takes back what was just said. When the turn
 * before names the value of one known field, and the field this edit sets was never stated, the edit may be read
 * into the wrong field (a new employer taken for a town): not sure, so nothing is changed and the reply says so.
 * A field already on record ("I live in Oslo" earlier) is what such a move changes, and it is changed.
 */
function correctsAnotherField(key: string, text: string, known: Known, before: readonly string[], changes = false): boolean {
  const last = before[before.length - 1]?.toLowerCase();
  // "I'm on the Search team" then "as of today I've moved over to Ads": a transfer said right after, the same doubt.
  if (!last || known[key] !== undefined || !(changes || TAKES_BACK.test(text.trim()))) return false;
  const says = (k: string): boolean => {
    const v = known[k]?.toLowerCase();
    return v !== undefined && v.length > 1 && last.includes(v);
  };
  return !says(key) && CORRECTABLE.some((k) => k !== key && says(k));
}

/** A contrast after the value whose clause says the state changed since ("… but started eating fish again", "… though I quit in May"). */
const UNDONE =
  /\b(?:but|though|although|except|yet|however)\b[^.!?]*?\b(?:again|started|starting|stopped|stopping|quit|quitting|no longer|not any ?more|anymore|gave up|given up|giving up|switched|dropped|ditched|left)\b/i;

/**
 * "I've been vegetarian since uni but started eating fish again": the sentence takes back what it set before
 * the contrast, so the field is not surely current — not set, and the reply says so.
 */
function undoneAfter(value: string, s: Sentence | null): boolean {
  if (!s) return false;
  const at = s.said.toLowerCase().indexOf(value.toLowerCase());
  return at >= 0 && UNDONE.test(s.said.slice(at + value.length));
}

interface Sentence {
  readonly said: string;
  readonly tokens: readonly Token[];
}

function sentencesOf(text: string): Sentence[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((said) => ({ said, tokens: parseSentences(said).flat() }));
}

/** The sentence of the turn that says the value (compared without case); null when none says it as written. */
function sentenceOf(sentences: readonly Sentence[], value: string): Sentence | null {
  const v = value.toLowerCase().replace(/\s+team$/, '');
  return sentences.find((s) => s.said.toLowerCase().includes(v)) ?? null;
}

/** The value's tokens as the sentence says them (the first run whose lower-cased words are the value's). */
function valueTokens(s: Sentence, value: string): Token[] {
  const words = value.toLowerCase().split(/\s+/);
  const t = s.tokens;
  for (let i = 0; i + words.length <= t.length; i++) if (words.every((w, k) => t[i + k]?.lower === w)) return t.slice(i, i + words.length);
  return [];
}

/** The turn is written in lower case throughout (chat register): capitals say nothing there. */
const lowerCaseTurn = (text: string): boolean => !/\p{Lu}/u.test(text.replace(/\bI\b/g, ''));

function fitsType(key: string, value: string, s: Sentence | null, known: Known, text: string, corrects = false): boolean {
  const v = value.trim();
  const lower = v.toLowerCase();
  const other = Object.entries(known).some(([k, x]) => k !== key && !k.startsWith('preference.') && x.toLowerCase() === lower);
  const toks = s ? valueTokens(s, v) : [];
  switch (key) {
    case 'nickname':
      // What the user is called may be any word ("Red", "Doc"), said outright: only no other field's value, no plural.
      return (
        !other &&
        !/^\d+$/.test(v) &&
        !toks.some((t) => t.pos === 'NOUN' && t.lemma !== t.lower && t.lower.endsWith('s')) &&
        (/^\p{Lu}/u.test(v) || lowerCaseTurn(text))
      );
    case 'name': {
      // A value some other field holds (a place, a team, a diet) is no name; nor a nationality, a plural, an adjective, a mood.
      if (other || /\d/.test(v) || isDemonym(v)) return false;
      // "hi, I'm Hope", "it's Sunny here 👋": a word of the lexicon is a name where an introduction's shape says so.
      if (greetedName(text, v)) return true;
      if (toks.length === 0) return /^\p{Lu}/u.test(v);
      // "Ruud van der Berg", "Omar al-Farsi": a surname's particles between capitalised words, or glued to the surname.
      const particle = (t: Token, k: number) =>
        PARTICLE_SURNAME.test(t.text) ||
        (k > 0 && NAME_PARTICLE.test(t.text) && toks.slice(k + 1).some((x) => /^\p{Lu}/u.test(x.text)) && /^\p{Lu}/u.test(toks[0]?.text ?? ''));
      return toks.every(
        (t, k) =>
          givenBeforeSurname(toks, k) ||
          particle(t, k) ||
          (mayBeName(t) &&
            // "Hyun-woo", "Jean-Luc": the tagger's guess for a capitalised word the lexicon lacks (an adjective) says nothing of it.
            (!['ADJ', 'VERB', 'ADV', 'NUM', 'DET', 'PRON', 'ADP'].includes(t.pos) || (t.pos === 'ADJ' && /^\p{Lu}/u.test(t.text) && !inLexicon(t.lower))) &&
            !(t.pos === 'NOUN' && t.lemma !== t.lower && t.lower.endsWith('s')) &&
            (/^\p{Lu}/u.test(t.text) || lowerCaseTurn(text))),
      );
    }
    case 'location':
    case 'hometown': {
      const words = lower.split(/\s+/);
      const head = words[words.length - 1] ?? '';
      if (
        GROUP_HEAD.test(head) ||
        FUNCTION.test(lower) ||
        SECTOR.test(lower) ||
        ORG_WORD.test(head) ||
        /^(a|an|two|three|some|my|our|the)$/.test(words[0] ?? '')
      )
        return false;
      if (['team', 'employer', 'manager', 'name', 'nickname'].some((k) => known[k]?.toLowerCase() === lower)) return false;
      // "moved to Brightline/Ansaldo Rail": a name joined to another by a slash is one compound name, not sure to be a place.
      if (new RegExp(`${v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*/\\s*\\p{L}`, 'iu').test(text)) return false;
      if (toks.some((t) => t.pos === 'NUM' || (t.pos === 'NOUN' && t.lemma !== t.lower && t.lower.endsWith('s')))) return false;
      // Said only as "I'm in X" / "it's X": a place must look like one (a proper name).
      // A correction of the known place in chat register ("i meant bradford, not leeds") is read as one too.
      const cued = (s !== null && RESIDENCE.test(s.said)) || (corrects && lowerCaseTurn(text));
      // Nor a word shaped like an activity or a department ("Underwriting", "Procurement", "Compliance"): not sure, so no.
      if (!cued && ABSTRACT.test(head)) return false;
      // In a turn typed in lower case, a word of letters the English lexicon does not hold may be a place ("a pharmacist in leeds").
      const named = (t: Token): boolean => lowerCaseTurn(text) && /^\p{Ll}[\p{Ll}'-]+$/u.test(t.text) && !inLexicon(t.lower);
      return cued || toks.length === 0 || toks.every((t) => /^\p{Lu}/u.test(t.text) || t.pos === 'PROPN' || named(t));
    }
    case 'team':
      return !MEDICINE.test(lower) && !(['location', 'hometown'].some((k) => known[k]?.toLowerCase() === lower) && !/\bteam\b/i.test(s?.said ?? ''));
    case 'employer':
      return !['location', 'hometown', 'name'].some((k) => known[k]?.toLowerCase() === lower) && !PASTIME.test(lower.split(/\s+/).pop() ?? '');
    case 'age': {
      const n = Number(v);
      return Number.isFinite(n) && n > 0 && n < 125;
    }
    case 'birthday':
      return !RELATIVE_DAY.test(v);
    default:
      return !other;
  }
}

/** Whether the value is said of the user (not of a relative, a named person, or "we" for what only a person has). */
function aboutUser(key: string, value: string, s: Sentence | null, all: readonly Sentence[], othersBefore: boolean, c: Draft): boolean {
  if (!s) return true;
  // "I gave you the wrong team. It's Observability": an "it" after something said points back at it, not at the user.
  if (key === 'name' && !c.correction?.replaces && itPointsBack(all.map((x) => x.said).join(' '), value)) return false;
  const lower = s.said.toLowerCase();
  const i = lower.indexOf(value.toLowerCase().replace(/\s+team$/, ''));
  // "Marguerite is my manager, she's lovely": a value the sentence opens with is its own clause's subject.
  const lead = i >= 0 ? lower.slice(0, i) : lower;
  // … unless a later clause of it names someone else ("Nice, not Lyon — that is where my brother went").
  // The field's own word is no other person ("Renata, my boss, is away").
  const later = i === 0 ? lower.split(/[,;:—–]|\b(?:and|but|so|because|cos|though)\b/).slice(1) : [];
  if (later.some((p) => OTHER.test(key === 'manager' ? p.replace(MANAGER_OWN, '') : p))) return false;
  // The clause that says it: after the last comma or conjunction before the value.
  // "me and my partner are both vegan", "me n the kids both work at …": a joint subject with the user in it says the
  // value of each of them (its verb agrees with both: "are", "work", never "works").
  if (/^\s*me\s+(?:and|n|&)\s+(?:my|our)\s+[\w'-]+(?:\s+[\w'-]+){0,2}?\s+(?:are|were|have been|'ve been)\b[^,;:]*$/.test(lead)) return true;
  if (/^\s*me\s+(?:and|n|&)\s+(?:my|our|the)\s+[a-z-]+(?:\s+[a-z-]+){0,2}?\s+(?:(?:both|all|also|still)\s+)*(?:work|worked)\s+(?:at|for)\s+$/.test(lead))
    return true;
  const clause = lead.split(/[,;:—–]|\b(?:and|but|so|because|cos|though)\b/).pop() ?? lead;
  const first = /^\s*(?:(?:no|nope|sorry|oops|wait|well|actually|oh|ah|hi|hey|hello|and|also)[\s,.!]+)*(\w+(?:'\w+)?)/.exec(clause)?.[1] ?? '';
  // The field's own word is no other person: "my boss is Karen" says who the user's manager is.
  // "I work with my brother at Tesco": a relative after a preposition is no subject when the clause starts with "I".
  const mine = /^(?:i|im|i'm)$/.test(first) ? clause.replace(/\b(?:with|for|to|near|beside|from|by|like|than)\s+(?:my|our)\s+[\w-]+/g, '') : clause;
  const own = key === 'manager' ? mine.replace(MANAGER_OWN, '') : mine;
  // "they moved me to data engineering", "she made me team lead": someone did it to the user — the value is still the user's.
  const toMe = /^\s*(?:they|he|she|hr|the company|my (?:boss|manager))\s+(?:\w+\s+){0,2}me\b/.test(clause);
  if (!toMe && (OTHER.test(own) || /^(she|he|they|she's|he's|they're|shes|hes|theyre|his|her|their)$/.test(first))) return false;
  if (PERSONAL.has(key) && /^(we|we're|were|we've|our|us)$/.test(first)) return false;
  // "we're vegetarian at home but i eat meat out": a household's habit, kept to the home or set against the user's own
  // doing, is no one person's diet ("We're vegetarian, all of us" is said of each).
  if (key === 'diet' && /^(we|we're|were|we've|our|us)$/.test(first) && HOUSEHOLD_ONLY.test(lower)) return false;
  // A name or person as the clause's subject ("Ximena lives in …"): someone else.
  if (/^\p{Lu}/u.test(first) && !/^(i|im|i'm|my|me)$/i.test(first) && !/^(i|im)\b/i.test(clause.trim())) {
    const tok = s.tokens.find((t) => t.lower === first.toLowerCase());
    if (tok?.pos === 'PROPN' && key !== 'name' && key !== 'nickname') return false;
  }
  // "my sister got married. moved to Cork too": a sentence without a subject of its own, after one about someone
  // else, may be said of them: not sure.
  const at = all.indexOf(s);
  if (at > 0 && subjectless(s) && all.slice(0, at).some((x) => namesOther(x.said))) return false;
  // "it's X" with a person named this turn or the turn before, or "she/he" anywhere in the sentence: whose X is not sure.
  // A correction said alone ("no, Tallinn") after a turn about someone else may be about them: not sure.
  if (c.correction?.bare && (othersBefore || all.some((x) => namesOther(x.said)))) return false;
  if (DEICTIC.test(s.said.trim()) && (!c.correction?.replaces || c.correction.bare)) {
    const named = all.some((x) => namesOther(x.said)) || othersBefore || THIRD_PRONOUN.test(s.said);
    if (named) return false;
  }
  return true;
}

/** A sentence that opens on its verb, with no first-person word: "moved to Cork too", "started at Arup last week". */
function subjectless(s: Sentence): boolean {
  const words = s.tokens.filter((t) => t.pos !== 'PUNCT' && t.pos !== 'INTJ' && !/^(?:and|also|then|so|just|oh|well)$/.test(t.lower));
  return words[0]?.pos === 'VERB' && !words.some((t) => /^(?:i|i'm|im|me|my|mine|myself)$/.test(t.lower));
}

/** A turn that names someone other than the user (a relative, a friend, "she"). */
function namesOther(text: string): boolean {
  return OTHER.test(text) || /\b(she|he|they)\b/i.test(text);
}

/** A value said as where the user is that names a team: a business function, or a word beside "team" / the known team. */
function isTeam(value: string, said: string, known: Known): boolean {
  const v = value.toLowerCase();
  return /^\p{Lu}/u.test(value) && !/\s/.test(v) && (FUNCTION.test(v) || (/\b(team|department|dept)\b/i.test(said) && known['team'] !== undefined));
}

function teamOf(value: string, known: Known): Draft {
  return gatedField('team', value, `The user's team is ${value}.`, known['team'], `the user said they are in ${value}`);
}

/** A field the gate set in place of the one a rule proposed; `old`, when given, is the value it replaces. */
function gatedField(key: string, value: string, content: string, old: string | undefined, reason: string): Draft {
  return {
    kind: 'fact',
    content,
    importance: 0.7,
    confidence: 0.9,
    triple: { subject: 'user', predicate: key, object: value },
    profile: { key, value },
    source: 'user_explicit',
    ...(old && { correction: { reason, replaces: old } }),
  };
}

/** "The user is Italian." (a plain fact the rules read): the nationality it states, title-cased; null otherwise. */
function nationalityOf(content: string): string | null {
  const m = /^The user is ([\p{L}-]+(?: [\p{L}-]+){0,2})\.?$/u.exec(content.trim());
  if (!m) return null;
  const words = (m[1] as string).split(' ');
  // "Italian btw", "Swiss actually": the nationality is the words before such a tag.
  while (words.length > 1 && /^(btw|actually|though|tho|too|originally|by|birth|now|lol)$/i.test(words[words.length - 1] as string)) words.pop();
  const v = words.join(' ');
  return isDemonym(v) ? v.replace(/(^|[\s-])(\p{Ll})/gu, (_, sp: string, ch: string) => sp + ch.toUpperCase()) : null;
}

function nationalityDraft(value: string, known: Known): Draft {
  const old = known['nationality'];
  const changed = old && old.toLowerCase() !== value.toLowerCase() ? old : undefined;
  return gatedField('nationality', value, `The user's nationality is ${value}.`, changed, `the user said they are ${value}`);
}

/** Words of medicine around a value: "the cardiologist switched me to apixaban". */
const MEDICAL =
  /\b(doctor|gp|cardiologist|consultant|psychiatrist|nurse|pharmacist|prescri\w*|dose|dosage|mg|meds|medication|medicine|tablets?|pills?|switched me)\b/i;

function isMedicine(value: string, s: Sentence | null): boolean {
  const v = value.toLowerCase().replace(/\s+team$/, '');
  return MEDICINE.test(v) || (!/\s/.test(v) && s !== null && MEDICAL.test(s.said) && !/\bteam\b/i.test(s.said));
}

/** A medicine read as a team is the medication the user takes now; one said as stopped ("not on X anymore", "from X") ends. */
function medication(value: string, text: string): Draft {
  const v = value.replace(/\s+team$/i, '').toLowerCase();
  const old = /\b(?:not on|off|stopped|quit|from)\s+([a-z][a-z-]+)/i.exec(text)?.[1]?.toLowerCase();
  const ends = old && old !== v && (MEDICINE.test(old) || MEDICAL.test(text)) ? [{ subject: 'user', predicate: 'takes_medication', object: old }] : undefined;
  return {
    kind: 'fact',
    content: `The user takes ${v}.`,
    importance: 0.8,
    confidence: 0.85,
    triple: { subject: 'user', predicate: 'takes_medication', object: v },
    profile: null,
    source: 'user_explicit',
    ...(ends && { ends }),
  };
}
