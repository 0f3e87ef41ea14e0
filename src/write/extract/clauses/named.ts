/**
 * Statements whose subject is a person the user names: "Priya is my manager", "Mei has been my mentor
 * for two years", "Hugo and Anneke report to me", "Ingrid mentors me", "Priya's allergic to nuts". What
 * is said of them is theirs (a triple with their name as the subject) or the user's relation to them
 * (user · mentor · Mei; the manager is the profile field). A relation to someone else's relation ("my
 * manager's boss", "my skip-level") is none of the user's: nothing is read.
 */
import type { Token } from './nlp.js';
import { lowerOf, orgRun, phrase, profileFact, properRun, type Draft } from './phrases.js';
import { heldRelation, MANAGER_WORDS } from './possessive.js';
import { listItems, relationDraft, relationFacts } from './relations.js';

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
export function readNamed(tokens: readonly Token[]): Draft[] | null {
  const lead = leadingNames(tokens);
  if (!lead) return null;
  const w = lowerOf(tokens);
  let k = lead.end;
  // "Bashir and Chidi both report to me", "Ana also works with me": an adverb before the verb.
  while (/^(both|all|also|each|now|currently|directly|still)$/.test(w[k] ?? '')) k++;
  const one = lead.names.length === 1 ? (lead.names[0] as string) : null;
  // "is / 's / are / has been / have been": the present, or the present perfect ("has been my mentor since …").
  let copula = false;
  if (['is', "'s", 'are'].includes(w[k] ?? '')) {
    copula = true;
    k++;
  } else if ((w[k] === 'has' || w[k] === 'have') && w[k + 1] === 'been') {
    copula = true;
    k += 2;
  }
  if (copula && w[k] === 'my') {
    const said = relationAfterMy(tokens, k + 1);
    // "Kemal is my new manager": the new one is the one now; an old or former one is not.
    if (!said || /^(old|former|ex|previous|last)\b/.test(said)) return null;
    const rel = said.replace(/^(new|current)\s+/, '');
    if (MANAGER_WORDS.test(rel)) return one ? [profileFact('manager', one, `The user's manager is ${one}.`, 0.7)] : null;
    const held = heldRelation(rel, tokens.slice(0, lead.end));
    if (held) return held;
    // "Aisha's my sister", "Bella is my dog": the name of someone (or some animal) of the user's.
    if (one && KIN.test(rel))
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
  if (copula && /^(on|in)$/.test(w[k] ?? '') && w[k + 1] === 'my' && /^(team|squad|crew|unit|group|department|pod)$/.test(w[k + 2] ?? '') && k + 3 >= w.length)
    return lead.names.map((n) => relationDraft('works_with', n, `The user works with ${n}.`));
  if (copula) return null;
  const verb = tokens[k];
  const after = w.slice(k + 1);
  if (!verb || tokens.some((t) => t.negated)) return null;
  // "Hugo and Anneke report to me": the user manages them.
  if (/^(report|reports)$/.test(verb.lower) && after[0] === 'to' && after[1] === 'me') return manages(lead.names);
  // "Ingrid mentors me", "Jo manages me", "Sam supervises me".
  if (after[0] === 'me' && one) {
    if (/^(mentors|coaches)$/.test(verb.lower)) return [relationDraft('mentor', one, `The user's mentor is ${one}.`)];
    if (/^(manages|supervises)$/.test(verb.lower)) return [profileFact('manager', one, `The user's manager is ${one}.`, 0.7)];
  }
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

/** People of the user's whose name a "X is my …" gives. */
const KIN =
  /^(wife|husband|partner|sister|brother|mum|mom|mother|dad|father|son|daughter|cousin|aunt|uncle|niece|nephew|flatmate|roommate|housemate|neighbou?r|grandma|grandmother|grandad|grandpa|grandfather|fianc[eé]e?|stepmum|stepdad|twin)$/;
const PET = /^(dog|cat|puppy|kitten|rabbit|hamster|parrot|horse|tortoise|dogs|cats|rabbits)$/;

function manages(names: readonly string[]): Draft[] {
  return names.map((n) => relationDraft('manages', n, `The user manages ${n}.`));
}
