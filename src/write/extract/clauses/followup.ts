/**
 * Turns that lean on what the user said earlier in the session, rephrased into the statement they
 * make so that the ordinary clause rules read them:
 * - a clinician confirming a suspicion the user raised before ("I think sesame might be giving me
 *   hives?" then "allergist confirmed it today, it's sesame") is the confirmed state;
 * - a job taken ("I got the Tiller & Moss job", "first day at Brightwater was today") is where the user works;
 * - a spelling aside ("with an i", "double s") or a short closing aside in brackets ("(i wish)") between a
 *   value and its "not Y" is left out, so that the correction is read.
 * A shortened form of the known name offered in a later turn ("just Bart is fine", "everyone says Max")
 * is the nickname. When the earlier turn does not say what is confirmed, nothing is rephrased.
 */
import { nicknameFact } from './names.js';
import { fieldFact, freeFact, ROLE_HEAD, type Draft } from './phrases.js';
import { personMeant } from './pronouns.js';

/** Who can confirm a health suspicion. */
const CLINICIAN = String.raw`(?:doctor|doc|gp|allergist|dietitian|dietician|nutritionist|consultant|specialist|dermatologist|cardiologist|neurologist|endocrinologist|gastroenterologist|immunologist|rheumatologist|nurse|pharmacist|clinic|hospital|lab|tests?|results?|bloods|blood tests?|scan|biopsy)`;
const CONFIRMED = new RegExp(
  String.raw`^(?:(?:so|ok|okay|update|well|yep|yeah)\b[\s:,!-]*)*(?:the\s+|my\s+)?${CLINICIAN}\s+(?:has\s+|have\s+|just\s+|finally\s+)*(?:confirmed|diagnosed)\s+(?:it|that|this)?\s*(?:today|this morning|yesterday|last week|earlier)?\s*[,.:;!—–-]*\s*(.+?)[\s.!]*$`,
  'i',
);
/** Words of a bodily reaction: a suspicion that names one is an allergy suspected. */
const REACTION = /\b(hives|rash|react(?:s|ing|ion)?|allerg\w*|swell\w*|itch\w*|wheez\w*|sneez\w*|anaphyla\w*|break(?:s|ing)? out)\b/i;
/** A suspicion: the earlier turn hedged or asked. */
const SUSPECTED = /\b(think|might|may|maybe|possibly|probably|not (?:sure|certain)|pretty sure|wonder|suspect)\b|\?/i;

/** The confirmed statement a clinician's confirmation stands for, or null when the earlier turns do not say what it is. */
function confirmed(text: string, before: readonly string[]): string | null {
  const m = CONFIRMED.exec(text.trim());
  if (!m) return null;
  const rest = (m[1] as string)
    .replace(/^(?:it'?s|it is|its|that it'?s|that it is)\s+/i, '')
    .replace(/\s+it is$/i, '')
    .trim();
  if (rest.split(/\s+/).length > 4 || /\b(?:not|no|isn'?t|wasn'?t)\b/i.test(rest)) return null;
  const recent = before.slice(-3).filter((b) => SUSPECTED.test(b));
  const allergy = /^(.+?)\s+allergy$/i.exec(rest);
  const named = allergy ? (allergy[1] as string) : rest;
  const raised = recent.find((b) => new RegExp(String.raw`\b${escape(named)}`, 'i').test(b));
  if (!raised) return null;
  if (allergy || REACTION.test(raised)) return `I'm allergic to ${named}`;
  // "I think I might be lactose intolerant?" then "… confirmed it, lactose intolerant it is": the state raised.
  if (new RegExp(String.raw`\b(?:be|am|i'?m)\s+(?:a bit\s+|slightly\s+)?${escape(named)}\b`, 'i').test(raised)) return `I'm ${named}`;
  return null;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An organisation's name as typed: words that start with a capital, joined by "&", "and" or "of". */
const ORG = String.raw`((?:[A-Z][\w'’.-]*)(?:\s+(?:&|and|of|[A-Z][\w'’.-]*))*)`;
/** "I got the Tiller & Moss job", "landed the Ocado role": the job at that organisation. */
const GOT_JOB = new RegExp(String.raw`\b([Ii]\s+(?:got|landed|accepted|took))\s+the\s+${ORG}\s+(?:job|role|position|offer)\b`, 'g');
/** "first day at Brightwater was today", "my first day at Arup is tomorrow". */
const FIRST_DAY = new RegExp(
  String.raw`(?:^|(?<=[,.;!]\s*))(?:[Mm]y\s+|[Aa]nd\s+)?[Ff]irst day at\s+${ORG}\s+(?:(?:was|is)\s+)?(today|yesterday|tomorrow|on \w+)`,
  'g',
);

/** A spelling aside between a value and its "not Y": ", with an i.", ", double s.", "(i wish)". */
const SPELLING_ASIDE = /,?\s+(?:with\s+an?\s+\w|double\s+\w|two\s+\w'?s|spelt\s+with\s+an?\s+\w|one\s+\w)\b[.,]?(?=\s+not\b)/gi;
const CLOSING_ASIDE = /\s*\((?:[a-z']+\s?){1,3}\)\s*$/i;

/** "a good friend of mine", "an old colleague of mine": the user's friend, colleague. */
const OF_MINE =
  /\b(?:is|'s)\s+(?:a|an|one)\s+(?:(?:really|very|good|great|close|old|dear|best|long-?time)\s+)*(friend|mate|colleague|neighbou?r|cousin|mentor|client)s?\s+of\s+mine\b/gi;

/** "Kwame from the finance team is my friend": where the person is from, said after the relation. */
const FROM_IS_MY = /^(\p{Lu}\p{Ll}+)\s+(from\s+(?:the\s+)?[\p{L}\s]{2,30}?)\s+is\s+my\s+(friend|mate|colleague|neighbou?r|mentor|client)\b/u;

/**
 * "she'd rather I didn't save her number": a third party's wish not to be kept. The thing of theirs is
 * forgotten when the one person the turn before named is meant; the turn is not stored either way.
 */
const THEIR_WISH =
  /\b(she|he|they)\s*(?:'d|would)\s+(?:rather|prefer(?:\s+(?:it\s+)?if)?)\s+(?:i|you)\s+(?:didn'?t|did not|did n't|don'?t|not|never)\s+(?:save|store|keep|remember|note|record|have)\s+(?:down\s+)?(?:her|his|their)\s+([\p{L}\s-]{2,30}?)(?=\s*(?:[,.;!]|$|\b(?:so|and|on file|anywhere|saved|stored)\b))/iu;

/** The turn with what it leans on said out: a confirmation, a job taken, asides dropped. */
export function rephraseFollowUp(text: string, before: readonly string[]): string {
  const c = confirmed(text, before);
  if (c) return c;
  const wish = THEIR_WISH.exec(text);
  if (wish) {
    const who = personMeant(wish[1] as string, before);
    return who ? `forget ${who}'s ${(wish[2] as string).trim()}` : text;
  }
  let out = text
    .replace(OF_MINE, (_m, rel: string) => ` is my ${rel.toLowerCase()}`)
    .replace(FROM_IS_MY, (_m, name: string, from: string, rel: string) => `${name} is my ${rel} ${from}`)
    .replace(GOT_JOB, (_m, verb: string, org: string) => `${verb.replace(/accepted|took|landed/i, 'got')} a job at ${org}`);
  // A first day still to come is a start still to come ("first day at Acme tomorrow"): a plan, not the employer yet.
  out = out.replace(FIRST_DAY, (_m, org: string, when: string) =>
    /^tomorrow$/i.test(when) ? `I start at ${org} tomorrow` : `I started at ${org} ${/^on /i.test(when) ? when : when.toLowerCase()}`,
  );
  if (WORK_TALK.test(out)) out = out.replace(ME_AND, (_m, names: string) => `. I work with ${names} on it`);
  out = out.replace(BIRTHDAY_SO, (_m, head: string, n: string) => `${head}. I'm ${n} now`);
  out = out.replace(DROPPED_I, (all: string, lead: string, rest: string) => (droppedSubject(rest) ? `${lead}I ${rest}` : all));
  if (/\bnot\b/i.test(out)) out = out.replace(SPELLING_ASIDE, '').replace(CLOSING_ASIDE, '');
  return out;
}

/** "it's basically me, Pieter and Saoirse doing all of it": the people the user does the work with. */
const ME_AND =
  /\s*\b(?:is|it'?s|its)\s+(?:basically\s+|just\s+|only\s+|literally\s+)?me,\s+((?:\p{Lu}\p{Ll}+,\s+)*\p{Lu}\p{Ll}+\s+and\s+\p{Lu}\p{Ll}+)\s+(?:doing|working on|running|building|handling|leading|covering|shipping)\b[^,.;!?]*/gu;

/** Words of work: "me, X and Y doing it" is about co-workers only beside them (not a trip, not the cooking). */
const WORK_TALK =
  /\b(launch|migration|project|release|team|squad|sprint|work|job|client|deadline|rollout|deploy\w*|product|feature|office|shift|on-?call|backlog|roadmap|codebase|pipeline)\b/i;

/** "it's my birthday today, so 45 now": the age the birthday makes, with the "I'm" dropped. */
const BIRTHDAY_SO = /(\bmy (?:birthday|bday) (?:is |was )?(?:today|yesterday))\s*[,.!]*\s*(?:so|which makes me|making me)\s+(\d{1,3})(?=\s+now\b)\s+now/gi;

/** A sentence's opening "was a …" / "used to …" with the "I" dropped ("was a nurse for ten years, now …"). */
const DROPPED_I = /(^|[.!?]\s+)((?:was an?|used to)\s+[^,.;!?]+)/gi;
/** Verbs of what someone did for a living or for years: "used to teach maths", "used to work nights". */
const LIFE_VERB = /^used to (?:teach|work|live|study|play|run|own|manage|coach|drive|write|design|build|sell|cook|code|nurse|lecture|tutor|practi[cs]e)\b/i;

/** Whether the subjectless clause is the user's past: a role ("was a nurse") or a life's doing ("used to teach"). */
function droppedSubject(rest: string): boolean {
  if (LIFE_VERB.test(rest)) return true;
  const words = rest.toLowerCase().split(/\s+/).slice(2, 5);
  return /^was an?\b/i.test(rest) && words.some((w) => ROLE_HEAD.test(w));
}

/** Who offers a shorter name: "everyone just says Max", "friends call me Roz". */
const PEOPLE_SAY =
  /\b(?:everyone|everybody|people|most people|folks|friends|my friends|mates|my mates|all my mates)\s+(?:just\s+)?(?:says?|uses?|go(?:es)?\s+with|calls?(?:\s+me)?)\s+(?:me\s+)?(?:just\s+)?([\p{L}][\p{L}'-]*)/iu;
/** "just Bart is fine", "Roz is fine though", "Max works": a shorter form offered ("Max is fine now, the vet said" is not). */
const FINE =
  /^(?:(?:but|and|oh|tbh|honestly|actually|though|so|well)\b[\s,]*)*(?:just\s+)?([\p{L}][\p{L}'-]*)\s+(?:is|'s|works|will do)\s+(?:totally\s+|just\s+|perfectly\s+)?(?:fine|ok|okay|good|great|grand|easier|better)(?:\s+(?:though|tho|too|honestly|really|for me|by me|with me|lol|haha))*\s*(?:[,.!;]|$)/iu;

/**
 * The nickname a later turn offers: a word that is a shorter form of the known name (the same first
 * two letters, shorter). Any other name is not read — "Roz is fine" may be about a friend.
 */
export function shortenedName(text: string, known: Readonly<Record<string, string>>): Draft | null {
  const name = known['name'];
  if (!name) return null;
  const t = text.trim().replace(/[’]/g, "'");
  const m = FINE.exec(t) ?? PEOPLE_SAY.exec(t);
  const said = m?.[1];
  if (!said) return null;
  const full = (name.split(/\s+/)[0] as string).toLowerCase();
  const short = said.toLowerCase();
  if (short.length < 2 || short.length >= full.length || short.slice(0, 2) !== full.slice(0, 2)) return null;
  if (known['nickname']?.toLowerCase() === short) return null;
  return nicknameFact(short.charAt(0).toUpperCase() + short.slice(1));
}

/** "Maximilian here", "hi, Dagny here from accounts": a name introduced as typed (capitalised), at the turn's start. */
const HERE = /^(?:(?:hi|hey|hello|hiya|heya|morning|evening|yo|ok|okay)\b[\s,!.-]*)?(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)\s+here\b\s*(?:$|[,.!;:—–-]|\bfrom\b)/u;
const NOT_INTRO =
  /^(?:I|It|We|They|He|She|This|That|Winter|Summer|Spring|Autumn|Fall|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Everyone|Nobody|Someone|Life|Weather|Rain|Snow)\b/;

/** The name a "X here" introduction gives, or null. */
export function introducedHere(raw: string): Draft | null {
  const m = HERE.exec(raw.trim());
  if (!m || NOT_INTRO.test(m[1] as string)) return null;
  return fieldFact('name', m[1] as string);
}

/** "Priyanka got promoted to principal engineer": a named person's new role — theirs, never the user's. */
const PROMOTED =
  /^(\p{Lu}\p{Ll}+)(?:\s+from\s+(?:the\s+)?[\p{L}\s]{2,30}?)?\s+(?:has\s+|'s\s+)?(?:just\s+|finally\s+)?(?:got|been|was|is|getting|being)\s+(?:just\s+)?(?:promoted|made|appointed|named)\s+(?:to\s+)?(?:the\s+)?(?:new\s+)?(\p{Ll}[\p{Ll}\s-]{1,40}?)(?:\s+(?:last|this|on|in|yesterday|today)\b.*)?[\s.!]*$/u;

/** The fact a named person's promotion says, about them; null when the sentence is not one. */
export function promotedPerson(sentence: string): Draft | null {
  const m = PROMOTED.exec(
    sentence
      .trim()
      .replace(/\s*[\p{Extended_Pictographic}\u{FE0F}]+\s*/gu, ' ')
      .trim(),
  );
  if (!m || NOT_INTRO.test(m[1] as string)) return null;
  return {
    ...freeFact(sentence.replace(/\s*[\p{Extended_Pictographic}\u{FE0F}]+\s*/gu, ' ').trim()),
    triple: { subject: m[1] as string, predicate: 'role', object: (m[2] as string).trim() },
  };
}
