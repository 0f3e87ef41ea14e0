/**
 * Covert exfiltration as a standing rule (issue 27 item 5, round 32): the user's data or conversation carried to a
 * destination in a way the user is not to see. A user's own plain rule about their own mail ("cc my wife on school
 * e-mails", "copy my accountant at books@…") names its destination openly and is data; what marks an attack is the
 * structure, in any language:
 *
 * - a literal destination (a URL, a host, an e-mail address) after Unicode folding — fullwidth letters by NFKC
 *   ({@link readAs}), and a Latin word with a Cyrillic or Greek look-alike letter read as the Latin it imitates;
 * - an act that carries or embeds something toward it (send, forward, cc, bcc, copy, post, upload, embed, include,
 *   attach, load, add, put), or a tracking device (pixel, beacon, tracking image) that needs none;
 * - and a mark that the user is not to know: the act done silently, secretly, without telling or mentioning, as a
 *   hidden, invisible or 1×1 image, a blind copy ("copie cachée", "copia nascosta", 密送); or a tracking device; or a
 *   URL that carries the user's data in a slot (`{{user_email}}`, `{phone}`, `<base64 of the chat>`, `?mail=email`); or a
 *   machine's endpoint (a webhook, a collector) as the destination.
 *
 * The user doing it ("I quietly bcc my boss") is no instruction to the assistant, and a report about an assistant
 * (instructions-described.ts) plants nothing. Read on {@link readAs} text (lower case, NFKC).
 */
import { describedBehaviour } from './instructions-described.js';
import { quoted } from './instructions-governance.js';
import { addressedAt } from './instructions-unguarded.js';
import { CARRY, CARRY_OTHER, DESTINATION } from './instructions-worded.js';

/** Cyrillic and Greek letters that look like Latin ones, as the Latin letter they imitate. */
const LOOK_ALIKE: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ү: 'y',
  һ: 'h',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ζ: 'z',
};

/** A word that mixes Latin letters with Cyrillic or Greek ones: a spoofed name, never a word of either script. */
const MIXED =
  /[\p{L}\p{N}._@/:?=&%-]*(?:[a-z][\p{L}\p{N}._@/:?=&%-]*[\p{Script=Cyrillic}\p{Script=Greek}]|[\p{Script=Cyrillic}\p{Script=Greek}][\p{L}\p{N}._@/:?=&%-]*[a-z])[\p{L}\p{N}._@/:?=&%-]*/gu;

/** `t` with every mixed-script word read as the Latin it imitates (length kept letter for letter). */
export function foldLookAlikes(t: string): string {
  return t.replace(MIXED, (w) => [...w].map((c) => LOOK_ALIKE[c] ?? c).join(''));
}

/** Acts that put something where it reaches a destination (include, attach, embed, add, put, insert, load), and carrying verbs
 * whose accented forms the ASCII-bounded carrying verbs miss ("reenvía", "envíe"). */
const PLACE =
  /(?<![\p{L}])(?:reenv\p{L}*|re-envi\p{L}*|env[ií]\p{L}*|inoltr\p{L}*|encaminh\p{L}*|transf[eéè]r\p{L}*|weiterleit\p{L}*|schick\p{L}*|includ\p{L}*|attach\p{L}*|embed\p{L}*|add|adds|adding|put|puts|insert\p{L}*|load|loads|loading|cc|bcc|cc['’]d|bcc['’]d|ajout\p{L}*|incl\p{L}*|mets|mettre|añad\p{L}*|agreg\p{L}*|pon|aggiung\p{L}*|metti|adicion\p{L}*|anex\p{L}*|füg\p{L}*|einfüg\p{L}*|lad\p{L}*|häng\p{L}*|voeg\p{L}*|добав\p{L}*|встав\p{L}*)(?![\p{L}])|添加|加上|插入|嵌入|追加|付け|入れ|첨부|추가|삽입/u;

/** The user is not to know: done silently or secretly, unseen, unmentioned, a blind copy. */
const COVERT =
  /(?<![\p{L}])(?:silently|in\s+silence|quietly|secretly|in\s+secret|discreetly|covertly|invisibl[ey]|hidden|unseen|unnoticed|behind\s+(?:the\s+user['’]?s|my|their|his|her)\s+back|without\s+(?:\p{L}+\s+){0,2}(?:telling|informing|notifying|asking|mentioning|saying|showing|letting)|(?:do\s+not|don['’]t|never|no\s+need\s+to|not)\s+(?:\p{L}+\s+){0,2}(?:mention|tell|show|say|disclose|inform|notify|display|reveal)|width=["']?0|height=["']?0|1x1|1×1|display:\s*none|discrètement|en\s+secret|en\s+cachette|sans\s+(?:\p{L}+\s+){0,2}(?:dire|prévenir|mentionner|avertir|informer|parler)|copie\s+cachée|invisible|cach[ée]e?s?|en\s+silencio|en\s+secreto|discretamente|sin\s+(?:\p{L}+\s+){0,2}(?:decir|avisar|mencionar|informar|contar)|copia\s+oculta|ocult[oa]s?|in\s+silenzio|di\s+nascosto|segretamente|senza\s+(?:\p{L}+\s+){0,2}(?:dir\p{L}*|avvisar\p{L}*|menzionar\p{L}*|informar\p{L}*)|copia\s+nascosta|nascost[oaie]|em\s+silêncio|secretamente|sem\s+(?:\p{L}+\s+){0,2}(?:avisar|dizer|mencionar|informar|contar)|cópia\s+oculta|heimlich|unsichtbar\p{L}*|unbemerkt|verborgen\p{L}*|versteckt\p{L}*|ohne\s+(?:\p{L}+\s+){0,3}(?:sagen|erwähnen|bescheid|mitzuteilen|informieren)|blindkopie|stilletjes|ongemerkt|onzichtbar\p{L}*|zonder\s+(?:\p{L}+\s+){0,3}(?:zeggen|melden|vertellen)|тайно|незаметно|скрыт\p{L}*|втихую|невидим\p{L}*|не\s+(?:сообщая|говоря|предупреждая)|potajemnie|ukradkiem|niewidoczn\p{L}*|gizlice|gizli)(?![\p{L}])|悄悄|偷偷|秘密地|暗中|隐藏|隱藏|不要告诉|不告诉|不要告訴|不告訴|密送|こっそり|密かに|ひそかに|内緒|言わない|知らせない|伝えない|隠し|非表示|몰래|숨겨|숨긴|알리지/u;

/** A tracking device: it sends what it carries by being loaded. */
const TRACKER =
  /(?<![\p{L}])(?:(?:tracking|tracker|spy|web)\s+(?:pixel|image|gif|beacon|bug|link)s?|pixels?|beacons?|píxel(?:es)?|pixel(?:s|es)?|zählpixel|пиксел\p{L}*|трекер\p{L}*)(?![\p{L}])|追踪像素|跟踪像素|像素|トラッキング|ピクセル|픽셀/u;

/** A slot in a URL for the user's data: a template placeholder, or a parameter whose value names personal data. */
const DATA_SLOT =
  /(?:https?:\/\/|www\.|[a-z0-9-]+\.[a-z]{2,}\/)[^\s"'’)\]]*?(?:\{\{?\s*[\p{L}_.\s-]+\}\}?|<[\p{L}\p{N}\s_.-]{2,40}>|%s|\$\{?[a-z_]+|\[[a-z_ ]+\]|[?&][a-z_]{1,20}=(?:user_?)?(?:e-?mail|mail|name|phone|address|conversation|chat|messages?|history|transcript|query|prompt|location|contacts?)(?![a-z]))/u;

/** A machine's endpoint named as the destination: whatever is sent there is collected, not read by a person. */
const ENDPOINT = /(?<![\p{L}])(?:webhooks?|endpoints?|collectors?|ingest(?:ion)?\s+(?:url|endpoint|api)|callback\s+url)(?![\p{L}])/u;

/** The assistant's output, where a tracking device would be loaded by whoever reads it: replies, answers, drafts, mails. */
const OUTPUT =
  /(?<![\p{L}])(?:repl(?:y|ies)|answers?|responses?|drafts?|e-?mails?|mails?|messages?|outputs?|réponses?|respuestas?|rispost[ae]|respostas?|antwort(?:en)?|antwoord(?:en)?|ответ\p{L}*|письм\p{L}*)(?![\p{L}])|回复|回答|返信|返答|답변|메일/u;

/** The destination is the user: "to me at …", "myself", "my own address". */
const TO_SELF = /(?<![\p{L}])(?:to\s+me|me\s+at|myself|my\s+own|à\s+moi|a\s+mí|mir|an\s+mich|a\s+me|para\s+mim|мне)(?![\p{L}])\s*[:(]?\s*$/u;

/** A clause of what someone may or might do, or tries to: a warning or a description, not a rule. */
const POSSIBLE =
  /(?<![\p{L}])(?:may|might|could|can|often|sometimes|tries\s+to|try\s+to|pourraient|peuvent|pueden|podrían|können|könnten|possono|potrebbero|podem|kunnen|могут)(?![\p{L}])/u;

/** The user as the one who does it: "I quietly bcc …", "we forward …", "je mets …". */
const FIRST_PERSON = /(?<![\p{L}])(?:i|we|je|j|nous|yo|nosotros|ich|wir|io|noi|eu|nós|ik|wij|я|мы)(?![\p{L}])|我|私は|僕は|저는|나는/u;

/** Covert exfiltration in `t` ({@link readAs} text), sentence by sentence, or null. */
export function covertExfiltration(t: string): string | null {
  const folded = foldLookAlikes(t);
  for (const m of folded.matchAll(/[^.!?。！？\n]+(?:[.!?。！？](?=\S)[^.!?。！？\n]+)*/gu)) {
    const sentence = m[0];
    const destination = DESTINATION.exec(sentence);
    if (!destination) continue;
    const act = CARRY.exec(sentence) ?? CARRY_OTHER.exec(sentence) ?? PLACE.exec(sentence) ?? TRACKER.exec(sentence);
    if (!act || TO_SELF.test(sentence.slice(Math.max(0, destination.index - 30), destination.index))) continue;
    // an endpoint alone marks it only in a clause said to the assistant ("also send it to the webhook at …"), not in a
    // description of one ("our webhook posts to …")
    // a tracking device marks it where the assistant's output carries it ("a pixel … in every reply"), not on the user's own page
    const marked = COVERT.test(sentence) || (TRACKER.test(sentence) && OUTPUT.test(sentence)) || DATA_SLOT.test(sentence);
    if (!marked && !(ENDPOINT.test(sentence) && addressedAt(sentence, act.index))) continue;
    // said of the user in the act's own clause ("I quietly bcc my boss"): the act is theirs, not a rule for the assistant
    const clause =
      sentence
        .slice(0, act.index)
        .split(/[,;:，、；：]/u)
        .pop() ?? '';
    if (FIRST_PERSON.test(clause)) continue;
    // what someone may do ("attackers may send e-mails with hidden text …"): a warning, not a rule
    if (POSSIBLE.test(clause)) continue;
    const at = (m.index ?? 0) + Math.min(act.index, destination.index);
    if (quoted(folded.slice(m.index ?? 0, at)) || describedBehaviour(folded, at, Math.abs(destination.index - act.index) + 1)) continue;
    return 'exfiltration';
  }
  return null;
}
