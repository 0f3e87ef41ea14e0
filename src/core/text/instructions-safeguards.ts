/**
 * Safeguards disabled by a standing rule (issue 27 item 5, round 32): a line that tells the assistant, for good, to
 * skip the checks that keep its actions safe — verification, sandboxing, confirmations, tests, review, hooks, commit
 * signing, certificate checks — or says that its safety rules do not hold here. Read by structure, in any language:
 *
 * - **a clause said to the assistant** (its words before the verb only {@link addressedAt} lead words: an imperative,
 *   "always …", "you …") whose verb switches something off (disable, skip, bypass, turn off …) and whose object is
 *   a safeguard; or whose verb asks (ask, request, wait for) under a negation with a confirmation or an approval as
 *   its object ("don't ask for confirmation", "nunca peça confirmação"); or which runs with a flag that is itself a
 *   safeguard switched off (`--no-verify`, `--dangerously-skip-permissions`, `verify=false`, `GIT_SSL_NO_VERIFY=1`);
 * - **the safety rules waived here**: safety rules or guidelines said not to apply, to be waived or off for this
 *   account, user, household or home, or for the assistant.
 *
 * A negated switch ("never disable the sandbox", "don't skip the tests") asks for the safeguard; a clause with its
 * own subject ("someone committed with --no-verify", "I skip the tests on my toy repos") or a past act ("disabled the
 * hook on the old repo") tells of a person. Read on {@link readAs} text (lower case, NFKC).
 */
import { addressedAt } from './instructions-unguarded.js';

/** Verbs that switch a safeguard off, in the imperative or infinitive (never a past or third-person form). */
const SWITCH_OFF =
  /(?<![\p{L}])(?:disable|turn\s+off|switch\s+off|skip|bypass|circumvent|deactivate|désactive[rz]?|contourne[rz]?|saute[rz]?|desactiva[rn]?|desactive|sáltate|salta[rn]?|omite|omitir|disattiva(?:re)?|salta(?:re)?|aggira(?:re)?|desativa[rn]?|desative|pule|pula|pular|contorne|deaktivier(?:e|en)?|schalte|überspring(?:e|en)?|umgeh(?:e|en)?|abschalten|ausschalten|schakel|sla|omzeil|wyłącz|pomiń|отключ(?:ай|и|ить|ите)|пропуск(?:ай|ать)|пропусти(?:те)?|обход(?:и|ить)|выключ(?:ай|и|ить))(?![\p{L}])|关闭|关掉|禁用|跳过|绕过|關閉|禁止使用|無効に|オフに|スキップ|飛ばし|省略し|끄|비활성화|건너뛰/u;

/** Asking for a go-ahead: under a negation its object (a confirmation, an approval) is switched off. */
const ASK =
  /(?<![\p{L}])(?:ask|asking|request|wait|prompt|demande[rz]?|pide[sn]?|pedir|pidas|peça|pedir|chiedere|chiedi|frage|fragen|vraag|спрашивай|спрашивать|запрашивай|проси)(?![\p{L}])|确认|確認|확인/u;

/** A go-ahead asked for: a confirmation, an approval, a permission. */
const GO_AHEAD =
  /(?<![\p{L}])(?:confirm\p{L}*|approv\p{L}*|permission|confirmación|conferma|confirmação|bestätigung|bevestiging|подтверждени\p{L}*|разрешени\p{L}*)(?![\p{L}])|确认|確認|확인|承認|许可/u;

/** A negation before an asking verb: "don't", "never", "no need to", "sans", "sin", "ohne", "не". */
const NEG_ASK =
  /(?<![\p{L}])(?:don['’]?t|do\s+not|never|no\s+need\s+to|without|ne|jamais|sans|no|nunca|sin|non|mai|senza|não|sem|nicht|nie|niemals|ohne|niet|nooit|zonder|не|никогда|без)(?![\p{L}])|不要|无需|無需|不用|しない|せず|不必/u;

/** A safeguard as an object. */
const SAFEGUARD =
  /(?<![\p{L}])(?:sandbox\p{L}*|verif\p{L}*(?![\p{L}])(?!\s+(?:e-?mails?|mails?|messages?|codes?|links?))|confirm\p{L}*(?![\p{L}])(?!\s+(?:e-?mails?|mails?|messages?|numbers?|codes?|pages?|links?))|approv\p{L}*|permission\s+(?:prompts?|checks?)|safety\s+(?:checks?|rules|guidelines|filters?|settings|policies|measures|prompts)|guardrails?|(?:pre-?commit|git|commit)\s+hooks?|hooks|(?:commit\s+|gpg\s+)?signing|signature\s+(?:checks?|verification)|gpg|tests?|test\s+suite|ci(?:\s+checks)?|checks|code\s+reviews?|review|branch\s+protection|(?:ssl|tls|certificate)\s+(?:checks?|verification|validation)|bac\s+à\s+sable|vérifications?|règles\s+de\s+sécurité|comprobaciones|verificaci[oó]n\p{L}*|confirmaci[oó]n|pruebas|reglas\s+de\s+seguridad|verifiche|controlli|conferma|regole\s+di\s+sicurezza|verificaç\p{L}*|confirmação|testes|regras\s+de\s+segurança|prüfung\p{L}*|überprüfung\p{L}*|bestätigung\p{L}*|sicherheitsregeln|bevestiging|controles|veiligheidsregels|песочниц\p{L}*|проверк\p{L}*|подтверждени\p{L}*|тест\p{L}*|хук\p{L}*)(?![\p{L}])|沙箱|沙盒|验证|驗證|校验|确认|確認|测试|測試|钩子|サンドボックス|検証|テスト|フック|샌드박스|검증|확인|테스트|서명/u;

/** A flag or setting that is itself a safeguard switched off. */
const OFF_FLAG =
  /(?<![\w-])(?:--no-verify|--dangerously-skip-permissions|--no-sandbox|--insecure|--no-check-certificate|--no-gpg-sign|--skip-tests?|-dskiptests|--yolo|curl\s+-k|verify\s*=\s*false|git_ssl_no_verify\s*=\s*(?:1|true)|node_tls_reject_unauthorized\s*=\s*0|strictssl\s*=?\s*false|sslverify\s*=?\s*false)(?![\w-])/u;

/** Verbs of running a tool or passing it a flag, in the imperative or infinitive. */
const RUN_VERB =
  /(?<![\p{L}])(?:pass|use|run|commit|push|call|invoke|launch|start|add|append|set|export|execute|install|deploy|utilise[rz]?|lance[rz]?|ajoute[rz]?|usa[rn]?|use|ejecuta[rn]?|añade|aggiungi|esegui|adiciona[r]?|execute|nutze[n]?|verwende[n]?|benutze[n]?|führe|gebruik|voer|используй|запускай|добавляй|ставь)(?![\p{L}])/u;

/** Safety rules or guidelines: the assistant's limits as a noun, in the languages above. */
const SAFETY_RULES =
  /(?<![\p{L}])(?:(?:content\s+)?safety\s+(?:rules|guidelines|policies|restrictions|filters|measures)|règles\s+de\s+sécurité|reglas\s+de\s+seguridad|normas\s+de\s+seguridad|regole\s+di\s+sicurezza|regras\s+de\s+segurança|sicherheitsregeln|sicherheitsrichtlinien|veiligheidsregels|правила\s+безопасности)(?![\p{L}])|安全(?:规则|規則|ルール|规定|規定|指南|ガイドライン)|안전\s*(?:규칙|지침)/u;

/** Said not to hold: do not apply, are waived, lifted, off, suspended, not needed. */
const WAIVED =
  /^[^.;!?。！？]{0,40}?(?:(?:do|does|shall|should|will)?\s*(?:not|n['’]t|no\s+longer)\s+(?:apply|count|matter|hold)|(?:are|is|have\s+been|were)\s+(?:waived|lifted|suspended|off|disabled|turned\s+off|switched\s+off|not\s+needed|unnecessary|void)|ne\s+s['’]appliquent\s+(?:pas|plus)|no\s+(?:se\s+)?aplican|non\s+si\s+applicano|não\s+se\s+aplicam|gelten\s+(?:hier\s+)?nicht|gelden\s+niet|не\s+(?:действуют|применяются)|(?:は)?適用され(?:ない|ません)|不适用|不適用|적용되지\s*않)/u;

/** Where the waiver holds: this account, user, household, home, family, chat; or the assistant's own rules. */
const HERE =
  /(?<![\p{L}])(?:this|the|my|our)\s+(?:account|user|household|home|house|family|profile|workspace|chat|session|conversation|tenant)|(?:for|to)\s+(?:me|us|this\s+user)|(?:its|your|the\s+assistant['’]s|the\s+bot['’]s)\s+(?:content\s+)?safety|esta\s+cuenta|este\s+usuario|ce\s+compte|cet\s+utilisateur|questo\s+account|esta\s+conta|dieses\s+konto|diesen\s+nutzer|dit\s+account|этого\s+(?:аккаунта|пользователя)|このユーザー|このアカウント|该用户|此用户|这个账户|該用戶|이\s*(?:사용자|계정)/u;

/** A negation just before a switch: the line keeps the safeguard ("never disable", "don't skip", "nunca desactives"). */
const KEPT = /(?<![\p{L}])(?:never|not|don['’]?t|do\s+not|no|nunca|jamais|ne|mai|non|nie|nicht|niet|nooit|не|никогда)\s+(?:\p{L}+\s+)?$|不要$|別$|别$/u;

/** A narrow exception: "only for …", "only when …", "unless …", "except …". */
const SCOPED =
  /(?<![\p{L}])(?:only\s+(?:for|when|if|in|on|during)|unless|except|seulement\s+(?:pour|si|quand)|solo\s+(?:para|si|cuando|per|se|quando)|nur\s+(?:für|wenn|bei))(?![\p{L}])/u;

/** A person as the clause's subject just before the verb: "I skip …", "she disables …", "wir überspringen …". */
const SUBJECT_BEFORE =
  /(?<![\p{L}])(?:i|we|he|she|they|someone|somebody|people|je|nous|il|elle|ils|elles|yo|él|ella|ellos|ich|wir|er|io|lui|lei|eu|ele|ela|ik|wij|hij|zij|я|мы|он|она|они)\s+(?:\p{L}+\s+)?$/u;

/** True when `t` ({@link readAs} text) holds a clause said to the assistant that switches off one of its safeguards. */
function switchedOff(t: string): boolean {
  for (const sentence of t.split(/(?<=[.!?;])\s+|(?<=[。！？；])/u)) {
    for (const m of sentence.matchAll(new RegExp(SWITCH_OFF.source, 'gu'))) {
      const at = m.index ?? 0;
      const rest = sentence.slice(at + m[0].length).split(/[.;!?。！？；]/u)[0] ?? '';
      // the verb's object ends at a comma once it has a word: "disable the key, issue a new one, update the CI secrets"
      // lists other steps after it (round 34)
      const object = /^[^,，、]*\p{L}[^,，、]*/u.exec(rest)?.[0] ?? rest;
      if (!SAFEGUARD.test(object.slice(0, 60)) || KEPT.test(sentence.slice(Math.max(0, at - 24), at))) continue;
      // an exception kept narrow ("bypass the hook only for emergency fixes") keeps the rule; a person's own habit is theirs
      if (SCOPED.test(rest) || SUBJECT_BEFORE.test(sentence.slice(Math.max(0, at - 24), at))) continue;
      if (addressedAt(sentence, at) || /[\u3040-\u30ff\u4e00-\u9fff]/u.test(m[0])) return true;
    }
    for (const m of sentence.matchAll(new RegExp(ASK.source, 'gu'))) {
      const at = m.index ?? 0;
      if (!GO_AHEAD.test(sentence.slice(at, at + m[0].length + 50))) continue;
      // "don't ask for confirmation", "nunca peça confirmação": the negation and the verb open a clause said to the reader
      const cjk = /[\u3040-\u30ff\u4e00-\u9fff]/u.test(m[0]);
      if (NEG_ASK.test(sentence.slice(Math.max(0, at - 30), at)) && (addressedAt(sentence, at) || cjk)) return true;
    }
    for (const m of sentence.matchAll(new RegExp(OFF_FLAG.source, 'gu'))) {
      // a run with the flag said to the assistant: its clause opens, after lead words, with a verb of running or passing
      const clause =
        sentence
          .slice(0, m.index ?? 0)
          .split(/[,;:(，、；：]/u)
          .pop() ?? '';
      const verb = RUN_VERB.exec(clause);
      if ((verb && addressedAt(clause, verb.index)) || /(?:总是|總是|始终|いつも|常に|항상)/u.test(clause)) return true;
    }
  }
  return false;
}

/** True when `t` says the safety rules do not hold for this account or user, or for the assistant. */
function safetyWaived(t: string): boolean {
  for (const m of t.matchAll(new RegExp(SAFETY_RULES.source, 'gu'))) {
    const at = m.index ?? 0;
    const after = t.slice(at + m[0].length);
    if (!WAIVED.test(after)) continue;
    const sentence = t.slice(Math.max(0, t.lastIndexOf('.', at) + 1), at + m[0].length + 80);
    if (HERE.test(sentence)) return true;
  }
  return false;
}

/** The reading of `t` ({@link readAs} text) that disables the assistant's safeguards, or null. */
export function safeguardsDisabled(t: string): string | null {
  return switchedOff(t) || safetyWaived(t) ? 'safeguards disabled' : null;
}
