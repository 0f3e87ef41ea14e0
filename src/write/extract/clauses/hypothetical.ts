/**
 * Suppositions: "pretend I'm vegan for this recipe", "imagine I'm a lighthouse keeper and write me a
 * diary entry", "say I moved to Berlin, how much would rent be". A supposition asserts nothing, and its
 * scope runs to the end of its sentence: what is asked inside it ("write me …") is no statement either.
 * A frame of fiction or play is a supposition too: "in the novel I'm writing, I'm a detective …", "for my
 * screenplay: I'm a surgeon …", "in my D&D campaign I'm a paladin" — what the user is *there* is no fact
 * about them. And a question that carries a statement ("did I tell you I'm based in X?") asserts nothing
 * when the turn doubts it ("… or was that someone else?", "can't remember").
 */
import type { Clause } from './split.js';
import type { Token } from './nlp.js';
import type { Draft } from './phrases.js';
import { withoutAlternatives } from './alternative.js';

/** Openers of a supposition (after an optional "let's"): the clause and what follows it in the sentence assert nothing. */
export const SUPPOSE =
  /^(?:(?:let 's|lets|let us) )?(?:pretend|imagine|suppose|supposing|assume|assuming|picture|hypothetically|say (?:i|we|my)|in a world|in theory|theoretically|were i|had i)\b/;

/** Works of fiction and play, and dreams: what one is inside them is not what one is. */
const FICTION =
  /^(?:novel|novella|story|stories|book|screenplay|script|play|film|movie|sitcom|series|game|games|campaign|rpg|roleplay|role-play|larp|d&d|dnd|fanfic|fanfiction|fiction|comic|manga|poem|sketch|scene|dream|dreams|nightmare|fantasy|daydream|world|universe|plot|manuscript|chapter|episode|simulation|improv|musical|panto|pantomime|audition|character|persona|avatar)$/;
/**
 * Practice set up in the conversation ("in this exercise", "for the mock interview", "in this scenario"): a frame only
 * after a determiner, since the bare word may be the user's own life ("for exercise I swim").
 */
const PRACTICE = /^(?:exercise|drill|mock|scenario|quiz|hypothetical|simulation|roleplay|role-play)$/;
/** Words between the preposition and the work ("in my new D&D campaign", "for this short story"). */
const FRAME_LEAD = new Set(['my', 'the', 'this', 'that', 'our', 'a', 'an', 'his', 'her', 'their', 'new', 'latest', 'next', 'short', 'own', 'weekly']);

/**
 * "in the novel I'm writing", "for my screenplay", "in my D&D campaign", "in this game": the clause opens with a
 * frame of fiction — a preposition, a determiner, at most three words and a work of fiction or play.
 */
export function fictionFrame(tokens: readonly Token[]): boolean {
  if (!['in', 'for', 'within', 'inside', 'during'].includes(tokens[0]?.lower ?? '')) return false;
  for (let k = 1; k <= 4 && tokens[k]; k++) {
    const t = tokens[k] as Token;
    if (FICTION.test(t.lower) || FICTION.test(t.lemma) || (k > 1 && PRACTICE.test(t.lower))) return true;
    if (!FRAME_LEAD.has(t.lower) && t.pos !== 'ADJ' && t.pos !== 'PROPN' && t.pos !== 'NOUN') return false;
  }
  return false;
}

/**
 * A proposal of play: "let's play a game", "let's roleplay", "let's do a role-play", "let's play pretend", or a heading
 * that is the word alone ("Roleplay: you're …", "role play - …") or names a time or mode of play ("Role-play time!",
 * "rpg mode on"). Who the user is in the game ("… you're a pirate and I'm Captain Redbeard") is no fact of theirs, to the end of the turn.
 */
const PLAY =
  /^(?:(?:let 's|lets|let us) (?:(?:play|do|have|try) (?:a |an |some )?(?:little |quick |fun )?(?:game|games|roleplay|role-play|role play|rpg|pretend|make-believe|make believe|improv|scene)|roleplay|role-play|role play)\b|(?:roleplay|role-play|role play)$|(?:roleplay|role-play|role play|rpg|improv|pretend|make-believe|make believe) (?:time|mode|session|game)\b)/;

const said = (tokens: readonly Token[]): string =>
  tokens
    .map((t) => t.lower)
    .slice(0, 3)
    .join(' ');

type Read = { clause: Clause; reading: { drafts: unknown[]; forget: unknown[] } };

/**
 * Clears what clauses after a supposition in the same sentence would store or forget. A frame of fiction clears its
 * own clause too, and runs into the next sentence when it ends its own ("for my screenplay: I'm a surgeon").
 */
export function supposedAfter(clauses: readonly Read[]): void {
  let scope: number | undefined | null = null;
  let play = false;
  for (const [n, { clause, reading }] of clauses.entries()) {
    play ||= PLAY.test(
      clause.tokens
        .map((t) => t.lower)
        .slice(0, 6)
        .join(' '),
    );
    if (play || (scope !== null && clause.sentence === scope)) {
      reading.drafts.splice(0, reading.drafts.length);
      reading.forget.splice(0, reading.forget.length);
      continue;
    }
    if (fictionFrame(clause.tokens)) {
      reading.drafts.splice(0, reading.drafts.length);
      reading.forget.splice(0, reading.forget.length);
      // The frame alone ("for my screenplay:") closes its sentence: what it frames is the next one.
      const alone = clauses[n + 1]?.clause.sentence !== clause.sentence && !clause.tokens.some((t) => t.lower === 'i' || t.lower === 'we');
      scope = alone && clause.sentence !== undefined ? clause.sentence + 1 : clause.sentence;
      continue;
    }
    scope = SUPPOSE.test(said(clause.tokens)) ? clause.sentence : null;
  }
}

/** Words that doubt what was just asked about: the user does not know whether they said it, or of whom. */
const DOUBT =
  /\b(?:(?:can ?not|can't|cant|don't|dont|do not) (?:remember|recall)|not sure|mixing (?:it |this |that |things |them )?up|mixed (?:it |this |that )?up|someone else|somebody else|i forget|or was (?:that|it)|or am i|or did i|or is it)\b/;
/** An alternative offered inside the question: "… Leeds or Bradford", "… or was that …". */
const ALTERNATIVE = /\bor (?:was|is|am|did|do|were|has|have|had|maybe|perhaps|not|someone|somebody|my|was)\b/;

/**
 * "did I tell you I'm based in Leicester or was that someone else?", "did I tell you I work at X? can't remember":
 * a question that would carry a statement stores nothing when the turn doubts it or offers an alternative.
 */
export function doubtedAfter(clauses: readonly (Read & { reading: { classes: string[] } })[], text: string): void {
  const doubt = DOUBT.test(text.toLowerCase());
  for (const [n, { clause, reading }] of clauses.entries()) {
    // "maybe Lyon, or maybe Nice", "Jo or Joanna": a field's value beside an alternative is not said to hold (alternative.ts).
    const kept = withoutAlternatives(reading.drafts as Draft[], text);
    if (kept.length < reading.drafts.length) reading.drafts.splice(0, reading.drafts.length, ...kept);
    // "I'm 34, or is it 35 now?", "I'm still on the payments team, or did I tell you I moved?": a statement the next
    // clause asks an alternative of is not asserted either.
    if (reading.drafts.length > 0 && askedAgainst(clause, clauses[n + 1]?.clause)) {
      reading.drafts.splice(0, reading.drafts.length);
      continue;
    }
    if (!reading.classes.includes('question') || reading.drafts.length === 0) continue;
    if (!doubt && !ALTERNATIVE.test(clause.tokens.map((t) => t.lower).join(' '))) continue;
    reading.drafts.splice(0, reading.drafts.length);
    reading.classes.splice(0, reading.classes.length, 'question');
  }
}

/** An alternative asked right after a statement: "or" and an auxiliary opening a question ("or is it …", "or did I …"). */
const OR_ASKED = /^or (?:is|was|were|am|are|did|do|does|have|has|had|maybe|perhaps) /;

function askedAgainst(clause: Clause, next: Clause | undefined): boolean {
  if (!next?.asked || (next.sentence !== clause.sentence && next.sentence !== (clause.sentence ?? 0) + 1)) return false;
  return OR_ASKED.test(`${next.tokens.map((t) => t.lower).join(' ')} `);
}
