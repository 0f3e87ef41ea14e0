/**
 * A health condition the user only suspects: "I think I'm allergic to kiwi", "I might be lactose
 * intolerant", "possibly allergic to penicillin, never been tested", "I suspect I have asthma". It is
 * kept high (it is about safety) but as a suspicion, in words that say so and with no `allergic_to`
 * triple, so nothing reads it as a confirmed allergy and a later confirmation is a fact of its own.
 * A hedge about anything else ("I think I'm moving", "I might switch teams") is not read here.
 */
import type { Token } from './nlp.js';
import { capitalise, lowerOf, phrase, type Draft } from './phrases.js';
import { listItems } from './relations.js';

/** Leads that make what follows a guess. */
const HEDGE_LEADS: readonly (readonly string[])[] = [
  ['i', 'think', 'that'],
  ['i', 'think'],
  ['i', 'suspect', 'that'],
  ['i', 'suspect'],
  ['i', 'guess'],
  ['i', 'reckon'],
  ['i', 'feel', 'like'],
  ['i', 'have', 'a', 'feeling'],
  ['i', 'believe'],
  ['i', 'wonder', 'if'],
  ['i', 'am', 'not', 'sure', 'but'],
  ['not', 'sure', 'but'],
  ['i', 'am', 'not', 'sure', 'if'],
  ['i', 'am', 'not', 'sure', 'whether'],
  ['not', 'sure', 'if'],
  ['not', 'sure', 'whether'],
  ['i', 'wonder', 'whether'],
  ['it', 'could', 'be', 'that'],
  ['it', 'may', 'be', 'that'],
  ['it', 'might', 'be', 'that'],
  ['apparently'],
  ['seemingly'],
  ['likely'],
  ['i', 'am', 'pretty', 'sure'],
  ['pretty', 'sure'],
  ['maybe'],
  ['perhaps'],
  ['possibly'],
  ['probably'],
];
/** Words after "I am" / "I might be" that keep it a guess. */
const HEDGE_WORDS = new Set(['possibly', 'probably', 'maybe', 'perhaps', 'potentially', 'likely']);
const MODALS = new Set(['might', 'may', 'could']);
/** Conditions said as an adjective ("diabetic", "coeliac") or a noun after "have" ("asthma", "ADHD"). */
const CONDITION_ADJ =
  /^(diabetic|pre-diabetic|prediabetic|coeliac|celiac|asthmatic|anaemic|anemic|epileptic|autistic|dyslexic|dyspraxic|hypothyroid|colou?rblind|deaf|pregnant|immunocompromised)$/;
const CONDITION_NOUN =
  /^(asthma|adhd|diabetes|coeliac disease|celiac disease|sleep apnoea|sleep apnea|anaemia|anemia|ibs|crohn's|endometriosis|pcos|a thyroid problem|a heart murmur|an ulcer|tinnitus|migraines|glaucoma|gout|arthritis|lupus|long covid|covid|an intolerance to [a-z ]+|an allergy to [a-z ]+|a [a-z]+ allergy|a [a-z]+ intolerance)$/;

/** Words before a condition that only grade it ("mild asthma", "a slight heart murmur", "early arthritis"). */
const GRADE = /^(?:a|an|some|mild|severe|slight|chronic|acute|early|borderline|possible|underlying|minor|bad|little|bit|of)$/;
/**
 * A condition named by its form rather than listed: a head noun of illness ("… disease", "… syndrome", "… disorder",
 * "… deficiency", "… infection", "… intolerance"), the suffixes of medical names ("-itis", "-osis", "-emia"/"-aemia",
 * "-pathy", "-algia"), or an organ said to work too much or too little ("an underactive thyroid").
 */
function conditionPhrase(words: readonly string[]): boolean {
  const w = words.filter((x, i) => !(GRADE.test(x) && i < words.length - 1));
  if (w.length === 0 || w.length > 4) return false;
  const head = w[w.length - 1] as string;
  if (CONDITION_NOUN.test(w.join(' '))) return true;
  if (/^(?:disease|syndrome|disorder|deficiency|infection|intolerance|allergy|condition|murmur|imbalance|insufficiency|apnoea|apnea)$/.test(head))
    return w.length >= 2;
  if (/(?:itis|osis|a?emia|pathy|algia|plegia|trophy|ectomy)$/.test(head) && head.length >= 7) return true;
  // "hypertension", "hypothyroidism", "hyperglycaemia": a state of the body said too high or too low.
  if (w.length === 1 && /^(?:hyper|hypo)[a-z]{5,}$/.test(head)) return true;
  return w.length === 2 && /^(?:under|over|hyper|hypo)[a-z]*active$/.test(w[0] as string);
}

/** The suspicion a clause states, or null when it states none. */
export function suspicion(tokens: readonly Token[]): Draft[] | null {
  let w = lowerOf(tokens).map((x) => (x === "'m" ? 'am' : x));
  const lead = HEDGE_LEADS.find((l) => l.every((x, i) => w[i] === x));
  let hedged = lead !== undefined;
  let k = lead?.length ?? 0;
  if (w[k] === 'i' || w[k] === 'that') k += w[k] === 'that' ? 1 : 0;
  let have = false;
  if (w[k] === 'i') {
    k++;
    if (MODALS.has(w[k] ?? '')) {
      hedged = true;
      k++;
      if (w[k] === 'be') k++;
      else if (w[k] === 'have') {
        have = true;
        k++;
      } else return null;
    } else if (w[k] === 'am') k++;
    else if (w[k] === 'have') {
      have = true;
      k++;
    } else return null;
  } else if (!lead) return null;
  while (HEDGE_WORDS.has(w[k] ?? '') || ['severely', 'mildly', 'slightly', 'a', 'bit', 'little', 'also', 'kind', 'sort', 'of'].includes(w[k] ?? '')) {
    if (HEDGE_WORDS.has(w[k] ?? '')) hedged = true;
    k++;
  }
  if (!hedged) return null;
  w = w.slice(k);
  const rest = tokens.slice(k);
  // "… never been tested", "… my lips swell": what follows the condition is said beside it, not of it.
  // "… or it's just stress": an alternative with a clause of its own ends the condition.
  const cut = rest.findIndex(
    (t, i) =>
      i > 0 &&
      (t.text === ',' ||
        t.pos === 'SCONJ' ||
        t.lower === 'but' ||
        t.lower === 'because' ||
        (t.lower === 'or' && /^(it|its|it's|that|this|maybe|just|i|something|whether)$/.test(rest[i + 1]?.lower ?? ''))),
  );
  const body = cut > 0 ? rest.slice(0, cut) : rest;
  const bw = lowerOf(body);
  const said = (what: string): Draft => ({
    kind: 'fact',
    content: capitalise(`The user ${what} (a suspicion, not confirmed).`),
    importance: 0.9,
    confidence: 0.6,
    triple: null,
    profile: null,
    source: 'user_explicit',
  });
  if (!have && bw[0] === 'allergic' && bw[1] === 'to') {
    const items = listItems(body.slice(2));
    return items.length > 0 ? items.map((item) => said(`may be allergic to ${item}`)) : null;
  }
  // "lactose intolerant", "gluten intolerant", "intolerant to dairy".
  if (!have && bw.length === 2 && bw[1] === 'intolerant') return [said(`may be ${bw[0]} intolerant`)];
  if (!have && bw[0] === 'intolerant' && bw[1] === 'to' && body.length > 2) return [said(`may be intolerant to ${phrase(body.slice(2))}`)];
  if (
    !have &&
    bw.length <= 3 &&
    CONDITION_ADJ.test(bw[bw.length - 1] ?? '') &&
    bw.slice(0, -1).every((x) => /^(type|[12]|borderline|mildly|partially)$/.test(x))
  )
    return [said(`may be ${phrase(body)}`)];
  if (have && (CONDITION_NOUN.test(bw.join(' ')) || conditionPhrase(bw))) return [said(`may have ${phrase(body)}`)];
  return null;
}

const word = (text: string, pos: string): Token => ({ text, lower: text.toLowerCase(), pos, lemma: text.toLowerCase(), negated: false });

/** What someone else guesses of the user's health ("my GP thinks I could be coeliac"), as a suspicion; null when it names no condition. */
export function guessedBy(inner: readonly Token[]): Draft[] | null {
  return suspicion([word('I', 'PRON'), word('think', 'VERB'), ...inner]);
}
