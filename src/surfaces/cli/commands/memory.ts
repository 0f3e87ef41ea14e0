/**
 * The everyday commands: remember, recall, context, list, get, update, forget, erase, history.
 */
import { type Command, InvalidArgumentError } from 'commander';
import { MnemoError } from '../../../core/errors.js';
import { annotate } from '../../../read/pack/blocks.js';
import type { Mnemo } from '../../../engine/mnemo.js';
import type { ScopeInput } from '../../../core/scope-input.js';
import type { RememberInput } from '../../../engine/facade-types.js';
import { MEMORY_KINDS, type MemoryKind } from '../../../core/types/memory.js';
import { checkStorePath, cliConfig, globals, scopeFrom, withMnemo } from '../run.js';
import { confirmErase, date, day, emit, plural, readStdin, sourceRef, stateTag, withStates } from '../io.js';

const number =
  (name: string, min: number, max: number, integer = false) =>
  (v: string) => {
    const n = Number(v);
    if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
      throw new InvalidArgumentError(`${name} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}`);
    }
    return n;
  };
const kind = (v: string): MemoryKind => {
  if (!(MEMORY_KINDS as readonly string[]).includes(v)) throw new InvalidArgumentError(`kind must be one of ${MEMORY_KINDS.join(', ')}`);
  return v as MemoryKind;
};

type ScopeOpts = { user: string; agent?: string; session?: string };
const withScope = (c: Command): Command =>
  c
    .requiredOption('-u, --user <id>', 'the user whose memory this is')
    .option('--agent <id>', 'act as this agent (namespace policy applies)')
    .option('--session <id>', 'the session');

/** Registers the memory commands. */
export function registerMemoryCommands(program: Command): void {
  withScope(
    program
      .command('remember')
      .description('remember one thing (consolidated with what is stored); prints the id of the memory that holds it')
      .argument('<text>', 'one self-contained sentence, or - to read it from stdin'),
  )
    .option('-k, --kind <kind>', `one of ${MEMORY_KINDS.join(', ')}`, kind, 'fact')
    .option('-i, --importance <0..1>', 'how much it matters', number('importance', 0, 1), 0.5)
    .option('-c, --confidence <0..1>', 'how sure it is', number('confidence', 0, 1), 0.9)
    .option('--subject <s>', 'triple subject')
    .option('--predicate <p>', 'triple predicate')
    .option('--object <o>', 'triple object')
    .option('--valid-from <date>', 'when it became true or happened', date)
    .option('--ttl-days <days>', 'expire after this many days', number('ttl-days', 0.001, 36500))
    .option('--namespace <ns>', 'namespace (default: user, or agent:<id> for an agent)')
    .option('--reason <why>', 'kept in history')
    .option('--context <text>', 'searched with the memory but not part of it (e.g. the turns before it)')
    .option('--source <type:id>', 'where it came from, e.g. bootstrap:hr-system (revocable with `mnemo revoke`)', sourceRef)
    .option(
      '--raw',
      'append without consolidation (bulk loads): no reinforcing; a single-valued attribute (--predicate location …) still replaces its current value',
    )
    .action(async (text: string, o: ScopeOpts & Record<string, unknown>, cmd: Command) => {
      const g = globals(cmd);
      const triple = o.subject || o.predicate || o.object ? tripleOf(o) : undefined;
      const content = text === '-' ? await readStdin('the text to remember') : text;
      const record = await withMnemo(
        g,
        (m) =>
          m.remember(
            scopeFrom({ ...g, ...o }),
            {
              content,
              kind: o.kind as MemoryKind,
              importance: o.importance as number,
              confidence: o.confidence as number,
              triple,
              validFrom: o.validFrom as Date | undefined,
              ttlDays: o.ttlDays as number | undefined,
              source: o.source as RememberInput['source'],
              namespace: o.namespace as string | undefined,
              reason: o.reason as string | undefined,
              context: o.context as string | undefined,
            },
            { consolidate: o.raw !== true },
          ),
        { access: 'write' },
      );
      emit(g, record, () => record.id);
    });

  withScope(program.command('recall').description('hybrid search of a user’s memories, best first').argument('<query>'))
    .option('-k, --k <n>', 'how many', number('k', 1, 1000, true), 10)
    .option('--kind <kind...>', 'only these kinds')
    .option('--include-invalid', 'also forgotten, superseded and expired memories')
    .option('--as-of <date>', 'what was valid at that date', date)
    .option('--retriever <legs>', 'hybrid, keyword or vector', 'hybrid')
    .option('--expand <source>', 'also recall other phrasings: attributes (offline) or model (MNEMO_LLM, one call)')
    .action(
      async (
        query: string,
        o: ScopeOpts & { k: number; kind?: string[]; includeInvalid?: boolean; asOf?: Date; retriever: string; expand?: string },
        cmd: Command,
      ) => {
        const g = globals(cmd);
        if (!['hybrid', 'keyword', 'vector'].includes(o.retriever)) throw new MnemoError('INVALID_INPUT', 'retriever must be hybrid, keyword or vector');
        const kinds = o.kind?.map(kind);
        const results = await withMnemo(
          g,
          (m) =>
            m.recall(scopeFrom({ ...g, ...o }), query, {
              ...{ k: o.k, kinds, includeInvalid: o.includeInvalid, asOf: o.asOf, legs: o.retriever as 'hybrid' },
              ...(o.expand !== undefined && { config: { expand: o.expand as 'attributes' } }),
            }),
          { access: 'read' },
        );
        emit(g, results, () =>
          results.length === 0
            ? 'no memories matched'
            : results
                .map((r, i) => {
                  const s = r.scores;
                  const line = `${i + 1}. ${r.memory.id}  score ${r.score.toFixed(3)}  ${annotate(r.memory).slice(2)}`;
                  return g.verbose
                    ? `${line}\n   keyword ${s.keyword.toFixed(3)} vector ${s.vector.toFixed(3)} recency ${s.recency.toFixed(3)} importance ${s.importance.toFixed(2)} time ${s.time.toFixed(2)} attribute ${s.attribute.toFixed(2)} topic ${s.topic.toFixed(2)} constraint ${s.constraint.toFixed(2)}`
                    : line;
                })
                .join('\n'),
        );
      },
    );

  withScope(program.command('context').description('the memory blocks for a prompt, within a token budget').argument('<query>', 'the latest user message'))
    .option('-b, --budget <tokens>', 'token budget of both blocks together', number('budget', 1, 1_000_000, true), 1000)
    .option('--stable-tokens <tokens>', 'cap of the stable block', number('stable-tokens', 0, 1_000_000, true), 300)
    .option('--per-memory <tokens>', 'cap of one memory line', number('per-memory', 8, 100_000, true), 120)
    .action(async (query: string, o: ScopeOpts & { budget: number; stableTokens: number; perMemory: number }, cmd: Command) => {
      const g = globals(cmd);
      const { ctx, skipped } = await withMnemo(
        g,
        async (m) => {
          const scope = scopeFrom({ ...g, ...o });
          const ctx = await m.context(scope, query, { budget: o.budget, stableTokens: o.stableTokens, perMemoryTokens: o.perMemory });
          // Profile fields carry no memory id, so an empty block is checked against the profile itself.
          const skipped = ctx.stable.text === '' ? ctx.stable.skippedIds.length + (await profileSize(m, scope)) : 0;
          return { ctx, skipped };
        },
        { access: 'read' },
      );
      emit(g, { stable: ctx.stable, episodic: ctx.episodic, budget: ctx.budget, tokens: ctx.tokens }, () =>
        [
          ctx.stable.text || (skipped > 0 ? '(stable memories exist but were skipped for space: raise --budget or --stable-tokens)' : '(no stable memories)'),
          '',
          ctx.episodic.text || (ctx.episodic.skippedIds.length > 0 ? '(relevant memories were skipped for space)' : '(no relevant memories)'),
          '',
          `-- ${ctx.tokens} of ${ctx.budget} tokens; ${ctx.episodic.memoryIds.length} recalled memories included, ${ctx.episodic.skippedIds.length} skipped for space`,
        ].join('\n'),
      );
    });

  withScope(program.command('list').description('a user’s memories, newest first'))
    .option('--kind <kind...>', 'only these kinds')
    .option('--include-invalid', 'also forgotten and superseded memories')
    .option('--archived', 'only memories maintenance archived for low confidence')
    .option('--flagged', 'only memories flagged for review (a close restatement kept beside the original)')
    .option('--no-flagged', 'only memories not flagged for review')
    .option('-n, --limit <n>', 'how many', number('limit', 1, 100_000, true), 100)
    .action(async (o: ScopeOpts & { kind?: string[]; includeInvalid?: boolean; archived?: boolean; flagged?: boolean; limit: number }, cmd: Command) => {
      const g = globals(cmd);
      const options = { kinds: o.kind?.map(kind), includeInvalid: o.includeInvalid, archived: o.archived, flagged: o.flagged, limit: o.limit };
      const { rows, now } = await withMnemo(g, async (m) => ({ rows: await m.list(scopeFrom({ ...g, ...o }), options), now: m.now() }), { access: 'read' });
      emit(g, withStates(rows, now), () =>
        rows.length === 0 ? 'no memories' : rows.map((r) => `${r.id}  ${stateTag(r, now)}${annotate(r).slice(2)}`).join('\n'),
      );
    });

  withScope(program.command('get').description('one memory with its provenance').argument('<id>')).action(async (id: string, o: ScopeOpts, cmd: Command) => {
    const g = globals(cmd);
    const { record, sources } = await withMnemo(
      g,
      async (m) => {
        const scope = scopeFrom({ ...g, ...o });
        return { record: await m.get(scope, id), sources: await m.admin.sources(scope, id) };
      },
      { access: 'read' },
    );
    emit(g, { ...record, sources }, () =>
      [
        `${record.id}  ${annotate(record).slice(2)}`,
        `importance ${record.importance}  accessed ${record.accessCount}× (last ${day(record.lastAccessedAt)})`,
        record.invalidatedAt
          ? `invalid since ${record.invalidatedAt.toISOString()}: ${record.invalidationReason ?? ''}${record.supersededBy ? ` → ${record.supersededBy}` : ''}`
          : 'valid',
        `sources: ${sources.map((s) => `${s.type}${s.id ? `:${s.id}` : ''}`).join(', ')}`,
      ].join('\n'),
    );
  });

  withScope(
    program
      .command('update')
      .description('correct a memory (the old one is kept, superseded), or attach a note')
      .argument('<id>')
      .argument('[text]', 'the corrected sentence, or - to read it from stdin'),
  )
    .option('--note <text>', 'attach a clarifying note instead of replacing the text')
    .option('--triple <s,p,o>', 'the corrected fact as subject,predicate,object (default: read from the new text)')
    .option('--value <value>', 'the new value of the attribute the memory holds (e.g. its profile field)')
    .option('--drop-notes', 'do not carry the notes over to the new version')
    .option('--reason <why>', 'kept in history')
    .action(
      async (
        id: string,
        text: string | undefined,
        o: ScopeOpts & { note?: string; triple?: string; value?: string; dropNotes?: boolean; reason?: string },
        cmd: Command,
      ) => {
        const g = globals(cmd);
        if ((text === undefined) === (o.note === undefined))
          throw new MnemoError('INVALID_INPUT', 'give either the new text or --note "…", not both or neither');
        const replacement = text === '-' ? await readStdin('the corrected text') : text;
        const note = o.note === '-' ? await readStdin('the note') : o.note;
        if (o.note !== undefined && (o.triple !== undefined || o.value !== undefined || o.dropNotes))
          throw new MnemoError('INVALID_INPUT', '--triple, --value and --drop-notes go with a new text, not with --note');
        const triple = o.triple === undefined ? undefined : parseTriple(o.triple);
        await withMnemo(
          g,
          async (m) => {
            const scope = scopeFrom({ ...g, ...o });
            if (note !== undefined) {
              const r = await m.note(scope, id, note, { reason: o.reason });
              emit(g, r, () => `noted ${r.id}`);
            } else {
              const { previous, current } = await m.update(scope, id, replacement as string, {
                reason: o.reason,
                triple,
                value: o.value,
                keepNotes: !o.dropNotes,
              });
              emit(g, { previous, current }, () => `${current.id} (supersedes ${previous.id})`);
            }
          },
          { access: 'write' },
        );
      },
    );

  withScope(program.command('forget').description('forget a memory (invalidated, kept in history)').argument('<id>'))
    .option('--reason <why>', 'kept in history')
    .action(async (id: string, o: ScopeOpts & { reason?: string }, cmd: Command) => {
      const g = globals(cmd);
      const r = await withMnemo(g, (m) => m.forget(scopeFrom({ ...g, ...o }), id, { reason: o.reason }), { access: 'write' });
      emit(g, r, () => (r.alreadyForgotten ? `${id} was already forgotten` : `forgot ${id}`));
    });

  program
    .command('erase')
    .description('permanently delete everything stored for a user (asks for the user id on a terminal; --yes otherwise)')
    .requiredOption('-u, --user <id>', 'the user to erase')
    .option('-y, --yes', 'do not ask: needed when there is no terminal to confirm on')
    .action(async (o: { user: string; yes?: boolean }, cmd: Command) => {
      const g = globals(cmd);
      checkStorePath(cliConfig(g), 'read');
      if (!o.yes) await confirmErase(o.user);
      const r = await withMnemo(g, (m) => m.erase(scopeFrom({ ...g, ...o })), { access: 'read' });
      emit(
        g,
        r,
        () =>
          `erased ${o.user}: ${plural(r.memories, 'memory', 'memories')}, ${plural(r.history, 'history entry', 'history entries')}, ` +
          `${plural(r.profile, 'profile field')}, ${plural(r.sessions, 'session')} and ${plural(r.jobs, 'job')}`,
      );
    });

  withScope(
    program
      .command('history')
      .description('every change to a memory (and what it superseded or was superseded by), or to a profile field with --profile')
      .argument('[id]')
      .option('--profile <key>', 'the history of a profile field instead'),
  ).action(async (id: string | undefined, o: ScopeOpts & { profile?: string }, cmd: Command) => {
    const g = globals(cmd);
    if (!id && !o.profile) throw new MnemoError('INVALID_INPUT', 'give a memory id, or --profile <key>');
    const entries = await withMnemo(
      g,
      (m) => (o.profile ? m.profileHistory(scopeFrom({ ...g, ...o }), o.profile) : m.history(scopeFrom({ ...g, ...o }), id as string)),
      {
        access: 'read',
      },
    );
    emit(g, entries, () =>
      entries
        .map((e) => {
          const v = (x: unknown) => (x && typeof x === 'object' && 'content' in x ? JSON.stringify((x as { content: unknown }).content) : JSON.stringify(x));
          return `${e.at.toISOString()}  ${e.op.padEnd(10)} ${e.targetId}  by ${e.actor.type}${e.actor.id ? `:${e.actor.id}` : ''}${e.reason ? `  reason: ${e.reason}` : ''}\n    old: ${v(e.oldValue)}\n    new: ${v(e.newValue)}`;
        })
        .join('\n'),
    );
  });
}

/** How many profile fields the caller can see (an agent without a read grant on the user namespace sees none). */
async function profileSize(m: Mnemo, scope: ScopeInput): Promise<number> {
  try {
    return (await m.profile(scope)).length;
  } catch (error) {
    if (MnemoError.isInstance(error) && error.code === 'POLICY_DENIED') return 0;
    throw error;
  }
}

function tripleOf(o: Record<string, unknown>): { subject: string; predicate: string; object: string } {
  if (!o.subject || !o.predicate || !o.object) throw new MnemoError('INVALID_INPUT', 'a triple needs all of --subject, --predicate and --object');
  return { subject: String(o.subject), predicate: String(o.predicate), object: String(o.object) };
}

/** `subject,predicate,object`; the object may itself hold commas. */
function parseTriple(v: string): { subject: string; predicate: string; object: string } {
  const first = v.indexOf(',');
  const second = first < 0 ? -1 : v.indexOf(',', first + 1);
  const [subject, predicate, object] = second < 0 ? [] : [v.slice(0, first), v.slice(first + 1, second), v.slice(second + 1)].map((x) => x.trim());
  if (!subject || !predicate || !object) throw new MnemoError('INVALID_INPUT', 'give --triple as subject,predicate,object, e.g. --triple user,team,infra team');
  return { subject, predicate, object };
}
