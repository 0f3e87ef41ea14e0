/**
 * Statements whose subject is a person the user names: "Priya is my manager", "Mei has been my mentor
 * for two years", "Hugo and Anneke report to me", "Ingrid mentors me", "Priya's allergic to nuts". What
 * is said of them is theirs (a triple with their name as the subject) or the user's relation to them
 * (user · mentor · Mei; the manager is the profile field). A relation to someone else's relation ("my
 * manager's boss", "my skip-level") is none of the user's: nothing is read.
 */
import type { Token } from './nlp.js';
import { lowerOf, orgRun, phrase, profileFact, properRun, ROLE_HEAD, type Draft } from './phrases.js';
import { heldRelation, MANAGER_WORDS } from './possessive.js';
import { listItems, relationDraft, relationFacts } from './relations.js';
import { kinPhrase, relationalNoun } from './kin.js';

/** The names of "Hugo", "Hugo and Anneke", "Dr. Hana Sato", "Kofi, Lena and Ruth" at the start, and where they end. */
export function leadingNames(tokens: readonly Token[]): { names: string[]; end: number } | null {
  const names: string[] = [];
  let k = 0;
  for (;;) {
    const run = properRun(tokens, k);
    if (run.length === 0 || run.length > 4 || run.some((t) => t.text === 'I' || t.text === "'s")) return null;
    names.push(phrase(run));
    k += run.length;
    const sep = tokens[k]?.lower;
    if ((sep === ',' || sep === 'and' || sep === '&') && /^\p{Lu}/u.test(tokens[k + 1]?.text ?? '')) {
      k++;
      continue;
    }
    return { names, end: k };
  }
}

/** What a named person is said to be or do, for the user; null when the clause is not such a statement. */
export function readNamed(said: readonly Token[]): Draft[] | null {
  // "Both Annika and Rhys report to me": a quantifier before the names says each of them.
  const tokens = /^(?:both|all)$/.test(said[0]?.lower ?? '') && said[1]?.pos === 'PROPN' ? said.slice(1) : said;
  const lead = leadingNames(tokens);
  if (!lead) return null;
  const w = lowerOf(tokens);
  let k = lead.end;
  // "Bashir and Chidi both report to me", "Ana also works with me": an adverb before the verb.
  while (/^(both|all|also|each|now|currently|directly|still)$/.test(w[k] ?? '')) k++;
  const one = lead.names.length === 1 ? (lead.names[0] as string) : null;
  // "is / 's / are / has been / have been": the present, or the present perfect ("has been my mentor since …").
  let copula = false;
  // "Zuzana's been my mentor": "'s" before "been" is "has".
  if (['has', 'have', "'s", "'ve"].includes(w[k] ?? '') && w[k + 1] === 'been' && !/ing$/.test(w[k + 2] ?? '')) {
    copula = true;
    k += 2;
  } else if (['is', "'s", 'are'].includes(w[k] ?? '') && w[k + 1] !== 'been' && !/ing$/.test(w[k + 1] ?? '')) {
    copula = true;
    k++;
  }
  // "Zofia is still my mentor", "Ade's now my manager": an adverb after the copula changes no relation.
  while (copula && /^(still|now|also|basically|officially|technically)$/.test(w[k] ?? '') && w[k + 1] === 'my') k++;
  if (copula && w[k] === 'my') {
    // "Wojciech is my sister's husband": a chain whose every link is a relation names one person of the user's circle (kin.ts).
    const chain = one ? relationChain(tokens.slice(k + 1)) : null;
    if (chain && one)
      return [{ ...relationDraft('name', one, `The user's ${chain} is called ${one}.`), triple: { subject: chain, predicate: 'name', object: one } }];
    const said = relationAfterMy(tokens, k + 1);
    // "Kemal is my new manager": the new one is the one now; an old or former one is not.
    if (!said || /^(old|former|ex|previous|last)\b/.test(said)) return null;
    const rel = said.replace(/^(new|current)\s+/, '');
    if (MANAGER_WORDS.test(rel)) return one ? [profileFact('manager', one, `The user's manager is ${one}.`, 0.7)] : null;
    const held = heldRelation(rel, tokens.slice(0, lead.end));
    if (held) return held;
    // "Aisha's my sister", "Bella is my dog": the name of someone (or some animal) of the user's.
    if (one && isRelation(rel))
      return [{ ...relationDraft('name', one, `The user's ${rel} is called ${one}.`), triple: { subject: rel, predicate: 'name', object: one } }];
    if (PET.test(rel))
      return lead.names.map((n) => relationDraft('has_pet', `${rel.replace(/s$/, '')} named ${n}`, `The user has a ${rel.replace(/s$/, '')} named ${n}.`));
    return null;
  }
  // "Priya's allergic to nuts", "Kofi is allergic to penicillin and latex".
  if (copula && w[k] === 'allergic' && w[k + 1] === 'to' && one) {
    const items = listItems(tokens.slice(k + 2));
    return items.length > 0 ? relationFacts({ key: one, said: one }, 'allergic_to', items) : null;
  }
  // "Wojciech and Amara are on my team", "Lee's in my squad": people the user works with (the team is not named).
  if (copula && /^(on|in)$/.test(w[k] ?? '') && w[k + 1] === 'my' && /^(team|squad|crew|unit|group|department|pod)$/.test(w[k + 2] ?? '') && teamEnds(w, k + 3))
    return lead.names.map((n) => relationDraft('works_with', n, `The user works with ${n}.`));
  if (copula) return null;
  // "Bongani has mentored me for years", "Ines has been coaching me": the tense's helpers before the verb.
  const perfect = auxiliariesAt(w, k);
  const verb = tokens[k + perfect];
  const after = w.slice(k + perfect + 1);
  if (!verb || tokens.some((t) => t.negated)) return null;
  const led = one && after[0] === 'me' ? ledBy(verb, perfect > 0) : null;
  if (led && one)
    return [
      led === 'manager' ? profileFact('manager', one, `The user's manager is ${one}.`, 0.7) : relationDraft('mentor', one, `The user's mentor is ${one}.`),
    ];
  if (perfect > 0) return null;
  // "Hugo and Anneke report to me": the user manages them.
  if (/^(report|reports)$/.test(verb.lower) && after[0] === 'to' && after[1] === 'me') return manages(lead.names);
  // "Sam works at Nando's", "Ruth lives in Galway": a fact of theirs, never the user's field.
  if (one && verb.lower === 'works' && /^(at|for)$/.test(after[0] ?? '')) {
    const org = orgRun(tokens, k + 2);
    if (org.length > 0)
      return [
        { ...relationDraft('employer', phrase(org), `${one} works at ${phrase(org)}.`), triple: { subject: one, predicate: 'employer', object: phrase(org) } },
      ];
  }
  if (one && verb.lower === 'lives' && after[0] === 'in') {
    const place = properRun(tokens, k + 2, { region: true });
    if (place.length > 0)
      return [
        {
          ...relationDraft('location', phrase(place), `${one} lives in ${phrase(place)}.`),
          triple: { subject: one, predicate: 'location', object: phrase(place) },
        },
      ];
  }
  // "Dana works with me", "Leon and Kim work with me".
  if (/^(works|work)$/.test(verb.lower) && after[0] === 'with' && after[1] === 'me')
    return lead.names.map((n) => relationDraft('works_with', n, `The user works with ${n}.`));
  return null;
}

/** The relation word after "my" ("mentor", "best friend", "line manager"), stopped by what follows it; null when it names someone else's relation. */
function relationAfterMy(tokens: readonly Token[], from: number): string | null {
  const words: string[] = [];
  for (let k = from; k < tokens.length; k++) {
    const t = tokens[k] as Token;
    if (t.text === "'s" || t.lower === 'of' || t.pos === 'PUNCT' || t.pos === 'ADP' || t.pos === 'ADV' || t.pos === 'NUM' || t.pos === 'SCONJ') break;
    words.push(t.lower);
  }
  const next = tokens[from + words.length];
  // "my manager's boss", "my sister's friend": a relation of a relation.
  if (next?.text === "'s" || next?.lower === 'of') return null;
  return words.length > 0 && words.length <= 3 ? words.join(' ') : null;
}

/** Helpers of a present perfect or progressive before a verb ("has", "'s been", "have been"): how many, 0 when none. */
function auxiliariesAt(w: readonly string[], k: number): number {
  if (!['has', 'have', "'s", "'ve", 'is', 'are'].includes(w[k] ?? '')) return 0;
  return w[k + 1] === 'been' && /ing$/.test(w[k + 2] ?? '') ? 2 : /(ed|ing)$/.test(w[k + 1] ?? '') ? 1 : 0;
}

/** Verbs by which someone leads the user: "mentors/has mentored/is coaching me" (a mentor), "manages/supervises me" (the manager). */
const MENTORS = /^(?:mentor|coach|tutor)$/;
const MANAGES = /^(?:manage|supervise|line-manage)$/;

/** What leading the user a verb says, in the present or the present perfect (never a past "mentored me at uni"); null when none. */
function ledBy(verb: Token, helped: boolean): 'mentor' | 'manager' | null {
  const now = helped ? /(ed|ing)$/.test(verb.lower) : verb.lower === `${verb.lemma}s` || verb.lower === `${verb.lemma.replace(/e$/, '')}es`;
  if (!now) return null;
  // The tagger may leave "coaching" a noun: its stem is read from the form ("coach", "manag" + "e").
  const stem = verb.lower.replace(/(?:ing|ed|es|s)$/, '');
  const bases = [verb.lemma, stem, `${stem}e`];
  return bases.some((b) => MENTORS.test(b)) ? 'mentor' : bases.some((b) => MANAGES.test(b)) ? 'manager' : null;
}

/** Whether a "on my team" ends its clause, or only a place or a time follows ("… at work", "… now"). */
function teamEnds(w: readonly string[], i: number): boolean {
  return i >= w.length || /^(?:at|now|too|as|these|currently|since|for|this|here|again|,|\.|!)$/.test(w[i] as string);
}

/** People of the user's whose name a "X is my …" gives. */
/**
 * "Aisha's my sister", "Kwame's my personal trainer", "Marta's my godmother": a relation noun by its shape (kin.ts),
 * after at most two describing words — not the work relations read above (manager, mentor, friend, colleagues).
 */
function isRelation(rel: string): boolean {
  const words = rel.split(/\s+/);
  const head = words[words.length - 1] as string;
  // "Ravi is my accountant", "Dr Osei is my GP": someone whose role the user engages is theirs too.
  return words.length <= 3 && (relationalNoun(head) !== null || (ROLE_HEAD.test(head) && !/s$/.test(head)));
}

/** "sister's husband", "best mate's brother": a possessive chain of relations up to the clause's end; null otherwise. */
function relationChain(tokens: readonly Token[]): string | null {
  const end = tokens.findIndex((t) => t.pos === 'PUNCT' || t.pos === 'ADP' || t.pos === 'SCONJ' || t.pos === 'CCONJ');
  const said = end < 0 ? tokens : tokens.slice(0, end);
  if (!said.some((t) => t.text === "'s")) return null;
  const k = kinPhrase(said);
  return k && !k.name ? k.key : null;
}
const PET = /^(dog|cat|puppy|kitten|rabbit|hamster|parrot|horse|tortoise|dogs|cats|rabbits)$/;

function manages(names: readonly string[]): Draft[] {
  return names.map((n) => relationDraft('manages', n, `The user manages ${n}.`));
}
