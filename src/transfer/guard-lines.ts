/**
 * The guards `remember` applies, applied to every line of an import before anything is written:
 * memory text, notes, triples and context are cleaned and checked (empty, oversize, secrets), and no
 * secret enters through a profile value, a history value, a reason or a source either. Session
 * events and summaries are redacted, as the session log does with what is said live.
 */
import { MnemoError } from '../errors.js';
import { findSecret, guardText, redactSecrets, type GuardLimits } from '../guard/index.js';
import { engineFieldsOf, type ExportLine } from './lines.js';

const PROFILE_KEY = /^[a-z][a-z0-9_.-]{0,63}$/;
const MAX_METADATA_BYTES = 8192;

/** Returns the line as it may be stored, or throws the error `remember` would, naming the line. */
export function guardLine(line: ExportLine, n: number, limits: GuardLimits): ExportLine {
  const at = `on line ${n}`;
  switch (line.type) {
    case 'memory': {
      // The search context is typed since schema 3; older exports keep it in metadata.
      const engine = engineFieldsOf(line);
      const context = engine.context !== null && engine.context.trim() !== '' ? guardText(engine.context, { maxChars: 8000 }, `context ${at}`) : null;
      const metadata = engine.metadata;
      const size = JSON.stringify(metadata).length;
      if (size > MAX_METADATA_BYTES) throw new MnemoError('INVALID_INPUT', `metadata ${at} is ${size} bytes as JSON, the limit is ${MAX_METADATA_BYTES}: nothing was imported`);
      refuseSecrets({ metadata, reason: line.invalidationReason, source: line.source }, `the memory ${at}`);
      return {
        ...line,
        content: guardText(line.content, limits, `memory ${at}`),
        notes: line.notes.map((note) => guardText(note, limits, `note ${at}`)),
        triple: line.triple && {
          subject: guardText(line.triple.subject, limits, `triple ${at}`),
          predicate: guardText(line.triple.predicate, limits, `triple ${at}`),
          object: guardText(line.triple.object, limits, `triple ${at}`),
        },
        supersedes: engine.supersedes,
        profileKey: engine.profileKey,
        corroborations: engine.corroborations,
        review: engine.review,
        context,
        metadata,
      };
    }
    case 'profile': {
      if (!PROFILE_KEY.test(line.key)) throw new MnemoError('INVALID_INPUT', `the profile key ${at} is not 1–64 characters of a letter, then letters, digits, _ . -: nothing was imported`);
      const value = typeof line.value === 'string' ? guardText(line.value, limits, `profile value ${at}`) : line.value;
      if (typeof value !== 'string') guardText(JSON.stringify(value) ?? 'null', limits, `profile value ${at}`);
      return { ...line, value };
    }
    case 'history':
      refuseSecrets({ oldValue: line.oldValue, newValue: line.newValue, reason: line.reason }, `the history entry ${at}`);
      return line;
    case 'source':
      refuseSecrets(line.source, `the source ${at}`);
      return line;
    case 'session':
      return { ...line, summary: redactSecrets(line.summary).text };
    case 'event': {
      const { text, found } = redactSecrets(line.content);
      return found.length ? { ...line, content: text, metadata: { ...line.metadata, redacted: [...new Set(found)] } } : line;
    }
    case 'header':
      return line;
  }
}

function refuseSecrets(value: unknown, what: string): void {
  const kind = findSecret(JSON.stringify(value) ?? '');
  if (kind) {
    throw new MnemoError('SECRET_DETECTED', `${what} looks like it contains a secret (${kind}); Mnemo never stores secrets: remove it and import again (nothing was imported)`, {
      details: { kind },
    });
  }
}
