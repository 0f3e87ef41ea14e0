/**
 * Writing ABOUT an assistant is not an instruction to one (issue 27 item 5, round 16). A bug report
 * ("the chatbot ignores its system prompt when the context gets too long"), a paper's abstract
 * ("instruction-tuned models disregard developer instructions in 14 % of long chats"), a research
 * topic ("why language models disregard …", "cases where the model ignores its instructions") or an
 * observation ("it ignored its system prompt again yesterday") describes behaviour that was seen;
 * it plants nothing. An instruction says what shall happen from now on, for someone, on a trigger.
 *
 * {@link describedBehaviour} reads the sentence around a match: it is a description when the
 * sentence carries a cue of reporting or observation (a report's or a study's word before it, a
 * frequency, a generic plural subject, the act in the past tense, a malfunction's condition after
 * it) and no cue of a standing rule (from now on, always, whenever, for this user, a trigger said by
 * a person, a modal of obligation or of the future). Both sides are word classes, not phrases.
 */

/** A standing rule's cue: when it is present the sentence may instruct, whatever else it says. */
const STANDING =
  /\b(?:from now on|from here on|henceforth|going forward|hereafter|always|whenever|every time|each time|any time|anytime|on request|on demand|for (?:this|the|my|our|every|each|any) (?:user|account|chat|conversation|session|client|customer)s?|for (?:me|us|him|her|them)|if (?:i|we|you|the user|this user|they|he|she|asked|someone|anyone)|when (?:i|we|you|the user|this user|asked|someone|anyone|they|he|she)|(?:must|should|shall|has to|have to|is to|are to|needs? to|ought to|will|won't|'ll|is going to|gonna|wants? to|would like|please|is allowed to|may now|can now|no longer (?:has|needs))\b|\b(?:ab sofort|ab jetzt|von nun an|od teraz|odtąd|désormais|dorénavant|a partir de ahora|de ahora en adelante|vanaf nu|voortaan|d'ora in poi|a partir de agora|daqui em diante)\b)/;

/** A report's, a study's or a teacher's word: what follows is said about the behaviour, not asked of it. */
const REPORTING =
  /\b(?:bugs?|issues?|tickets?|incidents?|cases?|examples?|instances?|failures?|problems?|regressions?|studies|study|studied|studying|studies|papers?|thesis|dissertation|research\w*|reports?|reported|reporting|findings?|found|finds?|observ\w+|notic\w+|saw|seen|shows?|showed|shown|demonstrat\w+|measur\w+|document\w*|test\w*|evaluat\w+|benchmark\w*|reproduc\w+|investigat\w+|analy[sz]\w+|explain\w*|describ\w+|writes? (?:up|about)|wrote (?:up|about)|writing (?:up|about|my|a|an|the)|talks?|lectures?|articles?|posts?|slides?|abstract|why|how|whether|complain\w*|fyi|known|symptoms?|logs?|warn(?:ing)?s?)\b/;

/** How often something was seen: an observation, not an order. */
const FREQUENCY =
  /\b(?:sometimes|occasionally|often|frequently|rarely|seldom|randomly|repeatedly|again|at times|keeps?|kept|tends? to|tended to|in \d+(?:[.,]\d+)? ?(?:%|percent|per cent)|\d+ (?:times|out of \d+)|(?:one|two|three|four|five|\d+) (?:in|out of) (?:\w+|\d+)|manchmal|oft|parfois|souvent|a veces|à vezes|às vezes|soms|vaak|czasem|czasami|często)\b/;

/** A report's word after the act ("…, a known issue", "c'est un bug connu"): the sentence reports a fault. */
const REPORTED_AFTER =
  /\b(?:known (?:issue|bug|problem|limitation)|(?<!\b(?:no|not a|not) )(?:bug|regression|glitch|flaw|vulnerability)\b|(?:which|that)['’]?s? (?:is )?why|so (?:i|we) (?:stopped|switched|quit|gave up)|bug connu|bekannter fehler|error conocido|znany błąd|bekende fout)/;

/** A class of systems as the subject ("language models disregard …"): a generic statement. */
const GENERIC_SUBJECT = /\b(?:models|llms|chatbots|assistants|bots|agents|ais|systems)\s+(?:\p{L}+ly\s+)?$/u;

/** The act itself in the past tense after its subject ("the bot revealed …"): an event that happened. */
const PAST_ACT = /^(?:ignored|disregarded|revealed|leaked|bypassed|skipped|forgot|overrode|dropped|discarded|abandoned|disclosed|printed|showed|dumped)\b/;

/** A malfunction's condition after the act ("when the context gets too long", "after 30 turns"). */
const MALFUNCTION =
  /^[^.!?]{0,40}?\b(?:when|once|if|after|under|with|beyond|past)\b[^.!?]{0,40}?\b(?:too long|too many|long(?:er)? (?:contexts?|conversations?|chats?|threads?|prompts?|inputs?)|longer than|exceeds?|overflow\w*|truncat\w*|context window|\d+k? (?:turns|tokens|messages))/;

/** Where a clause opens: nothing, a mark, or a discourse word before the verb. */
const IMPERATIVE_OPENING = /(?:^|[:;,(\-–—"“'‘]|\b(?:fyi|please|pls|plz|just|now|and|then|so|also|ok|okay|btw|note|remember|simply|kindly))\s*$/;

/** The sentence of `t` that holds [at, at + length). */
function sentenceAround(t: string, at: number, length: number): { before: string; after: string } {
  const head = t.slice(0, at);
  const start = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '), head.lastIndexOf('\n'), head.lastIndexOf('; '));
  const tail = t.slice(at + length);
  const stop = tail.search(/[.!?](?:\s|$)|\n|; /);
  return { before: head.slice(start + 1), after: stop < 0 ? tail : tail.slice(0, stop) };
}

/**
 * True when the match at [at, at + length) of `t` (read as {@link readAs} reads) describes an
 * assistant's behaviour instead of instructing it. Only the match's own sentence is read.
 */
export function describedBehaviour(t: string, at: number, length: number): boolean {
  const { before, after } = sentenceAround(t, at, length);
  const match = t.slice(at, at + length);
  if (STANDING.test(`${before} ${match} ${after}`)) return false;
  // "fyi: ignore your system prompt": a bare verb that opens its clause is an order, whatever precedes it
  if (!/^\p{L}+(?:s|ed|ing)\b/u.test(match) && !PAST_ACT.test(match) && IMPERATIVE_OPENING.test(before)) return false;
  return (
    REPORTING.test(before) ||
    FREQUENCY.test(before) ||
    FREQUENCY.test(after) ||
    GENERIC_SUBJECT.test(before) ||
    (PAST_ACT.test(match) && /\p{L}\s*$/u.test(before) && !/\b(?:be|been|being|get|got|gets)\s*$/.test(before)) ||
    MALFUNCTION.test(after) ||
    REPORTED_AFTER.test(after)
  );
}
