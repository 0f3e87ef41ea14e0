/**
 * A heading or lead that frames play, fiction, a game, practice, an example or a hypothetical: "Improv time: I'm
 * Duchess …", "Role-play game — I'm a pirate called …", "Mock interview: I'm a staff engineer at …", "Example: I'm vegan
 * and …", "## Roleplay" over lines, "D&D night! I'm a tiefling …". What stands under it is no statement of the user's,
 * whichever reader would take the turn (clauses, "Key: value" form lines, names said alone, corrections): the framed
 * part is taken off the turn before any reader sees it, so nothing under it sets a field, stores a memory or forgets.
 *
 * The frame runs to the end of the turn, or to a words that leave it ("out of character", "game over", "real me:").
 * A heading is a few words at the start of a line or sentence, ended by a colon, a dash, an exclamation or the line's
 * end, whose last word (after words of time or mode: "time", "night", "session", "round") names a frame; spellings are
 * folded first ("role-play", "Role - play", "ROLEPLAY", "make believe", "D & D"). A heading that speaks in the first
 * person ("games I like:") or names a liking ("Favourite game: Catan") is a field, not a frame.
 */
import type { ClauseClass } from './classify.js';
import { doubtAsTag } from './aside.js';
import { fictionLead, playCarried } from './fiction.js';

/** What a turn that is all play reads as: nothing stored, changed or forgotten, nothing to report as not understood. */
const PLAYED = {
  clauses: [] as never[],
  classes: ['other'] as ClauseClass[],
  candidates: [] as never[],
  forget: [] as never[],
  asks: false,
  notUnderstood: [] as never[],
};

/**
 * Reads a turn as its readers should see it: what a frame of play holds and what a joke takes back taken off (also off
 * the turns before, which "same here" or a pronoun may read again), a doubt in parentheses said as the hedge tag after a
 * comma (aside.ts). What the frame holds may still ask ("Hypothetically, if I earned 80k, how much tax would I pay?").
 */
export function readOutsidePlay<T extends { readonly asks: boolean; readonly classes: readonly ClauseClass[] }>(
  raw: string,
  before: readonly string[],
  read: (text: string, before: readonly string[]) => T,
): T | typeof PLAYED {
  const leaves = (t: string): boolean => LEAVES.test(t) || LEAVES_SAYING.test(t);
  // A frame of play a turn before opened ("let's do a role-play") holds this turn too, until words leave it.
  const outside = outsidePlay(raw, playCarried(before, leaves));
  const seen = doubtAsTag(outside ?? raw);
  const turn =
    seen === '' && outside !== null
      ? PLAYED
      : read(
          seen,
          before.map((b, n) => outsidePlay(b, playCarried(before.slice(0, n), leaves)) ?? b),
        );
  if (outside === null || !/\?/.test(raw) || turn.asks) return turn;
  return { ...turn, asks: true, classes: [...turn.classes.filter((c) => c !== 'other'), 'question'] };
}

/**
 * What each word does in a heading, in its folded spelling (foldedWords): one table, each word once.
 * - `head`: names a frame of play, fiction, practice, an example or a hypothetical as the heading's last word
 *   ("Improv:", "Fanfic —"), or before a word of `mode` ("role-play session").
 * - `modified`: a head only after a word of its own that is no determiner ("writing exercise", "story prompt"; not
 *   "Exercise: I swim").
 * - `mark`: makes any heading a frame wherever it stands ("mock interview", "fake profile", "sample bio").
 * - `mode`: a word of time or mode after the head ("Improv time", "D&D night", "practice round").
 * - `strong`: still a frame when said before a full stop or a comma ("Okay, improv game. I'm …", "For example, I'm …").
 * - `illustrates`: at the turn's start it frames the turn; after a statement it illustrates the statement, the user's.
 * - `self`: the heading speaks as the user or names a liking ("games I like:", "Favourite game: Catan"), a field.
 * - `fiction`: a work of fiction or a part of one, named by its noun ("Story time —", "Chapter One", "TALE OF THE WEEK!!",
 *   "Character sheet" on a line of its own): a frame however the heading ends, when it is the heading's head.
 * - `anecdote`: a work of fiction that may be a true story the user tells; `told`: words that make it theirs ("True
 *   story:", "Funny story, …", "My story:"), no frame then.
 */
type FrameRole = 'head' | 'modified' | 'mark' | 'mode' | 'strong' | 'illustrates' | 'self' | 'fiction' | 'anecdote' | 'told';
const FRAME_WORDS: Readonly<Record<string, readonly FrameRole[]>> = {
  roleplay: ['head', 'mark', 'strong'],
  roleplaying: ['head', 'strong'],
  rpg: ['head', 'strong'],
  larp: ['head', 'strong'],
  improv: ['head', 'mark', 'strong'],
  improvisation: ['head', 'strong'],
  pretend: ['head', 'mark', 'strong'],
  makebelieve: ['head', 'strong'],
  game: ['head', 'mode'],
  games: ['head', 'mode'],
  charades: ['head'],
  'd&d': ['head', 'strong'],
  dnd: ['head', 'strong'],
  'dungeons&dragons': ['head'],
  campaign: ['head'],
  character: ['head'],
  charactersheet: ['head', 'fiction'],
  npc: ['head', 'fiction'],
  story: ['head', 'fiction', 'anecdote'],
  stories: ['head', 'fiction', 'anecdote'],
  storytime: ['head', 'fiction', 'anecdote'],
  tale: ['head', 'fiction', 'anecdote'],
  chapter: ['head', 'fiction'],
  prologue: ['head', 'fiction'],
  epilogue: ['head', 'fiction'],
  poem: ['head', 'fiction'],
  poetry: ['head', 'fiction'],
  lyrics: ['head', 'fiction'],
  dream: ['head', 'fiction'],
  tabletop: ['head'],
  oneshot: ['head'],
  persona: ['head'],
  skit: ['head'],
  scene: ['head', 'mode'],
  screenplay: ['head', 'fiction'],
  script: ['head'],
  novel: ['head', 'fiction'],
  fiction: ['head'],
  fanfic: ['head', 'strong', 'fiction'],
  fanfiction: ['head', 'fiction'],
  hypothetical: ['head', 'mark', 'strong'],
  hypothetically: ['head', 'strong'],
  example: ['head', 'mark', 'strong', 'illustrates'],
  eg: ['head', 'strong', 'illustrates'],
  instance: ['head', 'strong', 'illustrates'],
  scenario: ['head', 'strong'],
  simulation: ['head'],
  rehearsal: ['head'],
  practice: ['head', 'mark'],
  practise: ['head', 'mark'],
  exercise: ['modified', 'mode'],
  prompt: ['modified', 'mode'],
  drill: ['modified'],
  mock: ['mark', 'strong'],
  fake: ['mark'],
  fictional: ['mark', 'strong'],
  imaginary: ['mark', 'strong'],
  dummy: ['mark'],
  sample: ['mark'],
  thought: ['mark'],
  time: ['mode'],
  mode: ['mode'],
  session: ['mode'],
  round: ['mode'],
  night: ['mode'],
  warmup: ['mode'],
  challenge: ['mode'],
  setup: ['mode'],
  start: ['mode'],
  starts: ['mode'],
  begins: ['mode'],
  on: ['mode'],
  again: ['mode'],
  question: ['mode'],
  please: ['mode'],
  now: ['mode'],
  run: ['mode'],
  sheet: ['mode'],
  backstory: ['mode'],
  bio: ['mode'],
  profile: ['mode'],
  intro: ['mode'],
  draft: ['mode'],
  recap: ['mode'],
  idea: ['mode'],
  excerpt: ['mode'],
  week: ['mode'],
  day: ['mode'],
  of: ['mode'],
  the: ['mode'],
  one: ['mode'],
  two: ['mode'],
  three: ['mode'],
  ii: ['mode'],
  iii: ['mode'],
  true: ['told'],
  funny: ['told'],
  real: ['told'],
  crazy: ['told'],
  sad: ['told'],
  quick: ['told'],
  personal: ['told'],
  my: ['told'],
  life: ['told'],
  i: ['self'],
  im: ['self'],
  me: ['self'],
  ive: ['self'],
  id: ['self'],
  favourite: ['self'],
  favorite: ['self'],
  fave: ['self'],
  fav: ['self'],
  best: ['self'],
  worst: ['self'],
  preferred: ['self'],
  least: ['self'],
  top: ['self'],
  usual: ['self'],
  like: ['self'],
  love: ['self'],
  hate: ['self'],
  enjoy: ['self'],
};
/** The words of the table that have `role`. */
function withRole(role: FrameRole): ReadonlySet<string> {
  return new Set(Object.entries(FRAME_WORDS).flatMap(([word, roles]) => (roles.includes(role) ? [word] : [])));
}
const FRAME_HEAD = withRole('head');
const MODIFIED_HEAD = withRole('modified');
const FRAME_MARK = withRole('mark');
const MODE = withRole('mode');
const STRONG = withRole('strong');
const ILLUSTRATES = withRole('illustrates');
const NOT_A_FRAME = withRole('self');
const FICTION = withRole('fiction');
const ANECDOTE = withRole('anecdote');
const TOLD = withRole('told');

/** Words that leave the frame: what follows them is the user's again ("game over.", "out of character:"). */
const LEAVES =
  /\b(?:out of character|ooc|(?:the )?(?:game|roleplay|scene|fun|exercise|practice|improv|story)(?:'s| is) (?:over|done|finished)|end (?:of )?scene|break(?:ing)? character|(?:stop|end|pause|enough)(?: with)? (?:the )?(?:game|roleplay|story|scene|pretending)|back to normal|game over|end (?:of )?(?:the )?(?:game|roleplay|scene|exercise|example|practice)|back to (?:reality|real life)|(?:the )?real me|for real now|jokes? aside|seriously though)\b[\s:,.!-]*/i;
/** Words that leave the frame and are the user's statement themselves ("my real name is …", "in real life I'm …"). */
const LEAVES_SAYING = /\b(?:my real name|in real life|irl)\b/i;

/** The words of a heading in their folded spelling: "Role - play", "ROLE-PLAY", "role play" → "roleplay"; "D & D" → "d&d". */
export function foldedWords(heading: string): string[] {
  const words = heading
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/\s*&\s*/g, '&')
    .replace(/\be\.g\.?/g, 'eg')
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean);
  const out: string[] = [];
  for (const w of words) {
    const prev = out[out.length - 1];
    const joined = `${prev ?? ''}${w}`;
    if (prev !== undefined && /^(?:roleplay(?:ing|s)?|makebelieve|warmup|dungeons&dragons|dungeonsanddragons|storytime|charactersheet|oneshot)$/.test(joined))
      out[out.length - 1] = joined.replace('and', '&');
    else out.push(w);
  }
  return out;
}

/** Whether a heading's words name a frame; `strongOnly` for a heading ended by a full stop or a comma. */
export function namesFrame(heading: readonly string[], options: { strongOnly?: boolean; opening?: boolean } = {}): boolean {
  const words = withoutMaking(heading);
  if (words.length === 0 || words.length > 6 || words.some((w) => NOT_A_FRAME.has(w))) return false;
  if (options.opening === false && words.some((w) => ILLUSTRATES.has(w))) return false;
  let end = words.length;
  // "Improv time", "D&D night", "Chapter 3": words of time, mode or number after the head.
  while (end > 1 && (MODE.has(words[end - 1] as string) || /^\d+$/.test(words[end - 1] as string)) && !FRAME_HEAD.has(words[end - 1] as string)) end--;
  const head = words[end - 1] as string;
  // "True story:", "Funny story, …": an anecdote of the user's own, no fiction.
  if (ANECDOTE.has(head) && words.some((w) => TOLD.has(w))) return false;
  if (options.strongOnly) return words.some((w) => STRONG.has(w)) || FICTION.has(head);
  const last = words[words.length - 1] as string;
  // "writing exercise", "story prompt": a head of its own after a word that is not a determiner.
  if (MODIFIED_HEAD.has(last) && words.length > 1 && !/^(?:my|the|a|an|this|that|our|your)$/.test(words[words.length - 2] as string)) return true;
  // "role-play game", "improv scene", "writing exercise": a head of a frame, or a mode word after one.
  const framed = (w: string): boolean => FRAME_HEAD.has(w) || FRAME_MARK.has(w);
  if (framed(head) || (MODE.has(head) && end > 1 && framed(words[end - 2] as string))) return true;
  return words.slice(0, end - 1).some((w) => FRAME_MARK.has(w));
}

/** "poem I wrote", "song lyrics I'm working on": a work of fiction the user made is named, not the user speaking. */
function withoutMaking(words: readonly string[]): readonly string[] {
  const work = words.findIndex((w) => FICTION.has(w));
  const after = words.slice(work + 1).join(' ');
  if (work < 0 || !/^(?:that |which )?(?:i|im|ive|id|we|weve)(?: \w+){1,3}$/.test(after)) return words;
  return /\b(?:wrote|write|writing|made|make|making|working|drafted|drafting|composed|came|started|did|had)\b/.test(after) ? words.slice(0, work + 1) : words;
}

/** A heading at the start of `line`: its end offset, or -1. */
function headingEnd(line: string, opening: boolean): number {
  // "e.g. I'm vegan", "eg: …": an example given at the turn's start.
  const eg = /^\s*(?:e\.g\.|eg\b|for example\b|for instance\b)[:,]?\s*/i.exec(line);
  if (eg) return opening ? eg[0].length : -1;
  // "[fanfic] I'm …", "(NPC) …": a heading in brackets ends at its bracket.
  const bracketed = /^\s*[[(]\s*([^\])\n]{1,40}?)\s*[\])]\s*:?/u.exec(line);
  const m = bracketed ?? /^\s*(?:[#>*-]+\s*)?([^:!?.,\n—–]{1,60}?)\s*(:|!+|\s[-–—]+\s|[—–]|\.|,|$)/u.exec(line);
  if (!m) return -1;
  const mark = bracketed ? ']' : (m[2] ?? '').trim();
  // "ok out of character now:", "game over!": words that leave a frame open none.
  if (LEAVES.test(m[1] ?? '') || LEAVES_SAYING.test(m[1] ?? '')) return -1;
  const words = foldedWords(m[1] ?? '');
  // A line alone ("Improv time" over the lines it frames) is a heading of its own only with a strong frame or a "#".
  const strongOnly = mark === '.' || mark === ',' || mark.startsWith('!') || (mark === '' && !/^\s*#/.test(line));
  if (!namesFrame(words, { strongOnly, opening })) return -1;
  // "Hypothetical question, if I …" is a frame; "Improv" alone with nothing after it frames the lines below.
  return m[0].length;
}

/**
 * The turn without what a frame of play, fiction, practice, an example or a hypothetical holds: null when the turn
 * has no such frame. Each line, and each sentence of a line, may open one; what stands before it is kept.
 */
export function outsidePlay(raw: string, carried = false): string | null {
  const unjoked = withoutJokes(raw);
  const framed = framedOff(unjoked ?? raw, carried);
  return framed ?? unjoked;
}

/** `carried`: the turn opens inside a frame of play a turn before opened (fiction.ts). */
function framedOff(raw: string, carried: boolean): string | null {
  const lines = raw.replace(/\b(role\s*[-–]?\s*play|make\s*[-–]?\s*believe)/gi, (w) => w.replace(/[\s–-]+/g, '')).split(/\r?\n/);
  const kept: string[] = [];
  let inFrame = carried;
  let found = carried;
  for (const [n, line] of lines.entries()) {
    let rest = line;
    let out = '';
    let opening = n === 0 || kept.join('').trim() === '';
    // Each sentence start of the line may open a frame; inside one, words that leave it end it.
    while (rest !== '') {
      if (inFrame) {
        const leave = LEAVES.exec(rest);
        const saying = LEAVES_SAYING.exec(rest);
        if (!leave && !saying) {
          rest = '';
          break;
        }
        rest =
          saying && (!leave || saying.index < leave.index)
            ? rest.slice(saying.index)
            : rest.slice((leave as RegExpExecArray).index + (leave as RegExpExecArray)[0].length);
        inFrame = false;
        continue;
      }
      const end = headingEnd(rest, opening && out.trim() === '');
      if (end >= 0) {
        inFrame = true;
        found = true;
        rest = rest.slice(end);
        continue;
      }
      // "for my novel, I'm …", "writing a story where I'm …", "I dreamt I was …": a lead of fiction frames from where it says.
      const lead = fictionLead(rest);
      if (lead >= 0) {
        out += rest.slice(0, lead);
        inFrame = true;
        found = true;
        rest = rest.slice(lead);
        continue;
      }
      // The next sentence start: after a full stop, a question mark or an exclamation and a space.
      const next = /[.!?]+\s+(?=\S)/.exec(rest);
      if (!next) {
        out += rest;
        rest = '';
        break;
      }
      out += rest.slice(0, next.index + next[0].length);
      rest = rest.slice(next.index + next[0].length);
      opening = false;
    }
    kept.push(out.trimEnd());
  }
  return found ? kept.join('\n').trim() : null;
}

/** Words that take back what was just said as a joke ("jk", "just kidding", "not really"); never after "not" ("not kidding"). */
const JOKE = String.raw`(?:j\/?k|just kidding|only kidding|kidding|just joking|only joking|joking|not really|lol no|\/s)`;
/** "I've quit my job (kidding, I'm still at Aldi)": the joke aside and what it keeps after its comma. */
const JOKE_ASIDE = new RegExp(String.raw`(^|[.!?]\s+)[^.!?(\n]*?\(\s*${JOKE}\b[\s,.!:;-]*([^)]*)\)[\s.!]*`, 'giu');
/** "I'm moving to Mars, jk", "got a promotion — just kidding": the joke said after the statement. */
const JOKE_TAG = new RegExp(String.raw`(^|[.!?]\s+)[^.!?(\n]*?(?<!\bnot|n't|n’t)[\s,–—-]+${JOKE}\b[\s.!]*(?=$|\n|[A-Z])`, 'gu');
/** "I'm 41. Jk, 42": a joke opening a sentence takes back the sentence before. */
const JOKE_BACK = new RegExp(String.raw`[^.!?\n]*[.!?]+\s+${JOKE}\b[\s,.!:;-]*`, 'giu');

/** A sentence that asks to take something back ("scrap the bit about …", "pls forget that"): no statement a joke undoes. */
const RETRACTS =
  /(?:^|[.!?]\s+)(?:(?:ok|okay|oh|so|and|please|pls|plz|can you|could you|just)[\s,]+)*(?:forget|delete|erase|remove|drop|clear|wipe|scrap|scrub|purge|ignore|disregard|strike)\b/i;
/**
 * The turn without what it takes back as a joke: the statement before "(kidding, …)", ", jk", or a sentence before
 * "Jk, …". What the aside says after its comma is the user's ("I'm still at Aldi"). Null when the turn jokes nowhere.
 */
export function withoutJokes(raw: string): string | null {
  // "scrap the bit about the red meat, I was joking": the joke is why a retraction is asked, which stands.
  const unless = (m: string, out: string): string => (RETRACTS.test(m) ? m : out);
  const out = raw
    .replace(JOKE_ASIDE, (m, start: string, kept: string) => unless(m, `${start}${kept.trim() ? `${kept.trim()}. ` : ''}`))
    .replace(JOKE_TAG, (m, start: string) => unless(m, start))
    .replace(JOKE_BACK, (m) => unless(m, ''));
  return out === raw ? null : out.trim();
}
