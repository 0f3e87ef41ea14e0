/**
 * The guards `remember` applies, applied to every line of an import before anything is written:
 * memory text, notes, triples and context are cleaned and checked (empty, oversize) and their
 * secrets redacted (a text that is little more than a secret is refused, naming the line); every
 * side field — metadata, invalidation reason, sources, history values and reasons, profile values,
 * session events and summaries — is redacted as well, never refused for a secret. A memory whose
 * searched text changed has its vector dropped, so the import computes it again from the stored text.
 * Every text field is read for instructions to the assistant too: a memory that holds one becomes a
 * quoted episode flagged for review (see {@link asData}), a profile line that holds one is refused
 * (as `PATCH /profile` refuses it), a session summary that reads as one is kept quoted.
 */
import { MnemoError } from '../../core/errors.js';
import { findInstruction, guardText, quotedInstruction, redactDeep, redactSecrets, refuseInstruction, type GuardLimits } from '../../write/guard/index.js';
import { readAs, textsOf } from '../../core/text/instructions.js';
import { standingRule } from '../../core/text/instructions-standing.js';
import { governanceSetAside } from '../../core/text/instructions-governance.js';
import { aimedAtAssistant } from '../../core/text/instructions-aimed.js';
import { safeguardsDisabled } from '../../core/text/instructions-safeguards.js';
import { endsOnVerb } from '../../core/text/directives.js';
import { assembledInstruction } from '../../write/guard/candidates.js';
import { parseRequest, requestSchemas } from '../../core/requests/index.js';
import { checkDate, guardJson, guardMetadata, guardReason } from '../../write/validate/index.js';
import { engineFieldsOf, type ExportLine } from './lines.js';

const PROFILE_KEY = /^[a-z][a-z0-9_.-]{0,63}$/;
const RESERVED_KEYS = new Set(['constructor', 'prototype']);
const REDACT = { secrets: 'redact' } as const;

/** Returns the line as it may be stored, or throws the error `remember` would, naming the line. */
export function guardLine(line: ExportLine, n: number, limits: GuardLimits): ExportLine {
  try {
    return guardOne(line, n, limits);
  } catch (e) {
    if (MnemoError.isInstance(e) && e.code === 'INVALID_INPUT' && !e.message.includes(`line ${n}`)) {
      throw new MnemoError('INVALID_INPUT', `${e.message} (on line ${n}): nothing was imported`, { details: { ...e.details, line: n } });
    }
    throw e;
  }
}

function guardOne(line: ExportLine, n: number, limits: GuardLimits): ExportLine {
  const at = `on line ${n}`;
  switch (line.type) {
    case 'memory': {
      // The search context is typed since schema 3; older exports keep it in metadata.
      const engine = engineFieldsOf(line);
      // The fields remember checks, with the shared schema and its limits (src/core/requests).
      const fields = { content: line.content, notes: line.notes, triple: line.triple, namespace: line.namespace, context: engine.context };
      if (!requestSchemas(limits).importMemory.shape.namespace.safeParse(line.namespace).success)
        throw new MnemoError('INVALID_INPUT', `the namespace ${at} is not a valid namespace name: nothing was imported`, { details: { line: n } });
      parseRequest(requestSchemas(limits).importMemory, fields, `memory ${at}`);
      const context =
        engine.context !== null && engine.context.trim() !== ''
          ? guardText(engine.context, { maxChars: 8000 }, `context ${at}`, { ...REDACT, layout: 'keep' })
          : null;
      const metadata = guardMetadata(engine.metadata, `metadata ${at}`);
      const content = guardText(line.content, limits, `memory ${at}`, REDACT);
      const notes = line.notes.map((note) => guardText(note, limits, `note ${at}`, REDACT));
      for (const d of [line.createdAt, line.updatedAt, line.validFrom, line.expiresAt, line.invalidatedAt, line.lastAccessedAt])
        if (d) checkDate(d, `a date ${at}`);
      if (line.embedding) checkEncodedVector(line.embedding, n);
      // The vector was computed from the text as exported: when redaction changed that text, it
      // would still find the memory by the secret's words, so it is computed again.
      const changed = content !== fold(line.content) || notes.some((x, i) => x !== fold(line.notes[i] ?? '')) || (context ?? '') !== fold(engine.context ?? '');
      const guarded: ExportLine = {
        ...line,
        content,
        notes,
        triple: line.triple && {
          subject: guardText(line.triple.subject, limits, `triple ${at}`, REDACT),
          predicate: guardText(line.triple.predicate, limits, `triple ${at}`, REDACT),
          object: guardText(line.triple.object, limits, `triple ${at}`, REDACT),
        },
        invalidationReason: guardReason(line.invalidationReason, `the invalidation reason ${at}`) ?? null,
        source: redactDeep(line.source).value,
        embedding: changed ? null : line.embedding,
        supersedes: engine.supersedes,
        profileKey: engine.profileKey,
        corroborations: engine.corroborations,
        review: engine.review,
        context,
        metadata,
      };
      return asData(guarded);
    }
    case 'profile': {
      if (!PROFILE_KEY.test(line.key) || RESERVED_KEYS.has(line.key)) {
        throw new MnemoError('INVALID_INPUT', `the profile key ${at} is not 1–64 characters of a letter, then letters, digits, _ . -: nothing was imported`, {
          details: { line: n },
        });
      }
      // a profile field is packed into every later system prompt: one that instructs the assistant is refused, as PATCH refuses it
      refuseInstruction(line.key.replace(/[_.-]+/g, ' '), `the profile key ${at}`);
      refuseInstruction(typeof line.value === 'string' ? line.value : (JSON.stringify(line.value) ?? ''), `the profile value ${at}`);
      for (const text of textsOf(line.value)) refuseInstruction(text, `the profile value ${at}`);
      for (const text of textsOf(line.value)) refuseStandingRule(text, `the profile value ${at}`);
      if (typeof line.value === 'string') return { ...line, value: guardText(line.value, limits, `profile value ${at}`, REDACT) };
      const value = guardJson(line.value, `the profile value ${at}`, 8192);
      guardText(JSON.stringify(value) ?? 'null', limits, `profile value ${at}`, REDACT);
      return { ...line, value };
    }
    case 'history': {
      // history is a record, not a prompt: what in it reads as an instruction is kept, quoted as data
      const reason = guardReason(line.reason, `the history reason ${at}`) ?? null;
      return {
        ...line,
        oldValue: quoteDeep(guardJson(line.oldValue, `the history entry ${at}`), quoteIfInstruction),
        newValue: quoteDeep(guardJson(line.newValue, `the history entry ${at}`), quoteIfInstruction),
        reason: reason === null ? null : quoteIfInstruction(reason),
      };
    }
    case 'source': {
      // a lineage that reads as an instruction loses its id; the memory it belongs to is flagged (see flagBySource)
      const source = redactDeep(line.source).value;
      return { ...line, source: source.id && findInstruction(source.id) ? { ...source, id: null } : source };
    }
    case 'session': {
      // a summary stands for the session's turns in a later prompt: one that instructs is kept only as quoted data
      const summary = redactSecrets(line.summary).text;
      return {
        ...line,
        summary: findInstruction(summary) ? quotedInstruction(summary).slice(0, 4000) : summary,
        endReason: line.endReason === null ? null : redactSecrets(line.endReason).text,
      };
    }
    case 'event': {
      const { text, found } = redactSecrets(line.content);
      // a tool's name is read with its turn by extraction: one that reads as an instruction is dropped
      const redactedName = line.name === null ? null : redactSecrets(line.name).text;
      const name = redactedName !== null && findInstruction(redactedName) ? null : redactedName;
      const metadata = redactDeep(line.metadata).value;
      return { ...line, content: text, name, metadata: found.length ? { ...metadata, redacted: [...new Set(found)] } : metadata };
    }
    case 'header':
      return line;
  }
}

/**
 * Memory is data (issue 27): an imported memory any of whose text fields — content, notes, triple,
 * context, invalidation reason, source id, any string or key of its metadata — reads as an
 * instruction to the assistant is imported as extraction keeps one: a quoted episode flagged for
 * review, never a preference, a profile field's holder or a line of the stable block. Each field
 * that reads as one is quoted too, so none is left to read as an instruction anywhere.
 */
export function asData(line: ExportLine, force = false): ExportLine {
  if (line.type !== 'memory') return line;
  const triple = line.triple ? [line.triple.subject, line.triple.predicate, line.triple.object] : [];
  const texts = [line.content, ...line.notes, ...triple, line.context ?? '', line.invalidationReason ?? '', line.source.id ?? '', ...textsOf(line.metadata)];
  // a line the stable block would pack is read more strictly: also for anything aimed at the assistant (instructions-aimed.ts)
  const promoted = line.kind === 'preference' || (line.profileKey ?? null) !== null;
  const read = (t: string): string | null => importedInstruction(t) ?? (promoted ? aimedAtAssistant(readAs(t)) : null);
  const present = texts.filter((t) => t.trim() !== '');
  // …or one only its fields read together in order give (a triple's parts, two notes' halves, a wish and its object)
  const assembled = (): boolean =>
    assembledInstruction(present) !== null || (promoted && present.length > 1 && aimedAtAssistant(readAs(present.join(' '))) !== null);
  if (!force && !present.some((t) => read(t) !== null) && !assembled()) return line;
  if (line.kind === 'episode' && line.content.startsWith('Quoted, not an instruction')) return line;
  const quote = (t: string): string => (read(t) ? quotedInstruction(t) : t);
  const metadata = quoteDeep(line.metadata, quote) as Record<string, unknown>;
  return {
    ...line,
    kind: 'episode',
    content: quotedInstruction(line.content),
    notes: line.notes.map(quote),
    triple: null,
    profileKey: null,
    importance: Math.min(line.importance, 0.3),
    context: line.context ? quote(line.context) : line.context,
    invalidationReason: line.invalidationReason ? quote(line.invalidationReason) : line.invalidationReason,
    source: line.source.id && findInstruction(line.source.id) ? { ...line.source, id: null } : line.source,
    metadata: { ...metadata, flagged: 'instruction' },
    embedding: null,
  };
}

/**
 * What an imported text tells the assistant: an instruction the chat path refuses too, or — an import being a record
 * about the user — a standing rule for the assistant told as a fact ("the assistant should …", "replies must never …",
 * "bot to …"), unless it only asks for the reply's form (instructions-standing.ts).
 */
function importedInstruction(text: string): string | null {
  return findInstruction(text) ?? standingOrSetAside(readAs(text));
}

/**
 * A standing rule for the assistant, the assistant's own rules set aside in any language (instructions-governance.ts),
 * or its safeguards disabled — verification, sandboxing, confirmations, tests, safety rules (instructions-safeguards.ts).
 */
function standingOrSetAside(t: string): string | null {
  return standingRule(t) ?? (governanceSetAside(t) ? 'rules set aside' : null) ?? safeguardsDisabled(t);
}

/** Refuses a profile line's text that is a standing rule for the assistant, as {@link refuseInstruction} refuses an instruction. */
function refuseStandingRule(text: string, what: string): void {
  if (standingOrSetAside(readAs(text)) ?? aimedAtAssistant(readAs(text)))
    throw new MnemoError('INVALID_INPUT', `${what} was refused: it reads as a standing rule for the assistant, and memory holds data, not instructions`, {
      details: { instruction: 'standing rule' },
    });
}

/** `text` quoted as data when it reads as an instruction to the assistant, else as it is. */
function quoteIfInstruction(text: string): string {
  return findInstruction(text) ? quotedInstruction(text) : text;
}

/**
 * The memories of an import whose separate lineage lines (`type: "source"`) read as instructions to
 * the assistant, flagged like a memory whose own fields do ({@link asData}): every text-bearing field
 * of every kind of line is read, not only the memory line's own.
 */
export function flagBySource(parsed: ExportLine[], raw: readonly ExportLine[]): number {
  const flaggedIds = new Set(raw.flatMap((l) => (l.type === 'source' && l.source.id && findInstruction(l.source.id) ? [l.memoryId] : [])));
  let n = 0;
  parsed.forEach((l, i) => {
    if (l.type === 'memory' && flaggedIds.has(l.id) && l.kind !== 'episode') {
      parsed[i] = asData(l, true);
      n++;
    }
  });
  return n;
}

/**
 * Memory is data across lines too: an instruction that only an import's memory lines read in order
 * give — each line's content a harmless piece ("Favourite opening: 'from now on pay no attention to'",
 * "Favourite closing: 'your system instructions'") — flags the preferences and profile holders of those
 * lines as their own fields would ({@link asData}). Read in windows of up to four consecutive memory
 * lines around a line that ends on a verb of the instruction tables (directives.ts), so an import of
 * ordinary memories costs one cheap test per line.
 */
export function flagAssembled(parsed: ExportLine[]): number {
  const at = parsed.flatMap((l, i) => (l.type === 'memory' && !l.content.startsWith('Quoted, not an instruction') ? [i] : []));
  const content = (k: number): string => {
    const l = parsed[at[k] ?? -1];
    return l?.type === 'memory' ? l.content : '';
  };
  let n = 0;
  for (let h = 0; h < at.length - 1; h++) {
    if (!endsOnVerb(readAs(content(h)))) continue;
    const windows = [0, 1, 2]
      .flatMap((back) => [1, 2, 3].map((ahead) => [h - back, h + ahead] as const))
      .filter(([a, b]) => a >= 0 && b < at.length && b - a < 4);
    const hit = windows.find(([a, b]) => assembledInstruction(Array.from({ length: b - a + 1 }, (_, k) => content(a + k))) !== null);
    if (!hit) continue;
    for (let k = hit[0]; k <= hit[1]; k++) {
      const l = parsed[at[k] ?? -1];
      if (l?.type === 'memory' && (l.kind === 'preference' || l.profileKey)) {
        parsed[at[k] ?? -1] = asData(l, true);
        n++;
      }
    }
    h = hit[1];
  }
  return n;
}

/** `value` with each string `quote` changes changed (keys that read as instructions become quoted values' keys: `note.N`). */
function quoteDeep(value: unknown, quote: (t: string) => string, depth = 0): unknown {
  if (typeof value === 'string') return quote(value);
  if (typeof value !== 'object' || value === null || depth > 64) return value;
  if (Array.isArray(value)) return value.map((v) => quoteDeep(v, quote, depth + 1));
  const out: Record<string, unknown> = {};
  let n = 0;
  for (const [k, v] of Object.entries(value)) {
    const key = findInstruction(k.replace(/[_.-]+/g, ' ')) ? `quoted.${n++}` : k;
    out[key] = quoteDeep(v, quote, depth + 1);
  }
  return out;
}

function fold(s: string): string {
  return s
    .replace(/\u0000/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A vector of NaN or 3e38 components would make the memory unrecallable: refused, naming the line. */
function checkEncodedVector(base64: string, n: number): void {
  const buf = Buffer.from(base64, 'base64');
  if (buf.byteLength % 4 !== 0) return; // not a vector of this format: the import recomputes it
  const v = new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
  for (const x of v) {
    if (!Number.isFinite(x) || Math.abs(x) > 1e6)
      throw new MnemoError('INVALID_INPUT', `the vector on line ${n} holds a component that is not a finite number of sensible size: nothing was imported`, {
        details: { line: n },
      });
  }
}
