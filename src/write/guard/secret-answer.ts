/**
 * The answer to a security question, in a sentence about security questions, an account's recovery or a
 * bank's secret question: a name the user put there is a secret whatever it looks like ("for the telco's
 * security q (first school) I put Vellacott", "Ormskirk, that's the recovery answer on my mail"). The same
 * facts told in ordinary life ("my first pet was a hamster called Biscuit") name no question and stay.
 */

/** What a security question guards: a bank, an account, a login, a provider. */
const ACCOUNTS = String.raw`(?:bank|banks|account|login|app|portal|card|profile|e-?mail|mail|gmail|paypal|amazon|apple|icloud|google|microsoft|outlook|insurance|insurer|pension|broadband|phone|sim|mobile|provider|telco|carrier|isp|credit\s+union|building\s+society)`;

/** The topics security questions ask: a mother's maiden name, a first pet, school, car or street, a place of birth. */
const TOPICS = String.raw`(?:(?:mother|mum|mom)['’]?s?\s+maiden\s+name|maiden\s+name|first\s+(?:pet|pet['’]s\s+name|school|car|street|teacher|job|boss|concert|love|kiss)|childhood\s+(?:street|friend|nickname|hero|best\s+friend|pet|home)|(?:fav(?:ou?rite)?|fave)\s+(?:teacher|book|film|movie|band|food|colou?r|sports?\s+team)|(?:city|town|place)\s+(?:of\s+birth|you\s+were\s+born|i\s+was\s+born)|birth\s?(?:place|town|city))`;

/** A security question, its answer or a recovery question, in some languages; or "answer to '…'" about an account. */
const CONTEXT = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:security|sec|secret|recovery|verification|memorable|challenge)\s+(?:q|qs|qn|ques|questions?|answers?|word|check|prompt|hint)(?![\p{L}])`,
    // "the answer to '…'" about an account, or whose question asks about the reader's own past
    String.raw`(?<![\p{L}])answer\s+to\s+["“'‘(][^.!?]{0,60}(?:${ACCOUNTS}|id)(?![\p{L}])`,
    String.raw`(?<![\p{L}])answer\s+to\s+(?:the\s+)?["“'‘(][^"“”'‘’)]{0,60}(?:(?:you|u)\s+(?:were\s+born|grew\s+up)|(?:your|ur)\s+(?:first|childhood|mother|mum|mom|father|dad|maiden|oldest|eldest)|first\s+(?:pet|school|car|street|teacher)|maiden\s+name)`,
    String.raw`(?<![\p{L}])(?:answer|question)s?\s+(?:for|on|to|at)\s+(?:the|my|our)\s+(?:[\p{L}'’-]+\s+)?(?:bank|account|login|app|portal|card|profile|e-?mail|mail|gmail|paypal|amazon|apple|icloud|google|microsoft|outlook|insurance|pension|broadband|phone|sim|mobile|provider|credit\s+union|building\s+society)(?![\p{L}])`,
    // "the bank q is …", "paypal's question: …": a question or its answer owned by what it guards
    String.raw`(?<![\p{L}])${ACCOUNTS}(?:['’]s)?\s+(?:q|qs|qn|questions?|answers?)(?![\p{L}])`,
    // a security question's topic given for what it guards: "mother's maiden name for the bank", "first pet on paypal"
    String.raw`(?<![\p{L}])${TOPICS}\s+(?:for|on|at|with)\s+(?:the|my|our)?\s*(?:[\p{L}'’-]+\s+)?${ACCOUNTS}(?![\p{L}])`,
    String.raw`sicherheitsfrage|sicherheitsantwort|question\s+secr[èe]te|r[ée]ponse\s+secr[èe]te|pregunta\s+(?:de\s+seguridad|secreta)|domanda\s+(?:di\s+sicurezza|segreta)|pergunta\s+(?:de\s+seguran[çc]a|secreta)|beveiligingsvraag|s[äa]kerhetsfr[åa]g|sikkerheds?sp[øo]rsm[åa]l|turvakysymy|g[üu]venlik\s+soru|pytani\p{L}*\s+(?:pomocnicz|bezpiecze)|kontroln\p{L}*\s+(?:otázk|вопрос)`,
  ].join('|'),
  'iu',
);

/** A word linking the answer after it: a copula, a mark, "I put", "I used". */
const LINK = String.raw`(?:->|→|=>|[:=]|[-–—](?=\s)|(?<![\p{L}])(?:is|was|were|are|be|on|ist|war|est|était|es|era|è|é|är|var|er|jest|je|olan|put|used|gave|chose|picked|entered|typed|wrote|went\s+with|to)(?![\p{L}]))`;
const VALUE = String.raw`["“'‘]?(?<v>[\p{L}\p{N}][\p{L}\p{N}'’.-]{1,40}?)(?=["”'’]?(?:$|[\s,.;:!?)]))`;
const AFTER_LINK = new RegExp(`${LINK}\\s+(?:(?:mr|mrs|ms|miss|dr|mr\\.|mrs\\.|ms\\.|dr\\.)\\s+)?${VALUE}`, 'giu');
/** "Vellacott, that's the security answer", "Vellacott is my recovery answer". */
const BEFORE_NAME = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?<v>[\p{L}\p{N}][\p{L}\p{N}'’.-]{1,40})\s*(?:,\s*(?:that'?s|thats|that\s+is|which\s+is|it'?s|its)|\s+is|\s*[-–—=])\s+(?:the|my|our|me)\s+(?:[\p{L}'’]+\s+){0,2}?(?:security|secret|recovery|verification|memorable)\s+(?:answer|word|q)`,
  'giu',
);

/** Words that are never an answer: the sentence's grammar, days, months and the questions' own nouns. */
const NOT_ANSWER =
  /^(?:the|a|an|my|our|your|his|her|their|mein|meine|meinen|mon|ma|mes|mi|mis|il|la|le|el|der|die|das|ein|eine|un|une|una|um|uma|meu|minha|mijn|een|it|its|this|that|these|those|what|which|who|where|when|why|how|not|no|yes|set|stupid|same|different|easy|hard|wrong|right|there|here|one|some|any|all|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|today|tomorrow|yesterday|mother['’]?s?|mum['’]?s?|mom['’]?s?|father['’]?s?|maiden|name|first|pet|school|street|city|town|teacher|friend|car|account|bank|question|answer|mine|something|nothing|done|changed|updated|reset)$/i;

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
    // a word that begins a clause ("Security check: Ensure that tokens are stored …") is a sentence, not an answer
    if (/^\s+(?:that|the|a|an|you|your|all|every|each|it|this|to|is|are|was|were|be)\s/iu.test(s.slice(start + v.length))) return;
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

/**
 * A question and its answer on two lines, as a recovery form lays them out ("Q: name of your first pet" /
 * "A: V", "Question: … / Answer: …"): when the question asks about the reader's own past — a first, a
 * childhood's or a birth's thing, where parents met, a maiden name — the answer is a security answer
 * whatever it looks like, if it is a name (one word, or a word and a capitalised one). An answer that is a
 * sentence ("a Ford Fiesta, I loved it"), a question about anything else ("Q: when does the pharmacy
 * close") or about a favourite (a quiz asks that as often as a form) is no credential.
 */
const QA_PAIR =
  /(?:^|\n)[ \t]*(?:[^\n:]{1,30}:[ \t]*)?(?<![\p{L}])(?:q|qn|ques|question|sec(?:urity)?\s*q(?:uestion)?|frage|sicherheitsfrage|pregunta|domanda|pergunta|vraag|pytanie)[ \t]*\d{0,2}[ \t]*[:.)–—-][ \t]*(?<q>[^\n]{3,160})\n[ \t]*(?:a|ans|answer|antwort|respuesta|r[ée]ponse|risposta|resposta|antwoord|odpowied[źz])[ \t]*\d{0,2}[ \t]*[:.)–—-][ \t]*(?<v>[^\n]{1,80})/giu;

/** A question about the reader's own past, the kind a recovery form asks. */
export const PERSONAL_PAST =
  /\b(?:your|ur|yr)\b[^\n]{0,60}?\b(?:first|childhood|maiden|born|birth|grew\s+up|met|best\s+friend|nickname|hometown|honeymoon)\b|\b(?:you|u)\s+(?:(?:were|was)\s+born|grew\s+up|first\s+\p{L}+)\b|\bmaiden\s+name\b|\b(?:first|childhood)\s+(?:pet|school|car|street|teacher|friend|job|boss|concert|crush)\b|\berstes?\s+haustier|\bgeburtsort|\bm[äa]dchenname|\bpremier\s+animal|\bnom\s+de\s+jeune\s+fille|\bprimera\s+mascota|\bprimo\s+animale|\bprimeiro\s+animal|\beerste\s+huisdier/iu;

/** A name as an answer: one word, or a word and a capitalised one, and nothing after it. */
const NAME_ANSWER = /^["“'‘]?(?<n>[\p{L}\p{N}][\p{L}\p{N}'’.-]{1,40}(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}'’.-]{0,40})?)["”'’]?[ \t]*[.!]?[ \t]*$/u;

/** The spans of answers in recovery-form layouts of `text` (see {@link QA_PAIR}). */
export function layoutAnswers(text: string): { start: number; end: number }[] {
  if (!/\n/.test(text)) return [];
  const out: { start: number; end: number }[] = [];
  for (const m of text.matchAll(QA_PAIR)) {
    const q = m.groups?.['q'] ?? '';
    const v = m.groups?.['v'] ?? '';
    if (!PERSONAL_PAST.test(q)) continue;
    const name = NAME_ANSWER.exec(v)?.groups?.['n'];
    if (!name || NOT_ANSWER.test(name.split(/\s+/)[0] ?? '')) continue;
    const start = (m.index ?? 0) + m[0].length - v.length + v.indexOf(name);
    out.push({ start, end: start + name.length });
  }
  return out;
}

/**
 * The question's topic as the answer's subject ("my first pet was Snowdrop", "mothers maiden name is …",
 * "erstes Haustier hieß …", "mi primera mascota se llamaba …", "the security answer is my first school, …", "maiden name for
 * the bank's security check: …" — an owner phrase of a few words may stand between the topic and its link):
 * in a message about security or recovery questions, the name such a topic is said to have is the answer.
 * Told with no question in sight it is a fact of life and stays.
 */
const TOPIC = String.raw`(?:(?:first|1st|childhood)\s+(?:pet|car|school|street|teacher|friend|best\s+friend|job|boss|concert|crush|love|house)|(?:childhood\s+)?best\s+friend|(?:mother|mum|mom)['’]?s?\s+maiden\s+name|maiden\s+name|(?:city|town|place)\s+of\s+birth|birth\s*place|home\s*town|street\s+(?:i|you)\s+grew\s+up\s+on|erste[snr]?\s+(?:haustier|auto|schule|lehrer\p{L}*)|mädchenname|geburtsort|premi(?:er|ère)\s+(?:animal|voiture|école)|nom\s+de\s+jeune\s+fille|primera?\s+(?:mascota|escuela|coche)|prim[oa]\s+(?:animale|auto|scuola)|primeir[oa]\s+(?:animal|carro|escola)|eerste\s+(?:huisdier|auto|school))`;
const TOPIC_NAMED = new RegExp(
  String.raw`(?<![\p{L}])${TOPIC}(?:['’]s\s+name|\s+name)?(?:\s+(?:for|on|at|with|in)\s+(?:the\s+|my\s+|our\s+)?(?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)?(?:\s*(?:[:=,–—]|->|→)|\s+(?:-|was|is|were|called|named|hieß|heißt|hiess|war|ist|était|est|s['’]appelait|se\s+llamaba|se\s+llama|era|es|si\s+chiamava|chamava-se|se\s+chamava|heette|heet))\s+(?:(?:was|is|called|named)\s+)?(?:(?:a|an|the|ein|eine|un|une|una|uno|um|uma|een|my|our)\s+(?:[\p{L}'’-]+\s+){1,2}?(?:called|named|hie(?:ß|ss)|nomm[ée]e?|llamad[oa]|chiamat[oa]|chamad[oa]|genaamd)\s+|(?:a|an|the|ein|eine|un|une|una|uno|um|uma|een)\s+)?["“'‘]?(?<v>[\p{L}\p{N}][\p{L}\p{N}'’.-]{1,40})`,
  'dgiu',
);

/** The name first, then the topic it answers ("Quistorpe — first school", "Marlow is my mums maiden name"). */
const NAMED_TOPIC = new RegExp(
  String.raw`(?<![\p{L}\p{N}])["“'‘]?(?<v>[\p{L}\p{N}][\p{L}\p{N}'’.-]{1,40})["”'’]?\s*(?:[-–—=:,(]|<-{1,2}|\s(?:is|was|=)\s)\s*(?:(?:my|the|our|for|for\s+the)\s+)?${TOPIC}`,
  'dgiu',
);

/** The spans of names given to a security question's topic in a message about such questions (see {@link TOPIC_NAMED}). */
export function topicAnswers(text: string): { start: number; end: number }[] {
  if (!CONTEXT.test(text)) return [];
  const out: { start: number; end: number }[] = [];
  for (const m of [...text.matchAll(TOPIC_NAMED), ...text.matchAll(NAMED_TOPIC)]) {
    const v = (m.groups?.['v'] ?? '').replace(/[.'’]+$/, '');
    if (!v || NOT_ANSWER.test(v) || (!/^\p{Lu}/u.test(v) && !/\d/.test(v))) continue;
    const start = m.indices?.groups?.['v']?.[0] ?? 0;
    out.push({ start, end: start + v.length });
  }
  return out;
}

/**
 * A question asked and its answer given, on one line or two, however the question is put (round 20): a form's label
 * ("Q:", "Question 2.", "Security question:"), a question word ("what street did you grow up on"), or a form or a
 * bank that asks ("the bank asks for my favourite teacher", "when it asks city where my parents met"); then the
 * answer's mark ("A:", "Answer:", "answer is", an arrow, "I say", "I put"); then a name. When the question asks about
 * the reader's own past (or, where the message names an account, a favourite), the name is the security answer
 * whatever it looks like. A question about anything else ("Q: when does the pharmacy close? A: Six") is none.
 */
const ASKED =
  /(?<![\p{L}])(?:q|qn|ques|question|sec(?:urity)?\s*q(?:uestion)?|secret\s+question|recovery\s+question|(?:sicherheits)?frage|question\s+secr[èe]te|pregunta(?:\s+(?:de\s+seguridad|secreta))?|domanda(?:\s+(?:di\s+sicurezza|segreta))?|pergunta(?:\s+(?:de\s+seguran[çc]a|secreta))?|(?:beveiligings)?vraag|pytanie(?:\s+pomocnicze)?|(?:контрольный\s+)?вопрос|güvenlik\s+sorusu)\s*\d{0,2}\s*[:.)–—-]|(?<![\p{L}])question\s+(?:is|was|says|asks)\s+|(?<![\p{L}])(?:it|they|the\s+[\p{L}'’-]+|the\s+[\p{L}'’-]+\s+[\p{L}'’-]+|form|site|app)\s+asks?\s+(?:for\s+|about\s+|me\s+)?|(?<![\p{L}])(?:what|which|where|who|whats|what['’]s|name\s+of)(?![\p{L}])/giu;
const ANSWERED =
  /(?:(?<![\p{L}])(?:a|ans|answer|antwort|r[ée]ponse|respuesta|risposta|resposta|antwoord|odpowied[źz]|ответ|cevap|svar)\s*\d{0,2}\s*[:.)–—=]|(?<![\p{L}])answer(?:['’]s|\s+is|\s+was|\s+i\s+(?:gave|put|use|used))|→|->|=>|(?<![\p{L}])i\s+(?:say|said|put|gave|type|typed|wrote|use|used|answer(?:ed)?|go\s+with|went\s+with))\s*/iu;
/** The reader's own past as recovery forms ask it, with "my" as well as "your". */
const OWN_PAST =
  /\b(?:your|ur|yr|my)\b[^\n]{0,60}?\b(?:first|childhood|maiden|born|birth|grew\s+up|grow\s+up|met|best\s+friend|nickname|hometown|honeymoon)\b|\b(?:you|u|i)\s+(?:(?:were|was)\s+born|grew\s+up|grow\s+up|first\s+\p{L}+)\b|\bmaiden\s+name\b|\b(?:first|childhood)\s+(?:pet|school|car|street|teacher|friend|job|boss|concert|crush)\b|\bparents\s+met\b/iu;
const FAVOURITE = /\b(?:your|ur|yr|my)\s+(?:fav(?:ou?rite)?|fave)\s+\p{L}+/iu;
const ASKED_NAME =
  /^["“'‘]?(?:(?:mr|mrs|ms|miss|dr)\.?\s+)?(?<n>[\p{L}\p{N}][\p{L}\p{N}'’.-]{1,40}(?:\s+\p{Lu}[\p{L}'’.-]{1,40}){0,2})["”'’]?(?=[ \t]*(?:$|\n|[.,;!?)]|\s+(?:lol|haha|btw|obv|obviously|for\s+the|on\s+the|there)\b))/u;

/** The spans of answers to questions asked in `text` (see {@link ASKED}). */
export function askedAnswers(text: string): { start: number; end: number }[] {
  if (text.length > 800) return [];
  const out: { start: number; end: number }[] = [];
  const account = ACCOUNT_NAMED.test(text);
  for (const q of text.matchAll(ASKED)) {
    const from = (q.index ?? 0) + q[0].length;
    const window = text.slice(from, from + 160);
    const a = ANSWERED.exec(window);
    if (!a || a.index === 0) continue;
    const question = window.slice(0, a.index);
    // the question and its answer are one exchange: on one line, or the answer on the next
    if ((question.match(/\n/g) ?? []).length > 1) continue;
    // a question the label itself names a security or secret one ("Pregunta secreta: …", "Sicherheitsfrage: …") asks for a secret, whatever it asks
    const named = CONTEXT.test(q[0]);
    if (!named && !OWN_PAST.test(question) && !(account && FAVOURITE.test(question))) continue;
    const at = from + a.index + a[0].length;
    const name = ASKED_NAME.exec(text.slice(at))?.groups?.['n'];
    if (!name || NOT_ANSWER.test(name.split(/\s+/)[0] ?? '') || (/^\p{Ll}+$/u.test(name) && name.length < 4)) continue;
    const start = at + text.slice(at).indexOf(name);
    out.push({ start, end: start + name.length });
  }
  return out;
}

/** What a security question guards, named in the message: a bank, an account, a login, a form of recovery. */
const ACCOUNT_NAMED =
  /(?<![\p{L}])(?:bank\p{L}*|account|login|log\s+in|sign\s+in|security|recovery|verification|memorable|password|portal|app|building\s+society|insurer|provider|card)(?![\p{L}])/iu;
