/**
 * The answer to a security question, in a sentence about security questions, an account's recovery or a
 * bank's secret question: a name the user put there is a secret whatever it looks like ("for the telco's
 * security q (first school) I put Vellacott", "Ormskirk, that's the recovery answer on my mail"). The same
 * facts told in ordinary life ("my first pet was a hamster called Biscuit") name no question and stay.
 */

/** A security question, its answer or a recovery question, in some languages; or "answer to '…'" about an account. */
const CONTEXT = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:security|secret|recovery|verification|memorable|challenge)\s+(?:q|qs|qn|ques|questions?|answers?|word)(?![\p{L}])`,
    String.raw`(?<![\p{L}])answer\s+to\s+["“'‘(][^.!?]{0,60}(?:account|login|bank|app|portal|profile|card|id)(?![\p{L}])`,
    String.raw`sicherheitsfrage|sicherheitsantwort|question\s+secr[èe]te|r[ée]ponse\s+secr[èe]te|pregunta\s+(?:de\s+seguridad|secreta)|domanda\s+(?:di\s+sicurezza|segreta)|pergunta\s+(?:de\s+seguran[çc]a|secreta)|beveiligingsvraag|s[äa]kerhetsfr[åa]g|sikkerheds?sp[øo]rsm[åa]l|turvakysymy|g[üu]venlik\s+soru|pytani\p{L}*\s+(?:pomocnicz|bezpiecze)|kontroln\p{L}*\s+(?:otázk|вопрос)`,
  ].join('|'),
  'iu',
);

/** A word linking the answer after it: a copula, a mark, "I put", "I used". */
const LINK = String.raw`(?:[:=]|[-–—](?=\s)|(?<![\p{L}])(?:is|was|were|are|be|on|ist|war|est|était|es|era|è|é|är|var|er|jest|je|olan|put|used|gave|chose|picked|entered|typed|wrote|went\s+with|to)(?![\p{L}]))`;
const VALUE = String.raw`["“'‘]?(?<v>[\p{L}\p{N}][\p{L}\p{N}'’.-]{1,40}?)(?=["”'’]?(?:$|[\s,.;:!?)]))`;
const AFTER_LINK = new RegExp(`${LINK}\\s+(?:(?:mr|mrs|ms|miss|dr|mr\\.|mrs\\.|ms\\.|dr\\.)\\s+)?${VALUE}`, 'giu');
/** "Vellacott, that's the security answer", "Vellacott is my recovery answer". */
const BEFORE_NAME = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?<v>[\p{L}\p{N}][\p{L}\p{N}'’.-]{1,40})\s*(?:,\s*(?:that'?s|thats|that\s+is|which\s+is|it'?s|its)|\s+is|\s*[-–—=])\s+(?:the|my|our|me)\s+(?:[\p{L}'’]+\s+){0,2}?(?:security|secret|recovery|verification|memorable)\s+(?:answer|word|q)`,
  'giu',
);

/** Words that are never an answer: the sentence's grammar, days, months and the questions' own nouns. */
const NOT_ANSWER =
  /^(?:the|a|an|my|our|your|his|her|their|it|its|this|that|these|those|what|which|who|where|when|why|how|not|no|yes|set|stupid|same|different|easy|hard|wrong|right|there|here|one|some|any|all|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|today|tomorrow|yesterday|mother['’]?s?|mum['’]?s?|mom['’]?s?|father['’]?s?|maiden|name|first|pet|school|street|city|town|teacher|friend|car|account|bank|question|answer|mine|something|nothing|done|changed|updated|reset)$/i;

/** The spans of security answers in one sentence `s`. */
export function securityAnswers(s: string): { start: number; end: number }[] {
  if (!CONTEXT.test(s)) return [];
  const out: { start: number; end: number }[] = [];
  const take = (m: RegExpMatchArray, strong: boolean) => {
    const v = m.groups?.['v'] ?? '';
    const start = (m.index ?? 0) + m[0].lastIndexOf(v);
    if (!v || NOT_ANSWER.test(v.replace(/[.'’]+$/, ''))) return;
    // a capitalised name or a value with a digit; a lower-case word only after a mark or "I put"
    if (!/^\p{Lu}/u.test(v) && !/\d/.test(v) && !strong) return;
    if (/^\p{Ll}+$/u.test(v) && v.length < 4) return;
    out.push({ start, end: start + v.replace(/[.]+$/, '').length });
  };
  for (const m of s.matchAll(AFTER_LINK)) {
    const link = m[0].trimStart().split(/\s/)[0] ?? '';
    // a capitalised word at a sentence's start after "on" or "to" is a service ("on Amazon"): only after a copula, a mark or "put"
    if (
      /^(?:on|to)$/i.test(link) &&
      !/(?:set|changed|reset|updated)\s+(?:\S+\s+){0,5}$/i.test(s.slice(0, m.index ?? 0)) &&
      !/^vastaus$/i.test(
        s
          .slice(0, m.index ?? 0)
          .trimEnd()
          .split(/\s/)
          .pop() ?? '',
      )
    )
      continue;
    take(m, /^(?:[:=]|put|used|typed|entered|wrote|gave|chose|picked)$/i.test(link));
  }
  for (const m of s.matchAll(BEFORE_NAME)) take(m, false);
  return out;
}
