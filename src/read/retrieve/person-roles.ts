/**
 * Who the user means by what the person does (issue 24, eleventh round). A question that asks for a person
 * ("who covers the parlour when i'm away", "who settles my tax", "my soccer mate, what's his name") names
 * the person by an activity or a role that no attribute's wordings list, and the memory names it in other
 * words ("The user's neighbour Ger does the milking for him", "The user's tax agent Mr Lim files her
 * returns"). The mechanism is the answer's type, read from grammar, not a list of roles:
 *
 * - the question asks for a person: its question word is "who"/"whom"/"whose", or it asks for "his/her
 *   name", and it is about the user (a word of the first person, or no other person named);
 * - a memory states a person the user has: its triple's predicate is an attribute whose value is a person
 *   (`AttributeSpec.person`), or its sentence names someone by apposition or copula after "the user's …"
 *   ("The user's vet is Aoife Brennan", "The user's tracker Sipho …") or after "with", "named", "called";
 * - among those candidates, each is scored by how close the question's content words read to its own in the
 *   local embedder's word vectors (GloVe): for each question word its closest memory word, the mean of the two
 *   best. The part is that score over the best one's, so the statement whose activity reads closest leads.
 *
 * A question that asks for a person asks for no attribute whose value is no one (a hobby, a diet, a place): "who
 * rings me at the weekend" is not a question about the user's weekend pastimes, and "who do i ring when the calf is
 * sick" is no request on health that the user's allergies bear on. Its reading keeps the attributes whose value is a
 * person ({@link AttributeSpec.person}) or an organisation that acts ({@link AGENT_VALUED}), and no topic.
 *
 * Off for any other embedder (no word vectors) and for questions that ask no person. Logs nothing (the score
 * part is visible in the breakdown as `attribute`).
 */
import type { QuestionReading } from '../../core/attributes/questions.js';
import type { AttributeTable } from '../../core/attributes/table.js';
import type { WordVectors } from '../../core/contracts/embedder.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import { dot, nonZero, vectorWords } from './word-vectors.js';

/** What the statement of a person weighs at best in the attribute part: below a keyed fact the question asks for (1). */
export const PERSON_SHARE = 0.5;
/** What an attribute whose value is no one weighs, as a share, for a question that asks for a person. */
export const NOT_PERSON_SHARE = 0.4;
/** A statement whose closeness is under this share of the best one's gets no part. */
export const PERSON_CUT = 0.6;
/** The closeness (mean cosine of the two best word pairs) a statement needs at least. */
export const PERSON_FLOOR = 0.15;
/** Candidates read for the statements of people, at most. */
export const PERSON_CANDIDATES = 100;

/** "who" as the question word of a clause, after at most a short lead ("remind me who…", "so who…"); not a relative "who" after a noun. */
const ASK_PERSON = /^(?:(?:so|and|but|ok|okay|then|hey|remind me|tell me|do you know|can you tell me|quick one)\s+)*(?:who|whom|whose|who's|whos)\b/;
/** "who" as the object of the user's own verb: "who do i cheer for", "who did we hire". */
const USER_ACTS = /^(?:(?:so|and|but|ok|okay|then|hey|remind me|tell me)\s+)*(?:who|whom)\s+(?:do|did|does|should|shall|can|will|would)\s+(?:i|we)\b/;
const clausesOf = (question: string): string[] =>
  question
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/[,;:.!?()]+/)
    .map((c) => c.trim());
/** A clause that asks for someone's name ("my gym buddy, what's his name"). */
const ASK_NAME = /\b(?:his|her|their) name\b/;
const FIRST_PERSON = /\b(i|me|my|mine|i'm|im|i've|ive|myself)\b/i;
/** A capitalised word that is not the sentence's first: another person or place named. */
const NAMED = /(?<=\s)[A-Z][a-z]+/;
/** "The user's vet is Aoife", "The user's nephew Jun Wei", "The user's guru, Pandit …". */
const APPOSITION = /^The user's (?:[a-z-]+ ){0,1}[a-z-]+,? [A-Z]|^The user's (?:[a-z-]+ ){0,4}is (?:(?:Mr|Mrs|Ms|Dr)\.? )?[A-Z]/;
/**
 * A person named as the sentence's subject, before what they do or who they are: "Rodney cuts the user's grass", "Mr.
 * Ramesh Iyer, a chartered accountant, does …", "Ole at Radhaus services …", "Marcus Bell from Bell Brothers Roofing
 * replaced …", when the sentence tells what they do for the user or the family ({@link FOR_USER}). Not "The user …", nor
 * an article.
 */
const NAME_SUBJECT = /^(?!(?:The|A|An|This|That|Their|His|Her)\b)(?:(?:Mr|Mrs|Ms|Dr|Uncle|Aunt|Auntie)\.? )?[A-Z][a-z]+(?: [A-Z][a-z]+){0,2}(?:,| [a-z])/;
/** The user or the user's household in a sentence: the deed of a person named as its subject is done for them. */
const FOR_USER = /\bthe (?:user|user's|family's|family|household)\b/;
/** "in a pair with Rasmus Lund", "a buyer named Mr Liang", "a student called Kofi". */
const WITH_NAME = /\b(?:with|named|called) (?:(?:Mr|Mrs|Ms|Dr)\.? )?[A-Z][a-z]+/;
/**
 * Verbs of turning to someone ("who do i go to", "who do i see", "who do i call"): the user seeks the person out, and
 * what follows is the occasion ("when i fall sick", "when the sink backs up"), not an attribute asked for.
 */
const TURN_TO =
  /^(?:(?:so|and|but|ok|okay|then|hey|remind me|tell me)\s+)*(?:who|whom)\s+(?:do|did|does|should|shall|can|will|would)\s+(?:i|we)\s+(?:go to|go and see|see|call|ring|phone|ask|talk to|speak to|turn to|visit|contact|text|message|get|get hold of|book|use|need)\b/;
/**
 * Words of a question that say nothing of the activity: the asking words, and the verbs of going to, seeing and
 * calling someone, which any statement of a person's coming or doing reads close to ("go" to "comes", "see" to "does").
 */
const ASKING = new Set(['who', 'whom', 'whose', 'whos', 'name', 'called', 'again', 'remind', 'tell', 'know']);
const LIGHT = ['go', 'goes', 'going', 'went', 'come', 'comes', 'coming', 'came', 'see', 'sees', 'saw', 'call', 'calls', 'ring', 'phone'];
const NOT_ACTIVITY: ReadonlySet<string> = new Set([...ASKING, ...LIGHT, 'ask', 'talk', 'speak', 'turn', 'visit', 'contact', 'get', 'gets', 'does', 'need']);

/**
 * The built-in attributes whose value is an organisation, which "who" asks for too ("who do i work for"), and the
 * role, whose statement names the employer as often as not ("The user drives trams for the city network").
 */
export const AGENT_VALUED: ReadonlySet<string> = new Set(['employer', 'client', 'school', 'team', 'role']);

/** `reading` for a question that asks for a person: the attributes whose value is one, and no request topic. */
export function readingForPerson(reading: QuestionReading, table: AttributeTable, question: string): QuestionReading {
  // "who do i cheer for", "who do i see about…": the user's own verb says what is asked (a team one supports is a
  // taste), so its attributes keep their weight; "who rings me at the weekend" asks for the one who does it.
  // A verb of turning to someone ("who do i go to when i fall sick") asks for the person, whatever the occasion names.
  const userActs = clausesOf(question).some((c) => USER_ACTS.test(c) && !TURN_TO.test(c));
  const asked = reading.asked.map((a) =>
    userActs || table.spec(a.key)?.person === true || AGENT_VALUED.has(a.key) ? a : { ...a, weight: a.weight * NOT_PERSON_SHARE },
  );
  return { asked: asked.filter((a) => a.weight > 0), topics: [] };
}

/** True when `question` asks for a person the user has. */
export function asksForPerson(question: string): boolean {
  if (!clausesOf(question).some((c) => ASK_PERSON.test(c) || ASK_NAME.test(c))) return false;
  const rest = question.trim().replace(/^\S+/, '');
  return FIRST_PERSON.test(question) || !NAMED.test(rest);
}

/** True when `memory` states a person the user has. */
export function statesPerson(memory: Pick<MemoryRecord, 'content' | 'triple'>, table: AttributeTable): boolean {
  const p = memory.triple?.predicate;
  if (p && table.spec(p)?.person === true) return true;
  return APPOSITION.test(memory.content) || WITH_NAME.test(memory.content) || (NAME_SUBJECT.test(memory.content) && FOR_USER.test(memory.content));
}

const contentWords = (text: string, vectors: WordVectors, asking: ReadonlySet<string> = ASKING): string[] =>
  vectorWords(text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [], vectors, asking);

/** The mean cosine of the two best pairs of question word and its closest memory word (unit vectors). */
function closeness(question: readonly Float32Array[], memory: readonly Float32Array[]): number {
  if (question.length === 0 || memory.length === 0) return 0;
  const best = question.map((v) => Math.max(...memory.map((u) => dot(v, u))));
  best.sort((a, b) => b - a);
  return best.length === 1 ? (best[0] as number) : ((best[0] as number) + (best[1] as number)) / 2;
}

/**
 * The statements of people among `memories` with their part (0..{@link PERSON_SHARE}) for a question that asks
 * for a person; empty otherwise.
 */
export function personParts(
  question: string,
  memories: readonly Pick<MemoryRecord, 'id' | 'content' | 'triple'>[],
  table: AttributeTable,
  vectors: WordVectors,
): Map<string, number> {
  const out = new Map<string, number>();
  if (!asksForPerson(question)) return out;
  const people = memories.filter((m) => statesPerson(m, table));
  if (people.length === 0) return out;
  // A verb of turning to someone says nothing of what the person does ("go" reads close to "comes", "see" to "does").
  const turnTo = clausesOf(question).some((c) => TURN_TO.test(c));
  const asked = vectors.embed(contentWords(question, vectors, turnTo ? NOT_ACTIVITY : ASKING)).filter(nonZero);
  if (asked.length === 0) return out;
  const scored = people.map((m) => ({ id: m.id, score: closeness(asked, vectors.embed(contentWords(m.content, vectors)).filter(nonZero)) }));
  const best = Math.max(...scored.map((s) => s.score));
  if (best < PERSON_FLOOR) return out;
  for (const s of scored) if (s.score >= PERSON_CUT * best) out.set(s.id, (PERSON_SHARE * s.score) / best);
  return out;
}
