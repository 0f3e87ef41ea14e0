/**
 * The subject decides whose fact a clause states. A clause about another person ("my best mate Tariq
 * moved to Leeds", "my mother-in-law speaks Tagalog", "my line manager's husband is a pilot for easyJet")
 * gets the same predicate readings as the user's own clause: it is read as if the user said it ("I moved
 * to Leeds"), and every field or relation that reading finds becomes a triple about that person — never a
 * user field, never a profile change. Appositions ("Arjun (my cousin)", "my colleague, Benedikt,",
 * "Greta, my sister-in-law,") are brought to the one shape "my cousin Arjun" before the turn is split.
 */
import type { Token } from './nlp.js';
import { clausesOfTurn } from './split.js';
import { freeFact, phrase, type Draft } from './phrases.js';
import { relationalNoun } from './kin.js';
import { roleByShape } from './whose.js';
import type { StatementResult } from './result.js';

/** Reads a statement (statement.ts's reader, passed in so no import cycle is made). */
export type Reader = (tokens: readonly Token[]) => StatementResult | null;

/** Fields of the user that, said of someone else, are facts about them (the relation keeps the field's name). */
const PERSON_FIELDS = /^(location|hometown|nationality|employer|team|role|diet|age|birthday|language|name|nickname|pronouns)$/;

/** Third-person verb forms and the first-person forms they take when the clause is read as the user's. */
const AGREE: Readonly<Record<string, string>> = { is: 'am', "'s": 'am', has: 'have', does: 'do', was: 'was', "doesn't": "don't" };

/**
 * The clause from its verb, said by "I": the verb agrees with "I" ("lives" → "live", "is" → "am", "'s" →
 * "am" or "have" by what follows). Null when the verb is not one a person's statement can start with.
 */
function firstPerson(rest: readonly Token[]): string | null {
  const verb = rest[0];
  if (!verb || !['VERB', 'AUX'].includes(verb.pos)) return null;
  let said: string;
  if (verb.text === "'s") said = rest[1]?.lower === 'got' || rest[1]?.pos === 'VERB' ? 'have' : 'am';
  else if (AGREE[verb.lower]) said = AGREE[verb.lower] as string;
  else said = agreed(verb);
  // "is coeliac and lives in Delft": every verb of theirs after "and" agrees with "I" too.
  // ("lives/NOUN in": a word in -s before a preposition is the verb, as possessive.ts reads it).
  const more = rest
    .slice(1)
    .map((t, k, all) =>
      all[k - 1]?.lower === 'and' && (t.pos === 'VERB' || (/s$/.test(t.lower) && all[k + 1]?.pos === 'ADP')) ? { ...t, text: agreed(t) } : t,
    );
  return `I ${said} ${phrase(more)}`;
}

function agreed(verb: Token): string {
  if (verb.lower === 'has') return 'have';
  if (verb.lower === 'is') return 'am';
  if (verb.lower !== verb.lemma && (verb.lower === `${verb.lemma}s` || verb.lower === `${verb.lemma}es`)) return verb.lemma;
  return /[^aeiou]ies$/.test(verb.lower)
    ? verb.lower.replace(/ies$/, 'y')
    : /[^s]s$/.test(verb.lower) && verb.pos !== 'VERB'
      ? verb.lower.slice(0, -1)
      : verb.text;
}

/**
 * What the user's own reading of the clause finds, as facts about `subject`. `tokens` is the whole clause
 * (its words are the memory's content); `rest` starts at the verb. Only facts are kept: a wish, a rule or a
 * correction of the user's would be a misreading. Empty when the reading finds no field or relation.
 */
export function readAsPerson(subject: string, tokens: readonly Token[], rest: readonly Token[], reread: Reader): Draft[] {
  const said = firstPerson(rest);
  if (!said) return [];
  // "my step-mum doesn't eat pork": under a negation only what the reading itself says is a dislike is kept.
  const negated = tokens.some((t) => t.negated);
  // "I am coeliac and live in Delft": each clause of it, as the turn's splitter cuts it, is read.
  const reads = clausesOfTurn(said).map((c) => reread(c.tokens));
  if (reads.some((r) => r === null || r.forget.length > 0)) return [];
  const content = freeFact(phrase(tokens)).content;
  const out: Draft[] = [];
  for (const d of reads.flatMap((r) => r?.drafts ?? [])) {
    // "is a big fan of ABBA", "can't stand olives": a liking of theirs is a fact about them, not a preference of the user's.
    const liking = d.kind === 'preference' && d.triple && /^(likes|dislikes)$/.test(d.triple.predicate) ? d.triple : null;
    if (liking) {
      out.push({ ...d, kind: 'fact', content, profile: null, triple: { subject, predicate: liking.predicate, object: liking.object } });
      continue;
    }
    if (d.kind === 'preference' && d.profile?.key.startsWith('preference.')) {
      const predicate = /\b(dislikes|hates|does not|doesn't|can't stand|not)\b/i.test(d.content) ? 'dislikes' : 'likes';
      out.push({ ...d, kind: 'fact', content, profile: null, triple: { subject, predicate, object: d.profile.value.replace(/^not\s+/i, '') } });
      continue;
    }
    if (d.kind !== 'fact' || d.correction || d.ends) continue;
    const key = d.profile?.key ?? null;
    if (key && !PERSON_FIELDS.test(key)) continue;
    const triple = key ? { predicate: key, object: d.profile?.value as string } : d.triple && d.triple.subject === 'user' ? d.triple : null;
    if (!triple || triple.predicate.startsWith('my.') || triple.predicate === 'plans') continue;
    out.push({ ...d, content, profile: null, triple: { subject, predicate: triple.predicate, object: triple.object } });
  }
  // "Tomasz is a falconer": an occupation the user's reading knows no word of, by its shape (whose.ts).
  const role = out.length === 0 && !negated && (rest[0]?.lemma === 'be' || rest[0]?.text === "'s") ? roleByShape(rest.slice(1)) : null;
  if (role) out.push({ ...freeFact(phrase(tokens), 'fact', 0.6), triple: { subject, predicate: 'role', object: role } });
  return negated ? out.filter((d) => d.triple?.predicate === 'dislikes') : out;
}

/** "Arjun (my cousin)", "my colleague, Benedikt,", "Greta, my sister-in-law,": the relation said first, then the name. */
const PARENS = /\b(\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+)?) \((?:my|our) ([\p{L} '-]{2,30}?)\)/gu;
// "my daughters, Isla-Mae and Wren, both …": the apposition may name several people, joined by "and", "&" or commas.
const COMMA_AFTER =
  /\b([Mm]y|[Oo]ur) ([\p{L} '-]{2,30}?), (\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+)?(?:(?:, | and | & |, and )\p{Lu}[\p{L}'-]+){0,3}),? (?=\p{Ll})/gu;
const COMMA_BEFORE = /(^|[.!?] +)(\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+)?), (my|our) ([\p{L} '-]{2,30}?), (?=\p{Ll})/gu;

/** Whether the words name a relation by their last word ("cousin", "best mate", "sister-in-law", "brother in law"). */
function names(relation: string): boolean {
  // "my line manager, Oskar, wants …": the manager's apposition is read by the split, which sets the field.
  if (/\b(manager|boss|supervisor|lead)$/i.test(relation.trim())) return false;
  const words = relation
    .trim()
    .toLowerCase()
    .replace(/ in laws?$/, '-in-law')
    .split(/\s+/);
  const last = words[words.length - 1] as string;
  // "my daughters, …", "my twin boys, …": a plural names the relation its singular names.
  return words.length <= 4 && (relationalNoun(last) !== null || (/[^s]s$/.test(last) && relationalNoun(last.slice(0, -1)) !== null));
}

/** The turn with each apposition of a person brought to "my <relation> <Name>". */
export function appositionFirst(text: string): string {
  return text
    .replace(PARENS, (all, name: string, rel: string) => (names(rel) ? `my ${rel} ${name}` : all))
    .replace(COMMA_AFTER, (all, my: string, rel: string, name: string) => (names(rel) ? `${my} ${rel} ${name} ` : all))
    .replace(COMMA_BEFORE, (all, start: string, name: string, my: string, rel: string) =>
      names(rel) ? `${start}${start ? my : my.charAt(0).toUpperCase() + my.slice(1)} ${rel} ${name} ` : all,
    );
}
