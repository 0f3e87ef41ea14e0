/**
 * What the user is called. "Call me Ollie" and "you can call me Doc" ask to be called so (the
 * name); "everyone calls me Bea", "my friends call me Jojo", "the kids at school call me Miss P" say
 * what others call them (a nickname); "nobody calls me Margaret" says what they are not called.
 * "my team calls me the spreadsheet wizard" is a description, not a name: nothing is set.
 */
import type { Token } from './nlp.js';
import { mayBeName } from './people.js';
import { fieldFact, lowerOf, phrase, profileFact, properRun, type Draft } from './phrases.js';

/** Words before "call me" that do not make someone else the subject ("please", "you can", "just"). */
const NOT_SUBJECT = new Set([
  'please',
  'just',
  'you',
  'can',
  'could',
  'may',
  'might',
  'should',
  'also',
  'so',
  'and',
  'but',
  'actually',
  'now',
  'then',
  'pls',
  'plz',
  'do',
  'feel',
  'free',
  'to',
  'ok',
  'okay',
  'oh',
]);

/** Words of kinship and endearment: what someone calls the user by them is no nickname. */
const KIN_WORDS =
  /^(dad|daddy|papa|pa|pop|mum|mummy|mom|mommy|mama|ma|grandma|grandpa|nana|nan|gran|granny|grandad|auntie|aunty|uncle|sis|bro|love|babe|baby|honey|darling|sweetie|sweetheart|mate|buddy|boss|chef|sir|madam|ma'am)$/i;

/** A nickname as the profile field that holds it. */
export function nicknameFact(value: string): Draft {
  return profileFact('nickname', value, `The user's nickname is ${value}.`, 0.85);
}

/**
 * "my nan calls me her little star", "my brother calls me an idiot", "they know me as the fixer": a
 * description, not a name — nothing to keep. "my mum calls me every Sunday" (a phone call) is not one.
 */
export function calledDescription(tokens: readonly Token[]): boolean {
  const w = lowerOf(tokens);
  const at = w.findIndex((x, i) => (x === 'call' || x === 'calls' || x === 'called') && w[i + 1] === 'me');
  const known = w.findIndex((x, i) => (x === 'know' || x === 'knows') && w[i + 1] === 'me' && w[i + 2] === 'as');
  const next = at >= 0 ? tokens[at + 2] : known >= 0 ? tokens[known + 3] : undefined;
  return (
    next !== undefined &&
    (['a', 'an', 'the', 'her', 'his', 'their', 'our', 'my', 'its'].includes(next.lower) || (next.pos === 'ADJ' && !/^\p{Lu}/u.test(next.text)))
  );
}

/** The nickname said after a name and a comma ("Margarita, Rita for short"), from the comma at `at`; null when none. */
export function nicknameAfter(tokens: readonly Token[], at: number): Draft | null {
  return tokens[at]?.text === ',' ? shortName(tokens.slice(at + 1)) : null;
}

/** "Rita for short", "Teddy to my friends", "Xander to most people": the nickname said after the name. */
export function shortName(tokens: readonly Token[]): Draft | null {
  const run = properRun(tokens, 0);
  if (run.length === 0 || run.length > 2) return null;
  const rest = lowerOf(tokens.slice(run.length)).join(' ');
  return /^(?:for short|to (?:my |his |her )?(?:friends|family|mates|everyone|everybody|most people|colleagues|people at work|the team))$/.test(rest)
    ? nicknameFact(phrase(run))
    : null;
}

/** The name or nickname a "… call(s) me X" clause gives, or null (none, a description, or "nobody calls me X"). */
export function calledName(tokens: readonly Token[]): Draft | null {
  const w = lowerOf(tokens);
  // "my mates know me as Gaz", "I'm known as Gaz": what others call the user, a nickname.
  const knownAs = w.findIndex((x, i) => ((x === 'know' || x === 'knows') && w[i + 1] === 'me' && w[i + 2] === 'as') || (x === 'known' && w[i + 1] === 'as'));
  if (knownAs >= 0 && !w.slice(0, knownAs).some((x) => ['nobody', 'no', 'never', 'not', "n't"].includes(x))) {
    const run = properRun(tokens, knownAs + (w[knownAs] === 'known' ? 2 : 3));
    return run.length > 0 && run.length <= 3 ? nicknameFact(phrase(run)) : null;
  }
  const at = w.findIndex((x, i) => (x === 'call' || x === 'calls') && w[i + 1] === 'me');
  if (at < 0) return null;
  const before = w.slice(0, at).filter((x) => !NOT_SUBJECT.has(x));
  if (before.some((x) => ['nobody', 'no', 'never', 'not', "n't", 'noone', 'none'].includes(x))) return null;
  let run = properRun(tokens, at + 2);
  // Someone who writes in lower case writes the name so too ("everyone calls me sam").
  const lower = tokens.every((t) => t.text === t.lower);
  const next = tokens[at + 2];
  // "call me later", "call me tomorrow", "call me back": when, not what — a word of time or an adverb is no name.
  const when =
    next &&
    (next.pos === 'ADV' ||
      /^(?:tomorrow|tonight|today|later|back|asap|anytime|sometime|soon|now|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/.test(next.lower));
  if (run.length === 0 && lower && next && !when && next.pos !== 'DET' && next.pos !== 'PRON' && tokens.length === at + 3 && mayBeName(next)) run = [next];
  if (run.length === 0 || run.length > 3) return null;
  // "my kids call me Dad", "my husband calls me Babe": what a relative or a partner calls the user is no nickname.
  if (before.length > 0 && KIN_WORDS.test(phrase(run))) return null;
  const value = lower ? phrase(run).replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : phrase(run);
  return before.length > 0 ? nicknameFact(value) : fieldFact('name', value);
}

const CALLED = String.raw`(\p{L}[\p{L}'-]*)`;
/** Words where a name would stand that are not one ("nobody calls me anymore", "it's just me now"). */
const NOT_CALLED = new Set([
  'anymore',
  'any',
  'more',
  'now',
  'that',
  'this',
  'it',
  'me',
  'by',
  'these',
  'anything',
  'nothing',
  'back',
  'out',
  'up',
  'again',
  'anyone',
  'just',
  'here',
  'there',
  'fine',
  'ok',
  'okay',
  'so',
  'the',
  'a',
  'an',
  'weird',
  'old',
  'different',
  'done',
  'over',
]);
/** "nobody calls me Mo anymore", "people stopped calling me Bill", "used to call me Danny", "it's not Kat anymore", "I don't go by Tony anymore". */
const NO_LONGER_CALLED = new RegExp(
  [
    String.raw`\b(?:nobody|no one|no-one|noone|hardly anyone|hardly anybody|barely anyone|not many people|few people)\s+(?:calls|says|uses|goes with)\s+(?:me\s+)?${CALLED}`,
    String.raw`\b(?:stopped|quit|no longer|don't|do not)\s+(?:calling|call)\s+me\s+${CALLED}`,
    String.raw`\bused to (?:call|calling) me\s+${CALLED}`,
    String.raw`\b(?:don't|do not|no longer|stopped going)\s+go(?:ing)? by\s+${CALLED}`,
    String.raw`\b(?:it's|it is|it’s)\s+not\s+${CALLED}\s+any\s?more`,
    String.raw`\b(?:am not|'m not|no longer|not)\s+(?:called|known as)\s+${CALLED}\s+(?:any\s?more|now|these days)`,
  ].join('|'),
  'iu',
);
/** The name said instead: "it's Moe now", "call me Kit", "I go by Will now", "everyone calls me Meg now", "now it's just Dan". */
const NOW_CALLED = new RegExp(
  [
    String.raw`\b(?:it's|it is|it’s)\s+(?:just\s+|simply\s+)?${CALLED}(?=\s+(?:now|these days|instead)\b|\s*[.!]?\s*$)`,
    String.raw`\bcall me\s+${CALLED}`,
    String.raw`\bi go by\s+${CALLED}`,
    String.raw`\b(?:everyone|everybody|people|they|friends|most people)\s+(?:calls?|say)\s+me\s+${CALLED}`,
    String.raw`\bi(?:'m| am)\s+${CALLED}(?=\s+now\b)`,
  ].join('|'),
  'iu',
);

/**
 * A change of what the user is called: "nobody calls me Mo anymore, it's Moe now" is the nickname
 * Moe in place of Mo — never the name. Null when the turn says no such thing; else the old name and
 * the new one (null when none is said: "I don't go by Tony anymore"). The caller sets nothing else
 * as a name or nickname from that turn.
 */
export function calledNameChange(text: string): { readonly old: string; readonly value: string | null } | null {
  const said = text.replace(/’/g, "'");
  // Someone who writes in lower case writes names so too ("nobody calls me mo anymore").
  const lower = said === said.toLowerCase();
  const asName = (w: string | undefined): string | null => {
    if (!w || NOT_CALLED.has(w.toLowerCase())) return null;
    if (/^\p{Lu}/u.test(w)) return w;
    return lower ? w.charAt(0).toUpperCase() + w.slice(1) : null;
  };
  const gone = NO_LONGER_CALLED.exec(said);
  const old = asName(gone?.slice(1).find((g) => g !== undefined));
  if (!gone || !old) return null;
  const rest = `${said.slice(0, gone.index)} , ${said.slice(gone.index + gone[0].length)}`;
  const now = NOW_CALLED.exec(rest);
  const value = asName(now?.slice(1).find((g) => g !== undefined && g.toLowerCase() !== old.toLowerCase()));
  return { old, value };
}
