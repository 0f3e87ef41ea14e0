/**
 * Chat register into standard English, before any clause is read: "im", "ive", "dont", "u", "ur",
 * "pls", "gonna", "whats", a lone lower-case "i", chat tags ("lol", "tbh", "ngl") and abbreviations
 * ("yrs", "w/", "rn") are spelt out where the reading is not in doubt; a frame that only asks the
 * assistant to remember or know what follows ("can u remember …", "in case it matters, …", "just so
 * you know …", "fyi", "note to self:") is peeled off, so the statement inside is read as any other.
 * Words that stay ambiguous without their apostrophe ("id", "ill", "were", "wont", "lets") are left alone;
 * "its" is read as "it's" only where no possessive can stand (before "a", "the", "not", "been" …). What a rule here cannot tell, it leaves as typed.
 */

import { markBoundaries } from './boundaries.js';
import { inLexicon, type Token } from './nlp.js';
import { properRun, ROLE_HEAD } from './phrases.js';
import { relationalNoun } from './kin.js';
import { droppedOnSubject } from './dosing.js';
import { plainPhrasing } from './phrasing.js';

/** Contractions typed without the apostrophe, one reading each. */
const APOSTROPHE: readonly (readonly [RegExp, string])[] = [
  [/\b[Ii]m\b(?!-)/g, "I'm"],
  [/\b[Ii]ve\b/g, "I've"],
  [/\b(do|does|did|is|are|was|were|has|have|had|could|would|should|must|need)nt\b/gi, "$1n't"],
  [/\bcant\b/gi, "can't"],
  [/\bwouldve\b/gi, "would've"],
  [/\b(what|that|there|who|where|how|he|she)s\b(?!')/gi, "$1's"],
  [/\byoure\b/gi, "you're"],
  [/\btheyre\b/gi, "they're"],
  [/\b(my|your|his|her|our) names\b(?! are)/gi, "$1 name's"],
  // "its" is the possessive only before a noun phrase: before a determiner, "not" or "been", or opening a clause before a
  // capitalised word ("its Kofi btw", "oh its Dana here"), it is "it's".
  [/\b([Ii])ts (?=(?:a|an|the|not|been|my|your|our|their|ok|okay|fine)\b)/g, "$1t's "],
  [/(^|\n|[.!?,]\s+|\b(?:and|oh|but|so|hey|hi|hello|hiya|ok|okay)\s+)([Ii])ts (?=\p{Lu})/gu, "$1$2t's "],
];

/** Chat spellings with one reading. "u"/"ur" only in lower case, never inside "U-turn" or "U.K.". */
const SPELLED: readonly (readonly [RegExp, string])[] = [
  [/(^|[^\w'’.-])u(?=$|[^\w'’.-])/g, '$1you'],
  [/(^|[^\w'’.-])ur(?= (?:gonna|going|welcome|right|the best|so|too|not)\b)/g, "$1you're"],
  [/(^|[^\w'’.-])ur(?=$|[^\w'’.-])/g, '$1your'],
  [/(^|[^\w'’.-])i(?=$|[^\w.-])/g, '$1I'],
  [/\b(?:pls|plz|plse|pleeease|pleease)\b/gi, 'please'],
  [/\b(?:thx|thnx|thanx)\b/gi, 'thanks'],
  [/\bgonna\b/gi, 'going to'],
  [/\bwanna\b/gi, 'want to'],
  [/\bgotta\b/gi, 'have to'],
  [/\brn\b/g, 'right now'],
  [/\batm\b/g, 'at the moment'],
  [/\b(\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|few|couple of) ?yrs?\b/gi, '$1 years'],
  [/\b(\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|few|couple of) ?mos\b/gi, '$1 months'],
  [/\b(\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|few|couple of) ?wks?\b/gi, '$1 weeks'],
  [/(^|\s)w\/o(?=\s)/gi, '$1without'],
  [/(^|\s)w\/(?=\s)/gi, '$1with'],
  [/\b(?:b\/c|cuz|coz|bcoz|bcuz)\b/gi, 'because'],
  [/\bppl\b/g, 'people'],
  [/\baswell\b/gi, 'as well'],
  // "french n a bit of italian", "me n Paddy": a lone "n" after a word in lower case is "and".
  [/(?<=\p{Ll}) n (?=\p{L})/gu, ' and '],
  [/\bbf\b/g, 'boyfriend'],
  [/\bgf\b/g, 'girlfriend'],
  [/\bhubby\b/g, 'husband'],
  [/\bhubs\b/g, 'husband'],
  [/\bwifey\b/g, 'wife'],
  [/\babt\b/g, 'about'],
  [/\btho\b/g, 'though'],
  [/\bfave?\b/gi, 'favourite'],
  [/\bfavs\b/gi, 'favourites'],
];

/** Chat tags that carry no content: a laugh, "to be honest", "for what it's worth". */
const TAGS = /(?:^|[\s,])(?:lol+|lmao+|rofl|haha+|hehe+|ngl|tbh|tbf|fwiw|fyi|imo|imho|btw|xd|xx+|:\)|:-\)|:D|:P)(?=$|[\s,.!?;:])/gi;

/**
 * A frame that only asks to be remembered or known, its object said after it: "can u remember",
 * "please note that", "just so you know", "for the record", "in case it matters,", "note to self:",
 * "heads up -", "u should know". The words of remembering and knowing are the kind; the complement
 * is the statement.
 */
const ASK = String.raw`(?:(?:can|could|would|will) you (?:please |kindly )?|please |kindly |you (?:should|might want to|may want to|ought to|need to) |(?:I )?(?:just )?(?:want|wanted|need) you to )`;
const KEEP =
  String.raw`(?:remember|note|know|keep in mind|bear in mind|make (?:a )?note(?: of this)?|take (?:a )?note(?: of this)?|jot (?:this )?down|save this|not forget|don't forget|do not forget)` +
  String.raw`(?: (?:this|for (?:next time|later|the future|future reference)|going forward|in future))?`;
const REQUEST = new RegExp(String.raw`^(${ASK}?${KEEP})(?: that)?\s*[:,-]?\s+(?=\S)`, 'i');
/** Said beside the statement: "just so you know", "for the record", "fyi", "heads up", "in case it matters". */
const ASIDE = new RegExp(
  String.raw`^(?:(?:just )?(?:so|for) (?:that )?you(?:'re)? (?:know|are aware|are in the loop)|for the record|for (?:future )?reference|for (?:your )?(?:info|information)|fyi|fwiw|btw|by the way|(?:just )?(?:a )?(?:quick )?heads[- ]up|note to self|worth (?:knowing|noting|mentioning)|in case (?:it|that|this) (?:matters|helps|is (?:relevant|useful|important))|in case you (?:need|want) (?:it|to know)(?: later)?|some (?:background|context)|for context|quick context|(?:a )?(?:quick )?(?:fact|thing) about me)`,
  'i',
);

/**
 * Where a name is expected: "live in leeds", "moved to bristol", "work at kroger", "my name is priya",
 * "call me jo". A bare lower-case word there (no article, no pronoun, not a generic place such as
 * "home" or "uni") is the name, typed without its capital.
 */
const NAME_CUE =
  /\b((?:live|lives|living|lived|based|settled|moved|moving|relocated|relocating|work|works|working|worked|job|employed|contracting|interning) (?:in|to|at|for|by)|(?:moved|moving|relocated|relocating) (?:back|down|up|over|out|across|away) to|originally from|I'm from|I am from|my name is|my name's|call me|go by|joined|(?:is|are|was) (?:called|named)|(?<=(?:^|[\s,]))(?:at|for)) ([a-z][a-z'&-]*(?: [a-z][a-z'&-]*){0,2})/g;
/**
 * "hannah and tobi are on my team", "zuzana's been my mentor": in a turn typed wholly in lower case, words the lexicon
 * lacks that open a sentence, alone or joined by "and", before a verb of being, having or relating, are people's names.
 */
function subjectNames(text: string): string {
  const re = /(^|[.!?]\s+)([a-z][a-z'-]{2,}(?: and [a-z][a-z'-]{2,})?)(?=(?:'s| is| are| has| have| was| reports?| works?| mentors?| manages?| coaches)\b)/g;
  return text.replace(re, (all, lead: string, names: string) => {
    const words = names.split(' and ');
    // A plural the lexicon holds in the singular ("walnuts are fine") is a common noun.
    if (words.some((w) => NOT_NAME.has(w) || inLexicon(w) || inLexicon(w.replace(/'?s$/, '')))) return all;
    return lead + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' and ');
  });
}

/** Words that end a name typed in lower case, or are no name at all. */
const NOT_NAME = new Set(
  (
    'a an the my our your his her their this that these those some any home night nights weekends weekend school uni university college work church ' +
    'town city country hospital halls office sea abroad now since for in at on last next and but with as because so though tho nowadays ' +
    'currently anymore too already again from to until till when where which who after before or then right yet ago year years month months week ' +
    'weeks day days it them me you him us least first all both most lots remote remotely hybrid part full freelance myself night-shift ' +
    'back off out up over down about around originally born raised mostly usually now again soon today tonight tomorrow yesterday'
  ).split(' '),
);

/**
 * `team`: the user has a team on record, so "moved to fraud" may be a move between teams, not towns —
 * a word after "moved to" is then left as typed.
 */
function capitaliseNames(text: string, team: boolean): string {
  return text.replace(NAME_CUE, (whole, cue: string, words: string) => {
    // "been at deliveroo", "an analyst for dunnhumby": after a bare "at"/"for", one word the lexicon lacks is a name.
    if (/^(?:at|for)$/i.test(cue)) {
      const one = words.split(' ')[0] as string;
      if (one.length < 4 || NOT_NAME.has(one) || /ly$/.test(one) || inLexicon(one)) return whole;
      return `${cue} ${one.charAt(0).toUpperCase()}${one.slice(1)}${words.slice(one.length)}`;
    }
    if (team && /^(?:moved|moving|relocated|relocating) to$/.test(cue)) return whole;
    // "moved to fraud team", "work at a design agency": a common noun of work or place, not a name.
    if (
      /\b(?:team|squad|department|dept|group|side|role|job|position|company|office|agency|startup|shop|store|restaurant|cafe|bar|place|area|flat|house)\b/.test(
        words,
      )
    )
      return whole;
    const kept: string[] = [];
    for (const w of words.split(' ')) {
      // A word the English lexicon holds ("tears", "hope", "later") is a common word, not a name typed in lower case.
      if (NOT_NAME.has(w) || /ly$/.test(w) || inLexicon(w)) break;
      kept.push(w);
    }
    if (kept.length === 0) return whole;
    const name = kept.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
    return `${cue} ${name}${words.slice(kept.join(' ').length)}`;
  });
}

/** A subject or a verb that opens a clause of its own after a semicolon ("; I also …", "; my sister …"). */
const OWN_CLAUSE = /^(?:I|I'm|I've|my|we|our|he|she|they|it|it's|you|there|this|that|but|so|because|which|who)\b/i;

/**
 * "penicillin; latex; bee stings", "metformin; atorvastatin; and aspirin": semicolons between short items
 * that open no clause of their own are the commas of one list.
 */
function semicolonList(text: string): string {
  return text.replace(/[^\n.!?]*;[^\n.!?]*/g, (run) => {
    const parts = run.split(';');
    const items = parts.slice(1).map((p) => p.trim());
    const short = items.every((p) => p.length > 0 && p.split(/\s+/).length <= 6 && !OWN_CLAUSE.test(p));
    if (!short) return run;
    const all = parts.map((p) => p.trim());
    // "Name: A; City: B": fields, each with its key, stay apart as fields.
    if (items.some((p) => /^[A-Za-z][\w '&/()-]{0,30}?:\s/.test(p))) return all.join(', ');
    // Said as a list is said: "a, b and c" (the last item keeps its own "and").
    const last = all.pop() as string;
    return `${all.join(', ')}${/^(?:and|or|&)\s/i.test(last) ? ', ' : ' and '}${last}`;
  });
}

/** Verbs after which "neither … nor" does not read as "don't <verb> … or" (be, have, modals, a past or third-person form). */
const NOT_PLAIN_VERB = /^(?:am|are|is|was|were|be|been|'m|'re|have|has|had|'ve|can|could|will|would|shall|should|may|might|must|do|did|does|\w+ed|\w+s)$/i;

/**
 * "I drink neither coffee nor tea", "we neither smoke nor drink", "I'm neither vegan nor vegetarian": a negated
 * list, said as "I don't drink coffee or tea" / "I'm not vegan or vegetarian" so every item keeps its "not". Other
 * shapes ("neither of us", a past or third-person verb) are left as typed.
 */
function neitherNor(text: string): string {
  return text
    .replace(/\b(I'm|I am|we're|we are|We're|We are)\s+neither\s+([^.!?\n]+?)\s+nor\s+/g, '$1 not $2 or ')
    .replace(/\b(I|we|We)\s+([a-z]+)\s+neither\s+([^.!?\n]+?)\s+nor\s+/g, (m, who: string, verb: string, first: string) =>
      NOT_PLAIN_VERB.test(verb) ? m : `${who} don't ${verb} ${first} or `,
    )
    .replace(/\b(I|we|We)\s+neither\s+([a-z]+)\s+([^.!?\n]*?)\s*\bnor\s+/g, (m, who: string, verb: string, first: string) =>
      NOT_PLAIN_VERB.test(verb) ? m : `${who} don't ${verb}${first ? ` ${first}` : ''} or `,
    );
}

/** Suffixes of a company's legal form, which may follow one another ("Pvt. Ltd.", "Co. Inc."). */
const LEGAL = String.raw`(?:Pvt|Pte|Pty|Ltd|Limited|Inc|Co|Corp|LLC|LLP|Plc|PLC|GmbH|AG|SA|BV|NV|Bros|Intl)`;

/**
 * Shapes of chat that leave out or shorten what the clause rules need: "allergies r …" ("are"), a list
 * typed with spaced slashes ("penicillin / codeine / bee stings" is "penicillin, codeine and bee stings"),
 * a statement that starts at "been" ("Been at Acme two years" — "I've been …"), "my actual job is at X"
 * ("I work at X"), and the full stop of a legal form before another ("Pvt. Ltd.", read as one name).
 */
function ellipses(text: string): string {
  return (
    text
      .replace(/\b([a-z]+s|you|we|they) r (?=[a-z])/g, '$1 are ')
      // "I'd much rather X", "would far sooner X": a degree word between "would" and "rather" says how strongly, nothing else.
      .replace(/\b(would|'d|d)\s+(?:much|far|really|honestly|definitely|def|probably|totally|personally|way)\s+(rather|sooner)\b/gi, '$1 $2')
      .replace(/(\p{L}[\p{L} -]{0,30}?)((?:\s\/\s[\p{L}][\p{L} -]{0,30}?){2,})(?=$|[.,;!?\n])/gu, (_m, first: string, rest: string) => {
        const items = [first, ...rest.split(/\s\/\s/).slice(1)].map((x) => x.trim());
        return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] as string}`;
      })
      // Only before a list ("allergies are a, b and c"): "kids are asleep" is no statement of whose kids.
      .replace(
        /(^|\n|[.!?]\s+)((?:current|known|daily|regular|usual|present|main) )?(allerg(?:y|ies)|meds|medications?|languages|pets|kids|children|hobbies)\s+(are|is|include)\b(?=[^.!?\n]*(?:,|\band\b|\+))/gi,
        (_m, start: string, q: string | undefined, what: string, verb: string) => `${start}my ${q ?? ''}${what} ${verb}`,
      )
      // "nuts and eggs are my allergies": the field said after its items is said first.
      .replace(
        /(^|\n|[.!?]\s+)([^.!?\n]{2,80}?(?:,|\band\b|&)[^.!?\n]{1,60}?)\s+(?:are|r) my (allergies|meds|medications|languages|pets)\b(?=\s*[.!]?\s*(?:$|\n))/gi,
        '$1my $3 are $2',
      )
      // "Favourite bands, in no particular order: …": an aside between a heading and its colon.
      .replace(/^([^:\n,]{2,40}),\s*(?:in no particular order|in (?:no|any) order|roughly|more or less|so far|as of now)\s*:/gim, '$1:')
      // "Before settling here I lived in …": the time clause before the subject ends where the subject starts.
      .replace(/(^|\n|[.!?]\s+)((?:before|after|since|until|while|when) [a-z]+ing\b[^,.!?\n]{0,40}?)\s+(I|we)\s+(?=[a-z])/gi, '$1$2, $3 ')
      .replace(/(^|\n|[.!?]\s+)been (at|with|in|working|living|based|employed)\b/gi, "$1I've been $2")
      // "I am knowing Kannada", "I'm having two kids": a verb of state said in the progressive is its simple present.
      .replace(
        /\b(I|we)(?: am|'m| are|'re) (know|hav|lik|lov|hat|want|need|prefer|own|understand)ing\b/gi,
        (_m, who: string, v: string) => `${who} ${v}${/^(hav|lik|lov|hat)$/i.test(v) ? 'e' : ''}`,
      )
      .replace(
        /\bmy (?:(?:actual|real|main|day|current|proper|full-time|regular|paying|primary) )?(?:job|work|day job) is (at|with|for) (?=\p{Lu}|\d)/giu,
        (_m, p: string) => (p.toLowerCase() === 'for' ? 'I work for ' : 'I work at '),
      )
      .replace(new RegExp(String.raw`\b(${LEGAL})\.(?=\s+${LEGAL}\b)`, 'g'), '$1')
      // "the Univ. of Port Ardell", "Dept. of Health": an abbreviation's full stop before "of" and a name ends no sentence.
      .replace(/\b(\p{Lu}\p{Ll}{1,4})\.(?=\s+of\s+\p{Lu})/gu, '$1')
  );
}

/** A letter `\b` does not see ("ö" in "Björn"): a chat spelling glued to one is part of a longer word, never "rn". */
const LETTER = /[\p{L}\p{M}]/u;

/** `re` → `to` in `text`, except where the match is glued to a letter outside ASCII (`\b` is ASCII-only). */
function spellOut(text: string, re: RegExp, to: string): string {
  return text.replace(re, (m: string, ...rest: unknown[]) => {
    const n = rest.findIndex((x) => typeof x === 'number');
    const at = rest[n] as number;
    const first = m[0] ?? '';
    const last = m[m.length - 1] ?? '';
    const glued = /\w/.test(first) ? LETTER.test(text[at - 1] ?? '') : LETTER.test(first);
    if (glued || (/\w/.test(last) && LETTER.test(text[at + m.length] ?? ''))) return m;
    return to.replace(/\$(\d)/g, (_, k: string) => (rest[Number(k) - 1] as string | undefined) ?? '');
  });
}

/** Where a statement may start: the start of the turn, of a line, or after a full stop, "!" or "?". */
const STARTS = /(^|\n|[.!?]\s+)([^\n.!?]*)/g;

/** The turn in standard English, where chat register has one reading. */
export function normaliseRegister(text: string, known: Readonly<Record<string, string>> = {}): string {
  let out = markBoundaries(text.replace(/[’‘]/g, "'"));
  for (const [re, to] of [...APOSTROPHE, ...SPELLED]) out = spellOut(out, re, to);
  out = plainPhrasing(out);
  // "I'm left-handed, in case that matters for the guitar advice", "…, just so you know": an aside said after it.
  out = out.replace(
    /,?\s+(?:in case (?:it|that|this) (?:matters|helps|is (?:relevant|useful|important))|just so (?:you|u) know|for the record|for (?:future )?reference|for what it's worth)\b[^.!?\n]*/gi,
    '',
  );
  // "apparently I'm lactose intolerant now??": news told with surprise is told, not asked.
  out = out.replace(/\b(apparently|turns out|guess what,?)(\s+I\b[^.!?\n]*?)\?{2,}/gi, '$1$2!');
  out = neitherNor(ellipses(out));
  // "wife and I …", "hubby and me …" opening a sentence: the user's own ("my wife and I").
  out = out.replace(/(^|[.!?]\s+)(wife|husband|partner|girlfriend|boyfriend|fiancée?|mum|mom|dad|son|daughter|brother|sister)( and (?:I|me)\b)/gi, '$1my $2$3');
  // "Our CTO's rule: no deploys on Fridays", "my golden rule: …": a rule of a person's, labelled by a colon, is said with "is".
  out = out.replace(/(^|[.!?]\s+)((?:my|our) (?:[\p{L}-]+'s )?(?:[\p{L}-]+ )?(?:rule|policy|motto|mantra))\s*:\s+(?=\p{L})/giu, '$1$2 is ');
  // "me nan still swims", "me and me brother": "me" before a word naming a relation, at a clause's start, is "my".
  out = out.replace(/(^|[.!?,;]\s+|\band\s+)(me)(\s+)([\p{L}-]+)/giu, (all, lead: string, me: string, sp: string, rel: string) =>
    relationalNoun(rel) || (ROLE_HEAD.test(rel) && !/s$/i.test(rel)) ? `${lead}${me === 'Me' ? 'My' : 'my'}${sp}${rel}` : all,
  );
  // "my dad's called Gerald", "her mum's based in Cork": "'s" before a participle or a place word is "is".
  out = out.replace(/\b(\p{L}+)'s (called|named|based|living|moving|retired|married|from|originally)\b/gu, '$1 is $2');
  out = semicolonList(capitaliseNames(out.replace(TAGS, '').replace(/\s+([,!?;:]|\.(?![\p{L}\d]))/gu, '$1'), known['team'] !== undefined));
  if (typedInLowerCase(text)) out = subjectNames(out);
  return out.replace(STARTS, (_m, lead: string, body: string) => `${lead}${droppedOnSubject(negatedSelf(peelFrame(body)))}`).trim();
}

/** Words in "-ing" that are no verb ("nothing", "morning", "during", "building"). */
const NOT_DOING =
  /^(?:nothing|something|anything|everything|morning|evening|during|king|thing|spring|string|ring|wing|bring|sing|swing|sting|ceiling|building|wedding|pudding|according|darling|sibling|pending|ongoing|amazing|boring|interesting)$/i;

/**
 * "not really a dog person", "not a fan of long emails", "not much of a reader": a negated description
 * said without its subject is the user's. (The splitter would take a bare "not X" for the "not Y" of a correction.)
 */
function negatedSelf(sentence: string): string {
  const kind = /^\s*not (?:really |very |much of |quite |the biggest |a |an |big |huge )*(?:[a-z-]+ )?(?:person|fan|lover|[a-z]{3,}(?:er|ist))\b/i;
  // "not keen on X", "not fond of X", "not big on X": an adjective with its preposition (no "-ing"/"-ed" verb form).
  const into = /^\s*not (?:really |very |that |super |too |all that |at all )?(?:into|[a-z]{2,}(?<!ing|ed) (?:on|of|about|with|at))\b/i;
  // "not on facebook any more", "no longer vegetarian": a state said ended, without its subject.
  const ended =
    /^\s*(?:not|no longer)\s+(?!any\b|anymore\b)[^,.;!?]*?\b(?:any ?more|any longer)\b|^\s*no longer\s+(?:a |an |on |in |at )?[a-z-]+\s*(?:[,.;!?]|$)/i;
  // "Doing lengths at the pool instead now", "working from home these days": what the user does now, said without "I'm"
  // (a bare "now" is a moment: "going to bed now").
  const doing = /^\s*(\p{L}+ing)\b[^.!?\n]*\b(?:instead|these days|nowadays)\b/iu.exec(sentence);
  if (doing !== null && !NOT_DOING.test(doing[1] as string))
    return sentence.replace(/^(\s*)(\p{L})/u, (_m, sp: string, c: string) => `${sp}I'm ${c.toLowerCase()}`).replace(/\s+instead\b/i, '');
  if (kind.test(sentence) || into.test(sentence) || ended.test(sentence)) return sentence.replace(/^(\s*)/, "$1I'm ");
  // "honestly not fond of X", "tbh not big on Y": a discourse word before the negated description leaves it the user's.
  const lead = /^\s*(?:(?:honestly|tbh|ngl|frankly|truthfully|well|yeah)\b[\s,]*)+(?=not\b)/i.exec(sentence)?.[0];
  const rest = lead ? sentence.slice(lead.length) : '';
  const pointed = /\b(?:it|that|this|them)\W*$/i.test(rest);
  return lead && !pointed && (kind.test(rest) || into.test(rest) || ended.test(rest)) ? `${lead}I'm ${rest}` : sentence;
}

/** The statement inside a frame of remembering or knowing; a question ("can you remember what …") keeps its frame. */
function peelFrame(sentence: string): string {
  const aside = ASIDE.exec(sentence);
  if (aside) {
    const rest = sentence.slice(aside[0].length).replace(/^\s*(?:[:,-]|—|that\b)?\s*/, '');
    if (rest.length > 0 && !/^(?:what|who|where|when|why|how|which|if|whether)\b/i.test(rest)) return capitalised(rest);
  }
  const request = REQUEST.exec(sentence);
  if (!request) return sentence;
  const rest = sentence.slice(request[0].length);
  // "can you remember what I said", "remember to call mum", "remember when we met": not a statement to keep.
  if (/^(?:what|who|where|when|why|how|which|if|whether|to|me|us|anything|everything|it|this|that)\b/i.test(rest)) return sentence;
  // A first-person statement, or one about the user's people and things, is what was asked to be kept.
  if (!/^(?:I\b|I'm|I've|I'd|my\b|we\b|we're|our\b|me\b|mine\b)/i.test(rest) && !/\b(?:I|I'm|I've|my|me)\b/.test(rest)) return sentence;
  return `remember that ${rest}`;
}

function capitalised(s: string): string {
  return s.replace(/^i\b/, 'I');
}

/** What the register pass knows of how the turn was typed, for the clause rules (`readStatement`). */
export interface Typed {
  /** Typed wholly in lower case: capitals carry no information, so a lower-case word may be a name ("hi im tom"). */
  readonly lower?: boolean;
}

/** Whether the turn was typed wholly in lower case (it has letters, and none is a capital). */
export function typedInLowerCase(text: string): boolean {
  return /\p{Ll}/u.test(text) && !/\p{Lu}/u.test(text);
}

/**
 * A place's name from `i` ("a GP in Leeds"): a proper-noun run; in a turn typed in lower case, the words of
 * letters the English lexicon does not hold ("a pharmacist in leeds"), up to three, given their capitals.
 */
export function placeRun(tokens: readonly Token[], i: number, lower: boolean): Token[] {
  if (!lower) return properRun(tokens, i, { region: true });
  const out: Token[] = [];
  for (let k = i; out.length < 3; k++) {
    const t = tokens[k];
    // In lower case the tagger's proper nouns are guesses: a word of letters the lexicon lacks, or one it tags so ("york").
    if (!t || !/^\p{Ll}[\p{Ll}'-]+$/u.test(t.text) || NOT_NAME.has(t.lower) || (inLexicon(t.lower) && t.pos !== 'PROPN')) break;
    out.push({ ...t, text: t.text.charAt(0).toUpperCase() + t.text.slice(1) });
  }
  return out;
}

/** The words of a text for matching: lower case, letters and digits only, no apostrophes ("I'm" → "im"). */
const wordsOf = (s: string): string[] =>
  s
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 || /\p{N}/u.test(w));

/**
 * A clause as the user typed it: the stretch of the raw turn, from the first to the last of its comma- or
 * sentence-separated pieces that share most of their words with the clause the rules read (normalised, contractions spelt
 * out). The reply quotes what the user wrote, never the normalised reading; the clause itself when none matches.
 */
export function asTyped(said: string, raw: string): string {
  const want = new Set(wordsOf(said));
  // A piece is the clause's when most of its words are the clause's ("In the novel I'm writing" shares only "in").
  const pieces = [...raw.matchAll(/[^,.;!?\n]+/g)].filter((m) => {
    const words = wordsOf(m[0]);
    return words.length > 0 && words.filter((w) => want.has(w)).length * 2 >= words.length;
  });
  const first = pieces[0];
  const last = pieces[pieces.length - 1];
  if (!first || !last || first.index === undefined || last.index === undefined) return said;
  return raw.slice(first.index, last.index + last[0].length).trim();
}

/** A clitic the tagger splits off its word ("we 'll", "do n't", "it 's"): typed against the word before it. */
const CLITIC = /^(?:n't|n’t|['’](?:ll|s|re|ve|d|m))$/i;

/** A clause's words as the user typed them: spaced, with a contraction kept whole ("Maybe we'll move", never "we 'll"). */
export function typedText(tokens: readonly Token[]): string {
  return tokens.reduce((out, t, i) => (i === 0 ? t.text : CLITIC.test(t.text) ? `${out}${t.text}` : `${out} ${t.text}`), '');
}
