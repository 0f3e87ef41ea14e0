/**
 * Offline extraction over clauses: a turn is parsed (wink-nlp), split into clauses, each clause is
 * classified and read into candidates with the model extractor's schema, times are resolved
 * against the session date (chrono-node), and corrections are marked so consolidation supersedes.
 */
import type { Correction } from '../types.js';
import type { ClauseClass, ClauseReading } from './classify.js';
import { readLedClause } from './lead.js';
import { doubtedAfter, supposedAfter } from './hypothetical.js';
import { readOutsidePlay } from './playframe.js';
import { keptBesideForget } from './pointed.js';
import { moodAfter } from './mood.js';
import { assertedOnly } from './speech.js';
import { foldContext, sameFacts } from './context.js';
import { hedgedAfter, listedAfter } from './neighbours.js';
import { fieldDraft, fieldEnded, fieldOfValue, fieldSpelledLike, spelledName, valueIn, type Known } from './known.js';
import { calledNameChange, nicknameFact } from './names.js';
import { promotedPerson, rephraseFollowUp, shortenedName } from './followup.js';
import { statedName } from './selfname.js';
import { arrowNotes } from './arrows.js';
import { freeFact, lowerOf, stripEnd, thirdPerson, type Draft } from './phrases.js';
import type { Token } from './nlp.js';
import { clausesOfTurn, type Clause } from './split.js';
import { AT_NOW } from './statement.js';
import { personMeant, resolvePronouns, resolveWithinTurn } from './pronouns.js';
import { asTyped, normaliseRegister, typedInLowerCase } from './register.js';
import { correctionOnly, fieldCorrection, openingCorrection, revisionDraft } from './revision.js';
import { gateEdits } from '../gate.js';
import { appositionFirst } from './subject.js';
import { pointedBack } from './deixis.js';
import { contrastDraft, saysError } from './contrast.js';
import { tiedAfter } from './correcting.js';
import { revisionOfField } from './partfix.js';
import { ownFieldsByShape } from './ownfields.js';
import { retractedTurn } from './retract.js';
import { confirmedTurn } from './confirmed.js';
import { asPlan, saidInFuture } from './future.js';
import { ceasedFrame } from './ceasing.js';
import { ownFramedText } from './selfframe.js';
import { saidAgain } from './sameagain.js';
import { continuedTurn, madeAsPlanned, namedAfter } from './turncontext.js';
import { answeredInPlay } from './inplay.js';

/** Words of work: beside them, "I'm at Datadog now" is where the user works. */
const WORK = /\b(work|worked|working|job|jobs|employer|company|joined|left|quit|hired|role|position|career|colleagues?)\b/i;
/** Talk of work: its words, or a word of the employer the user is known to have ("u still at Deloitte?" then "I'm at KPMG now"). */
const atWork = (text: string, known: Known = {}): boolean =>
  WORK.test(text) || (known['employer'] ?? '').split(/\s+/).some((w) => w.length >= 4 && new RegExp(String.raw`\b${w.replace(/\W/g, '')}\b`, 'i').test(text));
import { deniedState } from './denied.js';
import { weigh } from './importance.js';
import { ceasedState, resumedEnding } from './cessation.js';
import { likingEnded } from './negstate.js';
import { resolveSaidBefore } from './antecedent.js';
import { workedAt } from './objects.js';
import { lastedSince, referredTime, withoutTime } from './time.js';
import { keptFromRestored, restoreDroppedSubject } from './dropped.js';
import { upbringing } from './plain.js';
import { introducedPeople } from './introduced.js';
import { accordingJoined } from './reported.js';
import { byClass } from './weighty.js';
import { allergyOf } from './allergen.js';

export { CLAUSE_CLASSES, type ClauseClass, type ClauseReading } from './classify.js';
export type { Draft } from './phrases.js';
export type { Known } from './known.js';
export { thirdPerson } from './phrases.js';

/** What the offline extractor found in one turn. */
export interface TurnAnalysis {
  readonly clauses: readonly ClauseReading[];
  /** Every class any clause had ("smalltalk" when nothing else). */
  readonly classes: readonly ClauseClass[];
  readonly candidates: readonly Draft[];
  readonly forget: readonly { readonly topic: string; readonly reason?: string | undefined }[];
  /** Some clause asks a question the reply must answer (also when the turn edits memory too). */
  readonly asks: boolean;
  /**
   * Clauses about the user (or a change to what was known) that the rules could not read into a
   * memory: nothing was stored or changed for them, and the reply should say so.
   */
  readonly notUnderstood: readonly string[];
}

/** Reads one user turn, outside any frame of play (playframe.ts). `now`: the session date relative times resolve against; `known`:
 * the user's profile ("Bosch, not Siemens"); `before`: the user's earlier turns of the session, oldest first ("she", "me too"). */
export function analyseTurn(raw: string, options: { now?: Date; known?: Known; before?: readonly string[] } = {}): TurnAnalysis {
  return readOutsidePlay(raw, options.before ?? [], (text, before) => analyseInContext(text, { ...options, before }));
}

function analyseInContext(raw: string, options: { now?: Date; known?: Known; before?: readonly string[] }): TurnAnalysis {
  const before = options.before ?? [];
  // A turn that goes on with the one before: a change it announced now made, or an ellipsis of its intent (turncontext.ts).
  const made = madeAsPlanned(raw, before);
  if (made) {
    const r = analyseOne(made, options);
    return { ...r, notUnderstood: r.notUnderstood.filter((s) => raw.includes(s)) };
  }
  if (before.length === 0) return analyseOne(raw, options);
  const taken = retractedTurn(raw, before, () => analyseOne(raw, options)) ?? confirmedTurn(raw, before, (t) => analyseOne(t, { ...options, before: [] }));
  if (taken) return taken;
  const named = namedAfter(raw, before);
  if (named) return { ...analyseOne(named, options), notUnderstood: [] };
  const alone = (t: string) => analyseOne(t, { ...options, before: [] });
  // "me too", "make that three": the turn before said again (sameagain.ts); "well, a midwife technically" (inplay.ts).
  return (
    saidAgain(raw, before, (t, b) => analyseOne(t, { ...options, before: b })) ??
    continuedTurn(raw, before, (t) => analyseOne(t, { ...options, before: before.slice(0, -1) })) ??
    answeredInPlay(raw, before, alone) ??
    analyseOne(raw, options)
  );
}

function analyseOne(raw: string, options: { now?: Date; known?: Known; before?: readonly string[] }): TurnAnalysis {
  const now = options.now ?? new Date();
  const dropped = restoreDroppedSubject(rephraseFollowUp(arrowNotes(raw), options.before ?? []));
  const said = pointedBack(appositionFirst(accordingJoined(normaliseRegister(dropped.text, options.known))), options.before?.at(-1));
  const typed = { lower: typedInLowerCase(raw) };
  const text = resolveWithinTurn(options.before?.length ? resolvePronouns(resumedEnding(said, options.before), options.before) : said);
  const clauses = againstKnown(
    notButInstead(clausesOfTurn(text), options.known ?? {}).map((c) => ({ clause: c, reading: readLedClause(c, typed) })),
    options.known ?? {},
    text,
  )
    .map((c) => (c.reading.change === AT_NOW && !atWork(text, options.known) ? { ...c, reading: { ...c.reading, drafts: [], change: null } } : c))
    .map(nowItIs);
  hedgedAfter(clauses);
  supposedAfter(clauses);
  doubtedAfter(clauses, text);
  moodAfter(clauses, text);
  resolveSaidBefore(clauses, options.before ?? []);
  listedAfter(clauses);
  foldContext(clauses);
  const candidates: Draft[] = [];
  const forget: { topic: string; reason?: string }[] = [];
  let pending: string | null = null;
  const hasLaterField = (from: number) =>
    clauses.slice(from + 1).some((c) => c.reading.drafts.some((d) => d.profile && !d.profile.key.startsWith('preference.')));
  // Candidates read from "call me X", "go by X": beside a name said in the same turn, X is the nickname.
  const calledAt = new Set<number>();
  for (const [n, { clause, reading }] of clauses.entries()) {
    const called = /\b(?:call(?:s)?\s+me|go(?:es)?\s+by)\b/i.test(clause.said);
    const cue = reading.change ?? (reading.drafts.some((d) => d.profile) ? pending : null);
    // "I don't drink any more, been sober six months": the length said beside a cessation dates it.
    const beside = () =>
      clauses
        .filter((c) => c.clause.sentence === clause.sentence && c.clause !== clause)
        .map((c) => lastedSince(c.clause.said, now))
        .find((t) => t !== null) ?? null;
    const own = reading.classes.includes('instruction') ? null : referredTime(clause.said, now);
    const when = own ?? (reading.drafts.some((d) => d.ends) ? beside() : null);
    // "I start at Zalando in September", "from next month I'm on the team": true later, a plan now (the current value stays).
    const ahead = (when !== null && later(when.value, now) && !saidAsPast(clause.tokens)) || saidInFuture(clause.tokens, clause.said);
    // "my colleagues call me Bob, which I hate": a name the user rejects in the same sentence is not theirs.
    const rejected = CALLED_ME.test(clause.said) && clauses.some((c, m) => m > n && c.clause.sentence === clause.sentence && REJECTS.test(c.clause.said));
    const had = candidates.length;
    for (let d of reading.drafts) {
      d = asPlan(byClass(upbringing(d, clause.said), clause.said), clause.tokens, ahead);
      if (!keptFromRestored(clause.said, dropped.restored, d)) continue;
      if (rejected && (d.profile?.key === 'nickname' || d.profile?.key === 'name')) continue;
      if (ahead && d.profile && !/^(birthday|age)$/.test(d.profile.key) && !d.profile.key.startsWith('preference.')) {
        candidates.push({
          ...freeFact(clause.said, 'fact', 0.6),
          triple: { subject: 'user', predicate: 'plans', object: d.profile.value },
          ...(when && { when }),
        });
        continue;
      }
      if (called) calledAt.add(candidates.length);
      const correction: Correction | undefined = cue
        ? { reason: `the user corrected it (“${cue}”)`, replaces: reading.replaces, ...(reading.bare && { bare: true }) }
        : undefined;
      // A birthday's date is its value, not when it became true.
      const dated = when && d.profile?.key !== 'birthday';
      d = likingEnded(deniedState(withoutTime(allergyOf(d, clause.said), own)), clause.tokens);
      candidates.push({ ...weigh(d, clause.said), ...(correction && { correction, confidence: Math.max(d.confidence, 0.95) }), ...(dated && { when }) });
    }
    if (cue && reading.drafts.length > 0 && !reading.classes.includes('correction')) reading.classes.push('correction');
    // "the GP took me off metformin", "left the choir", "smoking is behind me": a frame of stopping no reader took (ceasing.ts).
    // Not beside a forget request ("done with yoga, just forget I mentioned it"): then nothing of it is kept.
    const asksForget = clauses.some((c) => c.reading.classes.includes('forget'));
    const plainOnly = candidates.slice(had).every((c) => !c.ends && !c.profile && !c.correction);
    const stopped = plainOnly && reading.forget.length === 0 && !clause.asked && !asksForget ? ceasedFrame(clause.tokens, options.known ?? {}) : null;
    // The frame's reading is the clause's: it replaces a plain fact another reader made of the same words.
    if (stopped) candidates.splice(had, candidates.length - had, stopped);
    // "not on the payments team anymore, I'm on growth now": the new value supersedes the old one.
    if (reading.forget.length > 0 && reading.change && hasLaterField(n)) {
      pending = reading.change;
      continue;
    }
    let ended = false;
    for (const topic of reading.forget) {
      // "no longer work at Accenture", "left Shopify on Friday" (Shopify the employer): where the user worked, kept as the past, which ends the employer.
      const was = reading.change ? workedAt(topic, clause.said, options.known ?? {}, reading.change) : null;
      if (was) candidates.push(was);
      else forget.push(reading.change ? { topic, reason: `the user said it is no longer so (“${reading.change}”)` } : { topic });
      ended ||= !was && reading.change !== null && reading.drafts.length === 0;
    }
    // "I'm not vegetarian any more", "no longer seeing Jules": a cessation is a new state — kept in the user's words, beside the ending.
    const state = ended ? ceasedState(clause.said) : null;
    if (state) candidates.push(state);
    // "remove my phone number and my email": a bare "my X" after a forget in the same sentence is forgotten too.
    const prev = clauses[n - 1];
    if (reading.drafts.length === 0 && reading.forget.length === 0 && prev?.reading.forget.length && prev.clause.sentence === clause.sentence) {
      const w = lowerOf(clause.tokens).filter((x) => /\p{L}/u.test(x));
      while (w.length > 1 && /^(please|pls|plz|thanks|thx|lol|too|as|well)$/.test(w[w.length - 1] as string)) w.pop();
      if (w[0] === 'my' && w.length <= 4 && !clause.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) {
        forget.push({ topic: w.slice(1).join(' ') });
        reading.forget.push(w.slice(1).join(' '));
      }
    }
    if (reading.change && reading.drafts.length === 0 && reading.forget.length === 0) pending = reading.change;
  }
  const named = candidates.filter((c, k) => c.profile?.key === 'name' && !calledAt.has(k)).map((c) => c.profile?.value.toLowerCase());
  if (named.length > 0)
    candidates.forEach((c, k) => {
      if (calledAt.has(k) && c.profile?.key === 'name' && !named.includes(c.profile.value.toLowerCase())) candidates[k] = nicknameFact(c.profile.value);
    });
  // "forget I mentioned him": the one person the turn before named, or nothing (a pronoun alone forgets nothing).
  const meant = forget.flatMap((f) => {
    const m = /^(?:i mentioned |that i mentioned |about )?(him|her|them)$/.exec(f.topic);
    if (!m) return [f];
    const who = personMeant(m[1] as string, options.before ?? []);
    return who ? [{ ...f, topic: who }] : [];
  });
  forget.splice(0, forget.length, ...meant);
  const classes = [...new Set(clauses.flatMap((c) => c.reading.classes))];
  const seen = new Set<string>(); // (and what the clause readings made: whole-turn readings below respect the mood, speech.ts)
  const ofClauses = new Set(candidates.map((c) => c.content));
  // "Ravi, my accountant, is …": who an apposition says someone is to the user (introduced.ts).
  const held = (d: Draft) => `${d.triple?.predicate}|${d.triple?.object.toLowerCase()}`;
  candidates.push(
    ...introducedPeople(raw).filter((d) => !candidates.some((c) => held(c) === held(d) || (d.triple?.predicate === 'friend' && c.profile?.key === 'manager'))),
  );
  // "off the record", "please don't store anything from this": nothing of this turn is kept (a forget still applies).
  keptBesideForget(text, clauses, candidates);
  calledInstead(text, options.known ?? {}, candidates);
  // "just Bart is fine" after "I'm Bartholomew": a shorter form of the known name is the nickname.
  const short = candidates.some((c) => c.profile) ? null : shortenedName(raw, options.known ?? {});
  if (short) candidates.push(short);
  // "Ewa here", "– Mateus": an introduction or sign-off (selfname.ts), not in an asked clause ("my name's Lars, isn't it?").
  const intro = candidates.some((c) => c.profile?.key === 'name') ? null : statedName(raw);
  if (intro && !clauses.some((c) => c.clause.asked && c.clause.said.includes(intro.profile?.value ?? intro.content))) candidates.push(intro);
  const promoted = candidates.length > 0 ? null : promotedPerson(raw); // "Bronwyn got promoted …": a named person's new role
  if (promoted) candidates.push(promoted);
  // "I'm Swiss actually, people assume I'm Austrian", "Tesco* — Ocado was my last job": a correction that names the
  // old value of a known field wins over what the clause rules read (a name, a past job).
  const namesOld = fieldCorrectionDraft(raw, options.known ?? {}, options.before ?? [], false);
  if (namesOld && !candidates.some((c) => c.profile?.key === namesOld.profile?.key && c.correction)) candidates.splice(0, candidates.length, namesOld);
  // The write-safety gate: every field edit's value must fit the field and be said of the user (../gate.ts).
  // A pasted text of the user's own (a signature, a bio, a form) is checked as the user's lines it was read as.
  const gated = gateEdits(candidates, ownFramedText(raw), options.known ?? {}, options.before ?? []);
  candidates.splice(0, candidates.length, ...gated.kept);
  // "i meant bradford, not leeds", "33*", "scratch that, I'm on Risk": a field corrected without a statement's words.
  const fixed = candidates.some((c) => c.profile || c.correction) ? null : fieldCorrectionDraft(raw, options.known ?? {}, options.before ?? []);
  if (fixed) {
    candidates.splice(0, candidates.length, fixed);
    gated.refused.length = 0;
  }
  // "no, it's Galway", "Salzburg, not Vienna" that corrected no profile field: the stored memory it means is found on writing.
  const revision = candidates.some((c) => c.profile || c.correction) ? null : (correctionOnly(text) ?? correctionOnly(raw.trim()) ?? openingCorrection(raw));
  if (revision) candidates.splice(0, candidates.length, ...('opening' in revision ? candidates : []), revisionDraft(revision));
  // "it's pistachios I react to, not cashews", "team is Claims Intake, I mixed them up": a contrast read against what is stored (contrast.ts).
  // A field already corrected, or a memory-only correction, is left as read; beside a revision the clauses' own facts stay.
  const field = candidates.some((c) => (c.profile && !c.profile.key.startsWith('preference.')) || (c.correction && !c.correction.replaces));
  const contrast = field || revision ? null : contrastDraft(raw, options.known ?? {}, options.before ?? []);
  if (contrast) candidates.splice(0, candidates.length, ...(contrast.profile ? [] : candidates.filter((c) => !c.profile && !saysError(c.content))), contrast);
  // Any other shape of "X, not Y" ("Grew up in X, not Y", "not strictly Y any more, X really"), tied to the value stored (correcting.ts).
  const tied = revision || contrast ? null : tiedAfter(candidates, raw, options.known ?? {}, options.before ?? []);
  ownFieldsByShape(candidates, raw, options.known ?? {}, options.before ?? []);
  revisionOfField(candidates, raw, options.known ?? {}, options.before ?? []);
  return {
    clauses: clauses.map((c) => c.reading),
    classes: classes.length > 0 ? classes : ['smalltalk'],
    candidates: sameFacts(assertedOnly(candidates, clauses, ofClauses).filter((c) => !seen.has(c.content) && seen.add(c.content))),
    forget,
    asks: classes.includes('question'),
    notUnderstood:
      revision || contrast || tied
        ? []
        : [
            ...gated.refused,
            ...clauses
              .filter(
                ({ reading: r }) =>
                  r.drafts.length === 0 && r.forget.length === 0 && (r.classes.includes('self') || r.classes.includes('correction') || r.change !== null),
              )
              .map((c) => asTyped(c.clause.said, raw)),
          ],
  };
}

/** The field correction a turn says alone, as a candidate, when the gate lets it through. */
function fieldCorrectionDraft(raw: string, known: Known, before: readonly string[], bare = true): Draft | null {
  const f = fieldCorrection(raw, known, before);
  if (!f || (f.bare && !bare)) return null;
  const value = /^\p{Ll}/u.test(f.value) && /^(name|nickname|location|hometown|employer|manager|nationality)$/.test(f.key) ? titleCase(f.value) : f.value;
  const draft: Draft = {
    ...fieldDraft(f.key, value),
    confidence: 0.95,
    correction: { reason: `the user corrected it (“${value}”)`, replaces: f.replaces, ...(f.bare && { bare: true }) },
  };
  return gateEdits([draft], raw, known, before).kept[0] ?? null;
}

const titleCase = (s: string): string => s.replace(/(^|\s)(\p{Ll})/gu, (_, sp: string, c: string) => sp + c.toUpperCase());

type Read = { readonly clause: Clause; readonly reading: ClauseReading };

const CALLED_ME = /\bcall(?:s|ed)?\s+me\b/i;
/** A clause that rejects what was just said of the user: "which I hate", "and I can't stand it", "but I don't like it". */
const HATE = String.raw`(?:really\s+|honestly\s+|absolutely\s+|just\s+|kind of\s+|kinda\s+)?(?:hate|dislike|detest|loathe|(?:can'?t|cannot|can not|ca n't) (?:stand|bear)|(?:don'?t|do not|do n't) like|(?:am|'m) not a fan of)`;
const REJECTS = new RegExp(
  String.raw`^(?:which\s+i\s+${HATE}\b|(?:(?:and|but|though|although|tho)\s+)?i\s+${HATE}\s+(?:it|that|this|(?:the|that) name|being called (?:it|that))\b[\s.!]*$)`,
  'i',
);

/**
 * "I'm not vegan, just vegetarian", "I'm not on payments, I'm on growth": a negated value the profile
 * holds, then the clause beside it, is "Y, not X" — the clause after carries the "not X" and the negated
 * one is dropped (it said only what the correction says). The value the profile holds must be named, and
 * the clause beside it must say only a new value of the same field; "not … any more" is a cessation, read as one.
 */
function notButInstead(clauses: Clause[], known: Known): Clause[] {
  const out: Clause[] = [];
  for (let n = 0; n < clauses.length; n++) {
    const c = clauses[n] as Clause;
    const next = clauses[n + 1];
    const m = /^i am not (?:a |an |on (?:the )?|in |at |with )?(.{2,40}?)$/.exec(lowerOf(c.tokens).join(' '));
    const key = m ? fieldOfValue(known, m[1] as string) : null;
    // The clause beside it says only the new value ("just vegetarian", "I'm on growth"), in a few words.
    const bare = next && next.tokens.length <= 5 && key ? valueIn(key, next.tokens, known[key] as string) : null;
    if (m && next && bare && next.sentence === c.sentence && !next.cues.replaces && fieldOfValue({ [key as string]: bare }, m[1] as string) === null) {
      next.cues.replaces = m[1] as string;
      continue;
    }
    out.push(c);
  }
  return out;
}

/** Whether a time said ("2026-09", "2027") starts after the session date's day, month or year. */
function later(value: string, now: Date): boolean {
  return value > now.toISOString().slice(0, value.length);
}

/** A clause told in the past ("joined in January", "was at Bosch"): its time is when it happened, never a plan. */
function saidAsPast(tokens: readonly Token[]): boolean {
  return tokens.some(
    (t) =>
      ['was', 'were', 'did', 'had', 'used'].includes(t.lower) ||
      ((t.pos === 'VERB' || t.pos === 'AUX') && t.lower !== t.lemma && !t.lower.endsWith('ing') && t.lower !== `${t.lemma}s` && /ed$/.test(t.lower)),
  );
}

/**
 * "nobody calls me Mo anymore, it's Moe now": what the user is called now is the nickname, in place
 * of the old one — the turn sets no name. No new name said: the nickname ends only when it is the
 * one known ("I don't go by Tony anymore"); else nothing is set.
 */
function calledInstead(text: string, known: Known, candidates: Draft[]): void {
  const change = calledNameChange(text);
  if (!change) return;
  const kept = candidates.filter((c) => c.profile?.key !== 'name' && c.profile?.key !== 'nickname' && !/\b(?:calls?|calling|go by|goes by)\b/i.test(c.content));
  candidates.splice(0, candidates.length, ...kept);
  const reason = `the user said they are no longer called ${change.old}`;
  const old = known['nickname'];
  if (change.value) {
    const d = nicknameFact(change.value);
    candidates.push({ ...d, confidence: 0.95, correction: { reason, replaces: old && old.toLowerCase() === change.old.toLowerCase() ? old : null } });
  } else if (old && old.toLowerCase() === change.old.toLowerCase()) candidates.push(fieldEnded('nickname', old));
}

/**
 * Corrections against the known profile: a "not Y" that names a field's value makes the clause's
 * value that field's new value ("it's Bosch, not Siemens"); a spelt-out name corrects the known name
 * a letter or two away ("Steven, with a v"). A "not Y" that names nothing known leaves "it's X"
 * unread as a name: the rules are not sure what it corrects.
 */
function againstKnown(clauses: Read[], known: Known, text: string): Read[] {
  const spelled = spelledName(text);
  const spelledKey = spelled ? fieldSpelledLike(known, spelled) : null;
  return clauses.map(({ clause, reading }) => {
    const w = lowerOf(clause.tokens);
    if (spelled && spelledKey && clause.tokens.some((t) => t.text.replace(/\*/g, '') === spelled)) {
      return { clause, reading: corrected(reading, fieldDraft(spelledKey, spelled), 'spelt out') };
    }
    // "I go by Kit" when the name is Christopher, "you can call me Kat" when it is Katherine, "I go by
    // Liz these days" when a nickname is known, "at work I go by DJ": what the user goes by, beside
    // their name. A name already known is never replaced by what the user is called.
    const goesBy = w.some((x, k) => x === 'by' && ['go', 'goes', 'going'].includes(w[k - 1] ?? ''));
    const callMe = w.some((x, k) => (x === 'call' || x === 'calls') && w[k + 1] === 'me');
    const qualified = goesBy && w[0] !== 'i';
    const beside = (v: string): boolean =>
      (known['name'] !== undefined && fieldOfValue({ name: known['name'] }, v) === null) || (goesBy && (known['nickname'] !== undefined || qualified));
    if ((goesBy || callMe) && reading.drafts.some((d) => d.profile?.key === 'name' && beside(d.profile.value))) {
      const drafts = reading.drafts.map((d) => (d.profile?.key === 'name' ? nicknameFact(d.profile.value) : d));
      return { clause, reading: { ...reading, drafts } };
    }
    const y = clause.cues.replaces;
    // "no, it's Uppsala" with no "not Y": a correction of something said before, not a name. What it
    // corrects is not known here, so nothing is set (the clause is reported as not understood).
    if (!y && reading.classes.includes('correction') && /^(?:(?:no|nope|sorry|oops|wait|no wait|sorry no)\s+)*it is\b/.test(w.join(' ')))
      return { clause, reading: { ...reading, drafts: reading.drafts.filter((d) => d.profile?.key !== 'name') } };
    if (!y) return { clause, reading };
    const key = fieldOfValue(known, y);
    if (!key) {
      const deictic = /^(it|this|that) is\b/.test(w.join(' '));
      return deictic ? { clause, reading: { ...reading, drafts: reading.drafts.filter((d) => d.profile?.key !== 'name') } } : { clause, reading };
    }
    if (reading.drafts.some((d) => d.profile?.key === key)) return { clause, reading: { ...reading, change: reading.change ?? 'not …' } };
    // The new value is read from a bare value or the user's own statement, never from a sentence about someone else.
    // "Porto I meant": the value, without the words that say it was meant.
    const core = w.length > 2 && w[w.length - 2] === 'i' && /^(meant|mean)$/.test(w[w.length - 1] as string) ? clause.tokens.slice(0, -2) : clause.tokens;
    const runs = core.filter((t, k) => /^\p{Lu}/u.test(t.text) && !/^\p{Lu}/u.test(core[k - 1]?.text ?? '')).length;
    // "design lead, not designer": a role the tagger reads with a verb ("lead") is still a bare value.
    const bareRole = key === 'role' && core.length <= 4 && !core.some((t) => t.pos === 'AUX' || t.pos === 'PRON');
    const own = ['i', 'it', 'its', 'my', 'that'].includes(w[0] ?? '') || (!core.some((t) => t.pos === 'VERB' || t.pos === 'AUX') && runs <= 1) || bareRole;
    if (reading.classes.includes('other') && !bareRole) return { clause, reading };
    const old = known[key] as string;
    const value = own ? valueIn(key, core, old) : null;
    // "not vegan any more, I eat eggs again": the field is over, whatever the clause beside it says.
    if (!value && clause.cues.ended)
      return { clause, reading: { ...reading, drafts: [...reading.drafts, fieldEnded(key, old)], change: reading.change ?? 'no longer' } };
    if (!value || fieldOfValue({ [key]: old }, value) === key) return { clause, reading };
    const bare = !['i', 'my', 'we', 'our'].includes(w[0] ?? '');
    return { clause, reading: { ...corrected(reading, fieldDraft(key, value), 'not …'), bare } };
  });
}

function corrected(reading: ClauseReading, draft: ClauseReading['drafts'][number], cue: string): ClauseReading {
  const classes = [...new Set([...reading.classes.filter((c) => c !== 'smalltalk' && c !== 'instruction' && c !== 'other'), 'self', 'correction'] as const)];
  return { ...reading, classes, drafts: [draft], forget: [], change: reading.change ?? cue };
}

/**
 * "back in uni I played rugby, these days it's mostly yoga", "used to drink coffee, now it's tea": the
 * "it" is what the user does now, said against the clause before — kept with it, in one memory.
 */
function nowItIs(c: Read, n: number, all: readonly Read[]): Read {
  const prev = all[n - 1];
  const w = lowerOf(c.clause.tokens).join(' ');
  if (!prev || prev.clause.sentence !== c.clause.sentence || c.reading.drafts.length > 0) return c;
  if (!/^(?:(?:now|these days|nowadays|but now|today) )?it is (?:mostly |all |just |only |more )?\S/.test(w)) return c;
  const d = prev.reading.drafts.find((x) => !x.profile && /\bthe user\b/i.test(x.content));
  if (!d) return c;
  // What the user does now makes it a fact, whatever the clause before was.
  const joined = { ...d, kind: d.kind === 'episode' ? ('fact' as const) : d.kind, content: `${stripEnd(d.content)}, ${stripEnd(thirdPerson(c.clause.said))}.` };
  prev.reading.drafts.splice(prev.reading.drafts.indexOf(d), 1, joined);
  return c;
}
