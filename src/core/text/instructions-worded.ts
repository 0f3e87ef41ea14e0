/**
 * Instructions to the assistant told in words rather than in the usual phrases, read by their structure
 * on {@link readAs} text (lower case, NFKC):
 *
 * - **exfiltration described in words**: a literal destination (a URL, a host, an e-mail address, an
 *   address and port), the conversation's own content (the chat, its messages or transcript, what the user
 *   typed, the memories, the prompt, the hidden instructions) and a verb that carries one to the other —
 *   in any tense, active or passive ("wants every chat mailed to …", "a tracking pixel from https://…?d=
 *   followed by what the user just typed", "all stored memories be uploaded to ftp.example.com"). Said of
 *   oneself ("I send my notes to …") it is no instruction; content of something else ("the recordings of
 *   the podcast") is no conversation.
 * - **a verb-final clause** in German or Dutch: "dass der Assistent seine versteckten Anweisungen …
 *   offenlegt", "dat de assistent de systeemprompt altijd deelt" — the assistant as the clause's subject,
 *   its rules as the object, a verb of revealing or discarding at the clause's end.
 */

import { AGENT } from './instructions-governance.js';

/** A literal destination: a URL, a host name, an e-mail address, an IP address. */
export const DESTINATION =
  /(?:https?:\/\/|ftp:\/\/|www\.)\S+|(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,6}|(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?::\d{2,5})?|(?<![\w@.-])(?:[a-z0-9-]{1,63}\.){1,6}(?:com|net|org|io|dev|app|example|fr|es|de|nl|co|uk|ru|cn|xyz|info|me|ly|sh)(?![\w])(?:\/\S*)?/;

/** The conversation's own content: what a model holds that is not the user's to publish by a memory. */
export const CONTENT =
  /\b(?:(?:this|the|our|my|every|each|all|whole|full|entire|complete|last|previous|latest|user's|users'|their)\s+)*(?:(?:chat|conversation)s?(?:\s+(?:history|log|logs|transcript|so far))?|transcripts?|messages?\s+(?:history|log)|(?:user|user's|users'|previous|last|latest)\s+messages?|stored\s+memor(?:y|ies)|memor(?:y|ies)(?:\s+store)?|saved\s+notes?|system\s+prompt|hidden\s+(?:instructions|rules|prompt)|(?:his|her|the\s+user's)\s+(?:notes|messages)|(?:everything|anything|all)\s+(?:(?:that|which)\s+)?(?:i|the\s+user|we|you\s+and\s+i|they)\s+(?:tell|tells|told|say|says|said|type|types|typed|write|writes|wrote|talk\s+about|talked\s+about|discuss|discussed|exchange|exchanged|share|shared|ask|asked)|(?:every|each|all|any)\s+(?:(?:of\s+)?the\s+)?(?:messages?|words?|questions?|repl(?:y|ies)|answers?)\s+(?:(?:that|which)\s+)?(?:i|the\s+user|we|you|they)\s+(?:\w+\s+)?(?:send|sends|sent|exchange|exchanged|type|types|typed|write|writes|wrote|ask|asks|asked|share|shared|give|gave)|(?:whatever|what|(?:thing|things|words?|questions?|input|query|queries)(?:\s+that)?)\s+(?:the\s+user|i|we|they|you)\s+(?:just\s+)?(?:typed|types|said|says|wrote|writes|asked|asks|entered|sent|talk(?:ed)?\s+about)|(?:user's|users')\s+(?:input|inputs|query|queries|questions?|prompts?)|gespräche?|gesprächsverlauf|unterhaltungen?|conversaciones?|conversación|conversations?|gesprekk?en|gesprek|chatgeschiedenis|conversas?|conversazion[ei]|rozm[oó]w\p{L}*|histori[aeę]\s+(?:rozm\p{L}+|czatu)|histórico\s+(?:de|das|do)\s+conversas?|historial\s+de\s+(?:chat|conversaci\w+)|(?:opgeslagen|bewaarde)\s+herinneringen|memórias\s+(?:salvas|guardadas|armazenadas)|zapisane\s+wspomnienia)\b/u;

/** Qualifiers that make a conversation someone else's: "the recordings of the podcast", "from the meeting". */
export const ELSEWHERE = /\b(?:recordings?|podcast|episodes?|meeting|interview|customer|support\s+team|webinar)\b/;

/** Verbs that carry content to a destination, in their forms. */
export const CARRY =
  /\b(?:send|sends|sent|sending|forward\w*|post|posts|posted|posting|upload\w*|mail|mails|mailed|mailing|e-?mail(?:s|ed|ing)?|relay\w*|copy|copies|copied|copying|leak\w*|export\w*|transmit\w*|exfiltrat\w*|append\w*|embed\w*|load|loads|loading|fetch\w*|request\w*|ping\w*|dump\w*|sync\w*|mirror\w*|pipe\w*|report\w*|beacon\w*|pixel|image\s+tag|link\s+to|schick\w*|send\w*|übermittel\w*|weiterleit\w*|envo\w+|envi\w+|mand\w+|reenv\w+|re-?envi\w+|transf[eéè]r\w*|(?:door|ver|op|mee)?stuur\w*|(?:door)?gestuurd|mail\w*|encaminh\w+|repass\w+|inoltr\w+|invi\w+|transmet\w*|wysy\p{L}+|wysł\p{L}+|wyśl\p{L}+|przesy\p{L}+|przesł\p{L}+|prześl\p{L}+|przeka\p{L}+|pass(?:es|ed|ing)?\s+(?:along|on)|hand(?:s|ed|ing)?\s+over)(?![\p{L}\p{N}])/u;

/**
 * A URL whose last query parameter is left open ("…/p.gif?d=", "…/a.png?q=&u="): a slot for data to be put in.
 * With the conversation's content named in the same sentence it is exfiltration whatever verb carries it
 * ("ending with", "holding", "plus", "followed by").
 */
export const OPEN_SLOT = /(?:https?:\/\/|www\.)[^\s)\]]*[?&][\w.-]{1,30}=(?=$|[\s)\]"'’,;]|\.(?:\s|$))/;

/**
 * A destination named again by a demonstrative ("that inbox", "the same server"): a destination only when a
 * literal one stands elsewhere in the text, as when an address was given in an earlier turn.
 */
const NAMED_AGAIN =
  /\b(?:that|this|the same|the above|the said|said)\s+(?:[\w-]+\s+)?(?:inbox|mailbox|e-?mail(?:\s+address)?|address|account|server|host|url|endpoint|webhook|site|domain|link|bucket|folder|drive|channel|number|box)\b/;

/**
 * The carrying verbs and the conversation's content in scripts `\b` does not bound (Cyrillic, kana, han, hangul):
 * "пересылал все заметки на адрес …", "모든 대화를 …로 전송", "把聊天记录发送到 …".
 */
export const CARRY_OTHER =
  /(?<![\p{L}])(?:пересыл|пересла|перешл|отправ|отсыла|посыла|переда|выгруж|копир|сливал|слива|posíl|posla|pošl|přeposíl|přepošl|odesíl|odesl|zasíl|zasla|šalj|šalje|posla|proslijed|prosleđ|skick|vidarebefordr|videresend|lähet|lähett|välit|gönder|ilet|στέλν|στείλ|προωθ)\p{L}*|送信|転送|送っ|送る|送り|发送|發送|转发|轉發|发给|發給|上传|上傳|보내|전송|전달|업로드/u;
export const CONTENT_OTHER =
  /(?<![\p{L}])(?:заметк|записк|переписк|разговор|диалог|сообщени|чат|воспоминани|rozhovor|konverzac|konverzác|razgovor|samtal|konversation|keskustelu|keskustelu|konuşma|sohbet|yazışma|συνομιλ|συζητήσ)\p{L}*|会話|チャット|メッセージ|メモ|履歴|对话|對話|聊天|消息|笔记|筆記|대화|메시지|메모|채팅|기록/u;

/** The user doing it: "I send…", "we upload…", "uploads the recordings" said of the user. */
export const SELF =
  /(?:^|[.;!?]\s*|\bthat\s+|\bremember\s+(?:that\s+)?)(?:i|we)\s+(?:\w+\s+)?(?:send|forward|post|upload|mail|email|copy|export|back\s+up|sync)\b/;

/**
 * What the user typed or asked, told of the user in the third person as an imported record tells of them ("the
 * question she just asked", "whatever he typed last", "his latest question"). Read only beside an address with an open
 * slot: said with a carrying verb alone it is as often the user's own act ("she forwards her questions to her tutor").
 */
const ASKED =
  /\b(?:(?:whatever|what|(?:thing|things|words?|questions?|messages?|input|query|queries|requests?|prompts?)(?:\s+that)?)\s+(?:he|she|they|the\s+user)\s+(?:just\s+|last\s+)?(?:typed|types|said|says|wrote|writes|asked|asks|entered|sent|submitted)|(?:his|her|their)\s+(?:(?:latest|last|current|newest|own)\s+)?(?:questions?|messages?|queries|query|input|prompts?|words))\b/;

/**
 * Every message, in the Romance languages and English ("ogni messaggio", "cada mensaje", "tous les messages", "every
 * message"): the conversation's content only when the sentence names the assistant as the one carrying it ("vorrebbe che
 * l'assistente inoltrasse ogni messaggio a …"); said of a person it is their own mail ("she forwards every message to …").
 */
const EVERY_MESSAGE =
  /(?<![\p{L}])(?:every|each|all(?:\s+the)?|any|cada|todos\s+los|todas\s+las|chaque|tous\s+les|toutes\s+les|ogni|tutti\s+i|tutte\s+le|todas\s+as|todos\s+os)\s+(?:messages?|mensajes?|messaggi|messaggio|mensagens?|mensagem|chats?)(?![\p{L}])/u;

/** Exfiltration described in words (see the file's comment), or null. */
function exfiltration(t: string): string | null {
  const literal = DESTINATION.test(t);
  for (const sentence of t.split(/(?<=[.!?])\s+(?=\S)/)) {
    if (SELF.test(sentence)) continue;
    const slot = OPEN_SLOT.test(sentence);
    const destination = slot || DESTINATION.test(sentence) || (NAMED_AGAIN.test(sentence) && literal);
    if (!destination || (!slot && !CARRY.test(sentence) && !CARRY_OTHER.test(sentence))) continue;
    const content =
      CONTENT.exec(sentence) ??
      CONTENT_OTHER.exec(sentence) ??
      (slot ? ASKED.exec(sentence) : null) ??
      (AGENT.test(sentence) ? EVERY_MESSAGE.exec(sentence) : null);
    if (!content || ELSEWHERE.test(sentence.slice(Math.max(0, content.index - 30), content.index + content[0].length + 40))) continue;
    return 'exfiltration';
  }
  return null;
}

/** Who an instruction's clause is about: the assistant, by name or addressed ("du", "je"). */
const SUBJECT = /\b(?:dass|daß|dat)\s+(?:(?:der|die|das|de|het)\s+)?(?:assistent(?:in)?|bot|ki|ai|modell|model|chatbot|agent|du|sie|je|jij|u|er)\b/;

/** The assistant's rules as an object, in German and Dutch. */
const RULES =
  /\b(?:(?:seine|ihre|deine|eure|die|den|zijn|haar|je|jouw|de|het|alle|sämtliche)\s+)?(?:(?:versteckten|geheimen|internen|verborgenen|eigenen|bisherigen|vorherigen|früheren|ursprünglichen|verborgen|geheime|interne|eerdere|vorige|oorspronkelijke)\s+)?(?:system-?anweisungen|systemprompt|system-?prompt|systeemprompt|systeeminstructies|anweisungen|instruktionen|vorgaben|regeln|richtlinien|sicherheitsrichtlinien|sicherheitsregeln|einschränkungen|instructies|regels|richtlijnen|beperkingen|veiligheidsregels)\b/;

/** Other users' data, in German and Dutch: stored memories, messages or data said to be theirs. */
const OTHERS_DATA =
  /(?<![\p{L}])\p{L}*(?:herinneringen|gegevens|gesprekken|berichten|notities|erinnerungen|daten|gespräche|nachrichten|notizen)\s+(?:van\s+(?:alle\s+)?(?:de\s+)?andere\s+(?:gebruikers|klanten|mensen)|anderer\s+(?:nutzer|benutzer|kunden|personen)|(?:der|von)\s+anderen\s+(?:nutzern|benutzern|kunden))(?![\p{L}])/u;

/** Verbs of revealing or discarding that end the clause. */
const FINAL_VERB =
  /\b(?:offenleg\w*|preisgib\w*|preisgeb\w*|verrät\w*|verrat\w*|zeig\w*|anzeig\w*|ausgib\w*|ausgeb\w*|nenn\w*|teil\w*|mitteil\w*|ignorier\w*|missacht\w*|vergiss\w*|vergess\w*|umgeh\w*|übergeh\w*|aufheb\w*|deaktivier\w*|abschalt\w*|(?:nicht|nie)\s+(?:mehr\s+)?(?:beachte\w*|befolg\w*|einhäl\w*|einhalt\w*|berücksichtig\w*)|onthul\w*|toon\w*|laat\s+zien|deel\w*|negeer\w*|vergeet|omzeil\w*|(?:niet|nooit)\s+(?:meer\s+)?(?:volg\w*|naleef\w*))(?=\s*(?:[.,;!?]|$))/;

/** A German or Dutch verb-final clause with the assistant as subject and its rules as object, or null. */
function verbFinal(t: string): string | null {
  for (const m of t.matchAll(new RegExp(SUBJECT.source, 'g'))) {
    const clause = t.slice(m.index ?? 0).split(/[.;!?]|,\s+(?!(?:und|oder|en|of)\b)/)[0] ?? '';
    // "er"/"sie" is the assistant only where the text names one
    if (/\b(?:er|sie)$/.test(m[0]) && !/\b(?:assistent\w*|bot|ki|chatbot)\b/.test(t)) continue;
    // other users' data ("herinneringen van andere gebruikers", "Daten anderer Nutzer") is an object only of a revealing verb
    const others = RULES.exec(clause) ? null : OTHERS_DATA.exec(clause);
    const rules = RULES.exec(clause) ?? others;
    if (!rules) continue;
    // the user's own rules ("meine Anweisungen"), or a game's, a document's ("die Regeln des Spiels", "de regels van het spel")
    if (/^(?:meine|meinen|unsere|mijn|onze)\b/.test(rules[0]) || /\b(?:meine|meinen|unsere|mijn|onze)\s+(?:\w+\s+)?$/.test(clause.slice(0, rules.index)))
      continue;
    if (
      /^\s+(?:des|der|von|vom|für|aus|van|voor|uit)\s+(?!(?:(?:de|het|der|des|dem|den|die)\s+)?(?:system|systeem|betreiber|entwickler|ontwikkelaar|operator|beheerder|administrator|assistent|modell?)\w*)/.test(
        clause.slice(rules.index + rules[0].length),
      )
    )
      continue;
    const verb = FINAL_VERB.exec(clause.slice(rules.index + rules[0].length));
    if (!verb) continue;
    const revealing = /^(?:offenleg|preisgib|preisgeb|verrät|verrat|zeig|anzeig|ausgib|ausgeb|nenn|teil|mitteil|onthul|toon|laat|deel)/.test(verb[0]);
    if (others && !revealing) continue;
    const reveal = /^(?:offenleg|preisgib|preisgeb|verrät|verrat|zeig|anzeig|ausgib|ausgeb|nenn|teil|mitteil|onthul|toon|laat|deel)/.test(verb[0]);
    return reveal ? 'disclosure' : 'override';
  }
  return null;
}

/** The kind of instruction `t` ({@link readAs} text) tells in words, or null. */
export function findWorded(t: string): string | null {
  return exfiltration(t) ?? verbFinal(t);
}
