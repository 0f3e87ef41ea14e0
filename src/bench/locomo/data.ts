/**
 * Reading a LoCoMo file (Maharana et al., ACL 2024): a JSON array of conversations, each with
 * numbered sessions of turns and questions that name the turns holding their evidence. The reader
 * is strict about the shape it needs and lenient about the known quirks (date-times without a
 * session, malformed evidence ids), so it works on any file in the same format.
 */
import { readFileSync } from 'node:fs';
import { MnemoError } from '../../core/errors.js';

/** One dialogue turn, as the bench remembers it. */
export interface LocomoTurn {
  /** Normalised turn id, `D<session>:<turn>`. */
  readonly id: string;
  readonly session: number;
  readonly speaker: string;
  readonly text: string;
  /** Caption of a shared image, when the turn shares one. */
  readonly caption: string | null;
  /** The session's date-time (UTC; the file gives no time zone). */
  readonly at: Date;
}

/** One question with its normalised evidence turn ids. */
export interface LocomoQuestion {
  readonly question: string;
  readonly category: number;
  /** Normalised turn ids; may name turns that do not exist (they count as misses). Empty = recall 1. */
  readonly evidence: readonly string[];
}

/** One conversation. */
export interface LocomoConversation {
  readonly id: string;
  readonly speakers: readonly string[];
  readonly turns: readonly LocomoTurn[];
  readonly questions: readonly LocomoQuestion[];
}

/** Category names; the numbers in the file do not follow the paper's column order. */
export const LOCOMO_CATEGORIES: Readonly<Record<number, string>> = {
  1: 'multi-hop',
  2: 'temporal',
  3: 'open-domain',
  4: 'single-hop',
  5: 'adversarial',
};

/** Reads and parses a LoCoMo file; INVALID_INPUT (one line, no file content) when it is not one. */
export function readLocomoFile(path: string): LocomoConversation[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new MnemoError(
      'INVALID_INPUT',
      `cannot read the LoCoMo file ${JSON.stringify(path)} (${code ?? 'read failed'}): give the path of locomo10.json or a file in its format`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new MnemoError('INVALID_INPUT', `${JSON.stringify(path)} is not JSON: give a LoCoMo file (a JSON array of conversations)`);
  }
  return parseLocomo(data, path);
}

/** Parses LoCoMo data already read; `source` names it in errors. */
export function parseLocomo(data: unknown, source = 'the data'): LocomoConversation[] {
  const bad = (where: string, what: string) => new MnemoError('INVALID_INPUT', `${JSON.stringify(source)} is not in the LoCoMo format: ${where} ${what}`);
  if (!Array.isArray(data)) throw bad('the top level', 'must be an array of conversations');
  if (data.length === 0) throw bad('the top level', 'holds no conversation');
  return data.map((sample: unknown, i) => {
    const where = `conversation ${i + 1}`;
    if (!isObject(sample)) throw bad(where, 'must be an object');
    const conv = sample.conversation;
    if (!isObject(conv)) throw bad(where, 'has no "conversation" object');
    if (!Array.isArray(sample.qa)) throw bad(where, 'has no "qa" array');
    const id = typeof sample.sample_id === 'string' && sample.sample_id !== '' ? sample.sample_id : `conversation-${i + 1}`;
    const sessions = Object.keys(conv)
      .map((key) => /^session_(\d+)$/.exec(key))
      .filter((m): m is RegExpExecArray => m !== null && Array.isArray(conv[m[0]]))
      .map((m) => Number(m[1]))
      .sort((a, b) => a - b);
    if (sessions.length === 0) throw bad(where, 'has no "session_<n>" list of turns');
    const turns: LocomoTurn[] = [];
    let previous: Date | null = null;
    for (const n of sessions) {
      const at: Date =
        parseSessionDate(conv[`session_${n}_date_time`]) ?? (previous ? new Date(previous.getTime() + 86_400_000) : new Date(Date.UTC(2000, 0, 1)));
      previous = at;
      (conv[`session_${n}`] as unknown[]).forEach((turn, j) => {
        if (!isObject(turn)) throw bad(`${where}, session ${n}, turn ${j + 1}`, 'must be an object');
        const text = typeof turn.text === 'string' ? turn.text : '';
        const caption = typeof turn.blip_caption === 'string' && turn.blip_caption.trim() !== '' ? turn.blip_caption.trim() : null;
        if (text.trim() === '' && caption === null) return;
        const speaker = typeof turn.speaker === 'string' && turn.speaker.trim() !== '' ? turn.speaker.trim() : 'someone';
        const turnId = (typeof turn.dia_id === 'string' ? normaliseEvidence(turn.dia_id)[0] : undefined) ?? `D${n}:${j + 1}`;
        turns.push({ id: turnId, session: n, speaker, text: text.trim(), caption, at });
      });
    }
    const questions = (sample.qa as unknown[]).flatMap((qa, j): LocomoQuestion[] => {
      if (!isObject(qa)) throw bad(`${where}, question ${j + 1}`, 'must be an object');
      if (typeof qa.question !== 'string' || qa.question.trim() === '') return [];
      const category = typeof qa.category === 'number' ? qa.category : Number(qa.category);
      const raw = Array.isArray(qa.evidence) ? qa.evidence : typeof qa.evidence === 'string' ? [qa.evidence] : [];
      const evidence = [...new Set(raw.flatMap((e) => (typeof e === 'string' ? normaliseEvidence(e) : [])))];
      return [{ question: qa.question.trim(), category: Number.isFinite(category) ? category : 0, evidence }];
    });
    const speakers = [conv.speaker_a, conv.speaker_b].filter((s): s is string => typeof s === 'string');
    return { id, speakers, turns, questions };
  });
}

/**
 * Evidence ids as the data README says: split on `;`, `,` and spaces, strip parentheses, parse
 * `D<session>:<turn>` dropping leading zeros; what does not parse is dropped.
 */
export function normaliseEvidence(value: string): string[] {
  const out: string[] = [];
  for (const part of value.split(/[;,\s]+/)) {
    const m = /^D(\d+):0*(\d+)$/.exec(part.replace(/[()]/g, ''));
    if (m) out.push(`D${Number(m[1])}:${Number(m[2])}`);
  }
  return out;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "1:56 pm on 8 May, 2023" as UTC; other strings Date.parse understands are accepted too. */
export function parseSessionDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = /(\d{1,2}):(\d{2})\s*(am|pm)\s+on\s+(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})/i.exec(value);
  if (m) {
    const month = MONTHS.findIndex((name) => name.startsWith((m[5] as string).toLowerCase().slice(0, 3)));
    if (month >= 0) {
      const hour = (Number(m[1]) % 12) + ((m[3] as string).toLowerCase() === 'pm' ? 12 : 0);
      return new Date(Date.UTC(Number(m[6]), month, Number(m[4]), hour, Number(m[2])));
    }
  }
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
