/**
 * Reported speech. What a friend, a sister or a colleague says or thinks ("my friend said Lisbon
 * is the best city", "my sister keeps telling me I'm a workaholic") is their opinion, not a fact
 * about the user: nothing is stored. What an authority confirms about the user ("my allergist
 * confirmed I'm allergic to dust mites", "my GP says I'm prediabetic", "HR told me my title is now
 * Staff Engineer") is read as the user saying it.
 */
import type { Token } from './nlp.js';
import { freeFact, lowerOf, phrase, type Draft } from './phrases.js';
import { result, type StatementResult } from './result.js';
import { standingRule } from './standing.js';
import { selfNews } from './news.js';
import { guessedBy } from './suspicion.js';
import { ownFinding } from './finding.js';

/** People whose word about the user is a fact: clinicians, HR, the employer's own records. */
const AUTHORITY =
  /^(doctor|doc|gp|allergist|dentist|dermatologist|cardiologist|consultant|specialist|surgeon|nurse|physio|physiotherapist|optician|optometrist|therapist|psychiatrist|pharmacist|midwife|hr|payroll|manager|boss|the hospital|the clinic|the lab|the test|tests?|results?)$/;
/** Authorities whose word about the user is about their health: what they find is kept high (safety). */
const CLINICIAN =
  /^(doctor|doc|gp|allergist|dentist|dermatologist|cardiologist|consultant|specialist|surgeon|nurse|physio|physiotherapist|optician|optometrist|therapist|psychiatrist|pharmacist|midwife|the hospital|the clinic|the lab|the test|tests?|results?)$/;
/** Words of doubt: a diagnosis said with one is no fact. */
const MODAL = /^(?:may|might|could|would|should|maybe|possibly|probably|perhaps)$/;
/** Verbs that report what someone said or thought. */
const REPORTING =
  /^(said|says|say|told|tells|tell|telling|thinks|think|thought|reckons|reckon|suspects|believes|claims|insists|keeps|confirmed|confirms|diagnosed|found|showed|shows)$/;

/** A word that names a clinician by its shape ("rheumatologist", "psychiatrist", "psychotherapist", "osteopath"). */
const CLINICAL_SHAPE = /(?:ologist|iatrist|therapist|opath|physician|optician|dietician|dietitian|practitioner|^vet)$/;

/** Whether the words of a subject name an authority whose word about the user is the user's (speech.ts). */
export function authoritative(subject: readonly string[]): boolean {
  return AUTHORITY.test(subject.join(' ')) || subject.some((w) => AUTHORITY.test(w) || CLINICIAN.test(w) || CLINICAL_SHAPE.test(w));
}

/** "According to my GP, I'm …", "according to the dentist im …": the source said first is the subject of "says". */
function accordingTo(tokens: readonly Token[]): Token[] | null {
  const w = lowerOf(tokens);
  if (w[0] !== 'according' || w[1] !== 'to') return null;
  let k = ['my', 'the', 'our'].includes(w[2] ?? '') ? 3 : 2;
  const from = k;
  while (k < tokens.length && k < 7 && !['i', 'my', ','].includes(w[k] as string)) k++;
  if (k === from || k >= tokens.length) return null;
  const says: Token = { text: 'says', lower: 'says', pos: 'VERB', lemma: 'say', negated: false };
  return [...tokens.slice(2, k), says, ...tokens.slice(w[k] === ',' ? k + 1 : k)];
}

/** "According to my GP, I'm …": the comma after the source is dropped, so the source and what it says stay one clause. */
export function accordingJoined(text: string): string {
  return text.replace(/\b(according to (?:my |the |our )?[\p{L}'-]+(?: [\p{L}'-]+){0,2}),\s+(?=(?:i|i'm|im|my|we|our)\b)/giu, '$1 ');
}

/** "diagnosed me with ADHD" → "I was diagnosed with ADHD": what a diagnosis found, said as the user's own statement. */
function diagnosed(tokens: readonly Token[], at: number): Token[] | null {
  const w = lowerOf(tokens);
  if (!/^diagnosed$/.test(w[at] ?? '') || w[at + 1] !== 'me' || w[at + 2] !== 'with') return null;
  const i: Token = { text: 'I', lower: 'i', pos: 'PRON', lemma: 'i', negated: false };
  const was: Token = { text: 'was', lower: 'was', pos: 'AUX', lemma: 'be', negated: false };
  return [i, was, ...tokens.slice(at, at + 1), ...tokens.slice(at + 2)];
}

/** Verbs by which someone states what is so. */
const FINDING = /^(said|says|told|tells|confirmed|confirms|diagnosed|found|showed|shows)$/;

/**
 * A clinician's finding that names no bearer: "confirmed it's vitiligo", "said it was a hairline fracture" (a copula on
 * "it" with a noun), "confirmed moderate hearing loss in my left ear", "found a small cyst" (a noun phrase with no verb,
 * after a verb of finding). Whose it is goes without saying: the patient's, the user's. "said it's nothing serious" names
 * no condition (no noun): no finding.
 */
function findingOf(inner: readonly Token[], verb: string): boolean {
  const w = lowerOf(inner);
  const noun = (from: number): boolean => inner.slice(from).some((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  if ((w[0] === 'it' && /^(?:'s|is|was|s)$/.test(w[1] ?? '')) || w[0] === 'its') return noun(w[0] === 'its' ? 1 : 2);
  const bare = inner.length > 0 && !inner.some((t) => t.pos === 'VERB' || t.pos === 'AUX' || (t.pos === 'PRON' && t.lower !== 'my'));
  return /^(?:confirmed|confirms|diagnosed|found|showed|shows)$/.test(verb) && bare && noun(0);
}

/** What a reported clause is: someone else's opinion (nothing stored), or an authority's word about the user (the inner statement). */
export function reported(said: readonly Token[]): { opinion: true } | { inner: Token[]; suspected?: true; clinical?: string; other?: true } | null {
  const tokens = accordingTo(said) ?? said;
  const w = lowerOf(tokens);
  // "my son was diagnosed with ADHD": a passive diagnosis reports no one's words (diagnosed.ts reads it).
  const at = w.findIndex(
    (x, i) =>
      i > 0 &&
      REPORTING.test(x) &&
      tokens[i]?.pos !== 'NOUN' &&
      !(x === 'diagnosed' && w[i + 1] === 'with' && /^(?:was|were|got|been|is)$/.test(w[i - 1] ?? '') && !w.slice(0, i).some((y) => MODAL.test(y))),
  );
  if (at < 1) return null;
  const subject = w.slice(0, at).filter((x) => !['my', 'the', 'our', 'his', 'her', 'also', 'just', 'always', 'even', 'actually'].includes(x));
  if (subject.length === 0 || subject.length > 3 || subject.includes('i') || subject.includes('you') || subject.includes('we')) return null;
  let k = at + 1;
  while (['me', 'us', 'that', 'saying', 'telling', 'me,', 'again'].includes(w[k] ?? '')) k++;
  // "told me last week that I'm …", "said yesterday I've got …": a time or a manner said between the verb and its clause.
  const opens = w.findIndex((x, j) => j > k && j <= k + 5 && (x === 'i' || x === 'my' || x === 'our'));
  if (
    !['i', 'my', 'our'].includes(w[k] ?? '') &&
    opens > k &&
    tokens.slice(k, opens).every((t) => ['DET', 'NOUN', 'ADV', 'ADJ', 'NUM', 'SCONJ'].includes(t.pos) || t.lower === 'that')
  )
    k = opens;
  const inner = diagnosed(tokens, at) ?? tokens.slice(k);
  const last = subject[subject.length - 1] ?? '';
  const clinician = CLINICIAN.test(last) || CLINICIAN.test(subject.join(' ')) || CLINICAL_SHAPE.test(last);
  const authority = AUTHORITY.test(subject.join(' ')) || AUTHORITY.test(last) || clinician;
  const aboutUser = ['i', 'my', 'our'].includes(inner[0]?.lower ?? '') || (clinician && findingOf(inner, w[at] as string));
  const clinical = clinician ? { clinical: subject.join(' ') } : {};
  if (authority && aboutUser && FINDING.test(w[at] as string)) return { inner, ...clinical };
  // "my GP thinks I could be coeliac": an authority's guess about the user's health is a suspicion (read so, or nothing).
  if (authority && aboutUser && /^(thinks|think|thought|reckons|suspects|believes)$/.test(w[at] as string)) return { inner, suspected: true, ...clinical };
  // "the vet said Bramble has hip dysplasia": a clinician's finding about someone the user names is theirs.
  if (
    clinician &&
    /^(said|says|told|tells|confirmed|confirms|found)$/.test(w[at] as string) &&
    inner[0]?.pos === 'PROPN' &&
    /^\p{Lu}/u.test(inner[0].text) &&
    inner.length > 2
  )
    return { inner, other: true };
  // "my doctor told me to cut down on salt": an authority's advice to the user is kept as it was said.
  if (authority && inner[0]?.lower === 'to') return null;
  return { opinion: true };
}

/**
 * What a clinician found about the user ("my doctor said I have low iron", "the cardiologist confirmed
 * I've got an irregular heartbeat") is health: each fact about the user is kept high, never below the floor.
 */
export function clinicalFinding(read: StatementResult | null, inner: readonly Token[], who: string, verb = 'said'): StatementResult | null {
  // "the optician said I need reading glasses now": what no rule reads is kept as the user reported it.
  if (!read || (read.drafts.length === 0 && read.forget.length === 0))
    return {
      ...(read ?? result({})),
      drafts: [{ ...freeFact(phrase(inner), 'fact', 0.8), content: reportedThat(who, inner).replace(/ said /, ` ${verb} `), triple: null }],
      about: 'user',
      smalltalk: false,
    };
  const mine = (d: Draft): boolean => !d.triple || d.triple.subject === 'user';
  return { ...read, drafts: read.drafts.map((d) => (mine(d) && d.kind === 'fact' ? { ...d, importance: Math.max(d.importance, 0.8) } : d)) };
}

/** Who the user's words are about, said of them: "I", "my", "I'm" → "they", "their", "they're". */
const THIRD: Readonly<Record<string, string>> = {
  i: 'they',
  me: 'them',
  my: 'their',
  mine: 'theirs',
  myself: 'themselves',
  am: 'are',
  "'m": 'are',
  im: "they're",
};

/** "The user reported that their optician said they need reading glasses now." (M6: an implied fact is phrased as a report.) */
function reportedThat(who: string, inner: readonly Token[]): string {
  const words = inner.map((t) => (THIRD[t.lower] ?? t.text) + '');
  const text = words
    .join(' ')
    .replace(/\s+([,.;:!?]|'[a-z]+|n't)/g, '$1')
    .replace(/\s*[.!]+$/, '');
  return `The user reported that their ${who} said ${text}.`;
}

/**
 * A clause as a third party's rule (a procedure), someone's opinion (nothing), an authority's guess (a
 * suspicion), or an authority's word about the user (read as the user saying it; a clinician's kept high).
 * Undefined when the clause is none of these.
 */
export function readReported(tokens: readonly Token[], read: (t: readonly Token[]) => StatementResult | null): StatementResult | null | undefined {
  const rule = standingRule(tokens);
  if (rule) return rule;
  const news = selfNews(tokens, read);
  if (news) return result({ drafts: news, about: 'other' });
  const said = reported(tokens);
  if (!said) return undefined;
  if ('opinion' in said) return result({ about: 'other', smalltalk: true });
  if (said.suspected) {
    const guess = guessedBy(said.inner);
    if (guess) return result({ drafts: guess });
    // "my physio reckons I have a slipped disc": a clinician's opinion of the user's health is kept as their opinion, high.
    if (!said.clinical) return result({ about: 'other', smalltalk: true });
    const verb = lowerOf(tokens).find((x) => REPORTING.test(x)) ?? 'thinks';
    const content = reportedThat(said.clinical, said.inner).replace(/ said /, ` ${/s$/.test(verb) ? verb : 'thinks'} `);
    return result({ drafts: [{ ...freeFact(phrase(said.inner), 'fact', 0.8), content, triple: null }], about: 'user' });
  }
  if (said.other) return result({ drafts: [freeFact(phrase(said.inner), 'fact', 0.7)], about: 'other' });
  // "the audiologist confirmed moderate hearing loss …": the verb of finding is kept as said.
  const verb = lowerOf(tokens).find((x) => /^(?:confirmed|found|showed|diagnosed)$/.test(x)) ?? 'said';
  if (!said.clinical) return read(said.inner);
  // "my allergist confirmed it's ragweed": a finding that names no bearer is the user's, said as they would say it.
  const own = ownFinding(said.inner, said.clinical);
  const ownRead = own ? read(own) : null;
  if (own && ownRead && ownRead.drafts.length > 0) return clinicalFinding(ownRead, own, said.clinical, verb);
  return clinicalFinding(read(said.inner), said.inner, said.clinical, verb);
}
