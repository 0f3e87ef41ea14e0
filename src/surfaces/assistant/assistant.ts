/**
 * The assistant (M27): one turn is route → (memory edit | answer | chat | clarify) → reply, with the
 * turn written to the session log and extraction queued after it (not after memory edits, which are
 * applied at once and marked so extraction skips them). The reply never waits for memory writing.
 * Offline (no model) the router and memory edits work by rules, "what do you remember about me?" is
 * answered from memory, and open questions say plainly that no model is configured.
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { ModelMessage } from 'ai';
import type { ConsolidationAction } from '../../write/consolidate/plan.js';
import { analyseTurn, type TurnAnalysis } from '../../write/extract/clauses/index.js';
import { knownOf } from '../../write/extract/rules.js';
import { guardCandidates, recentUserTurns, WINDOW_TURNS } from '../../write/guard/candidates.js';
import { redactSecrets } from '../../write/guard/secrets.js';
import type { Candidate } from '../../write/extract/types.js';
import type { Mnemo, Recalled } from '../../engine/mnemo.js';
import { loadTokenizer } from '../../read/pack/tokens.js';
import { buildWorkingMemory } from '../../read/pack/working-memory.js';
import { generateReply } from '../../models/providers/structured.js';
import { MnemoError } from '../../core/errors.js';
import { toScope, type ScopeInput } from '../../core/scope-input.js';
import { isValidScopeId } from '../../core/types/scope.js';
import { createMemoryTools } from '../tools/memory-tools.js';
import type { Job } from '../../core/types/job.js';
import type { ProfileEntry } from '../../core/types/profile.js';
import { describeEdits, notChangedLine, questionsOf, refusedLines, saidSomethingUnread } from './offline.js';
import { routeByModel, routeByRules, type PreviousTurn, type RouteDecision } from './router.js';

/** What one turn did. */
export interface TurnResult {
  readonly sessionId: string;
  readonly route: RouteDecision;
  readonly reply: string;
  /** Memories put into the context, with their scores. */
  readonly recalled: readonly Recalled[];
  /** Memory edits applied during the turn (memory_edit route). */
  readonly edits: readonly { readonly tool: string; readonly input: unknown; readonly output: unknown }[] | readonly ConsolidationAction[];
  /** Extraction jobs queued by the turn (run in the background). */
  readonly queued: readonly Job[];
  readonly model: string | null;
}

/** Options of one turn. */
export interface TurnOptions {
  readonly sessionId?: string;
  /** Start a new session (the current one is ended and extracted). */
  readonly fresh?: boolean;
  /** Token budget of the memory context (default 800). */
  readonly budget?: number;
}

/** The longest message a turn accepts: the message is also the recall query, which is capped at this length. */
export const MAX_MESSAGE_CHARS = 10_000;

const NO_MODEL =
  'No language model is configured (set MNEMO_LLM, e.g. openai:gpt-4o-mini or openai-compatible:<model> with MNEMO_LLM_BASE_URL), so I can’t answer open questions.';
const GREETING = /^(hi|hello|hey|hiya|good (morning|afternoon|evening))\b/i;
const ABOUT_ME = /\b(remember|know)\b.*\b(about )?me\b|\bwho am i\b|\bwhat('s| is) my\b|\bmy (name|team|role|preferences?)\b/i;

/** The assistant over a Mnemo engine. */
export class Assistant {
  private readonly model: LanguageModelV4 | null;

  constructor(
    private readonly mnemo: Mnemo,
    options: { model?: LanguageModelV4 | null } = {},
  ) {
    this.model = options.model === undefined ? mnemo.llm : options.model;
  }

  /** Runs one turn for the user in `scopeInput`. */
  async turn(scopeInput: ScopeInput, said: string, options: TurnOptions = {}): Promise<TurnResult> {
    const base = toScope(scopeInput);
    // Everything that can refuse the turn is checked before the session is opened or the turn logged.
    checkTurn(said, options);
    // Secrets never go further than this: not to the log, not to memory, not to the model.
    const message = redactSecrets(said).text;
    const session = await this.mnemo.sessions.open(base, { sessionId: options.sessionId ?? base.sessionId, fresh: options.fresh });
    const scope = { ...base, sessionId: session.id };
    const previous = await this.previousTurn(scope, session.eventCount);
    const timeoutMs = this.mnemo.writePathConfig.modelTimeoutMs;
    const route = this.model ? await routeByModel(this.model, message, previous, timeoutMs) : routeByRules(message, previous);
    const log = this.mnemo.logger;
    log.info('route', { route: route.route, reason: route.reason, session: session.id });

    const isEdit = route.route === 'memory_edit';
    // Offline the rules are the extractor: what a statement gives is applied at once (the same
    // consolidation a job would run), so the reply says exactly what was stored.
    const reading = analyseTurn(message, {
      now: this.mnemo.now(),
      known: knownOf(await this.mnemo.profile(scope)),
      before: previous.user ? [previous.user] : [],
    });
    const offline = !this.model && !this.mnemo.llm;
    const statements = offline && !isEdit && route.route !== 'clarify' && reading.candidates.length > 0;
    // A turn the rules could not place ("its Ledger" right after the team was set) is answered "stored and changed
    // nothing"; no later job may read it again without the turn before it and store what the reply denied.
    const unsure = offline && reading.candidates.length === 0 && reading.notUnderstood.length > 0;
    const appended = await this.mnemo.sessions.append(scope, session.id, [{ role: 'user', content: message, memoryEdit: isEdit || statements || unsure }]);
    const jobs = appended.jobs;
    const seqs = appended.events.map((e) => e.seq);
    const parts: string[] = [];
    let recalled: readonly Recalled[] = [];
    let edits: TurnResult['edits'] = [];
    if (isEdit) {
      const done = this.model ? await this.editWithModel(scope, message, previous) : await this.editWithRules(scope, reading, seqs);
      parts.push(done.reply);
      edits = done.edits;
    } else if (statements) {
      const done = await this.applyStatements(scope, reading, seqs);
      edits = done.edits;
      parts.push(done.reply);
    }
    // A question asked beside an edit ("Actually I moved to Bergen. Where do I work?") is answered
    // too, after the edit, so the answer already reads the new value.
    const question = route.route === 'answer' ? (statements ? questionsOf(reading.clauses) || message : message) : isEdit ? questionsOf(reading.clauses) : '';
    if (route.route === 'clarify') {
      parts.push(route.clarifyingQuestion ?? 'Could you say a bit more about what you mean?');
    } else if (question || route.route === 'chat') {
      const ask = question || message;
      const kind = question ? 'answer' : 'chat';
      // Not frozen per session: a correction made a turn ago must show in the very next answer.
      const context = await this.mnemo.context({ ...scope, sessionId: undefined }, ask, { budget: options.budget ?? 800 });
      recalled = context.recalled;
      // context() logged what was recalled (ids and score parts, never text), as it does for every surface.
      const said = this.model
        ? await this.replyWithModel(scope, session.id, ask, kind, context.stable.text, context.episodic.text)
        : await this.replyOffline(scope, ask, kind, recalled, { reading, applied: statements });
      // A greeting comes before what was stored; an answer after it.
      if (kind === 'chat') parts.unshift(said);
      else parts.push(said);
    }
    const reply = parts.filter(Boolean).join('\n\n');
    await this.mnemo.sessions.append(scope, session.id, [
      { role: 'assistant', content: reply, memoryEdit: isEdit || statements, metadata: { route: route.route } },
    ]);
    return { sessionId: session.id, route, reply, recalled, edits, queued: jobs, model: this.model ? `${this.model.provider}:${this.model.modelId}` : null };
  }

  private async previousTurn(scope: { tenantId: string; userId: string; sessionId: string }, count: number): Promise<PreviousTurn> {
    // A conversation resumed after an idle timeout goes on from the last session's last user turn.
    if (count === 0) return { user: (await this.mnemo.sessions.resumedTurn(scope, scope.sessionId))?.content ?? null, assistant: null };
    const events = await this.mnemo.sessions.events(scope, scope.sessionId, { afterSeq: Math.max(0, count - 4) });
    const user = [...events].reverse().find((e) => e.role === 'user');
    const assistant = [...events].reverse().find((e) => e.role === 'assistant');
    return { user: user?.content ?? null, assistant: assistant?.content ?? null };
  }

  /** Offline memory editor: the rules find the change; the same consolidation applies it at once. */
  private async editWithRules(
    scope: { tenantId: string; userId: string; sessionId: string },
    reading: TurnAnalysis,
    seqs: readonly number[],
  ): Promise<{ reply: string; edits: ConsolidationAction[] }> {
    // An edit the user asked for is kept whatever its importance.
    const done = await this.applyFound(scope, reading, seqs, 0);
    if (done.edits.length === 0 && done.refused.length === 0) {
      const unsure = reading.notUnderstood.length > 0 ? notChangedLine(reading) : null;
      return {
        reply: [
          unsure,
          'I couldn’t tell what to change, so nothing changed. Say it like “forget my team”, “actually I work on the infra team, not platform”, or “remember that …”.',
        ]
          .filter(Boolean)
          .join('\n'),
        edits: [],
      };
    }
    return { reply: [done.edits.length ? describeEdits(done.edits) : '', ...done.refused].filter(Boolean).join('\n'), edits: done.edits };
  }

  /** Offline, what a statement says is applied at once, under the importance floor extraction uses. */
  private async applyStatements(
    scope: { tenantId: string; userId: string; sessionId: string },
    reading: TurnAnalysis,
    seqs: readonly number[],
  ): Promise<{ reply: string; edits: ConsolidationAction[] }> {
    const done = await this.applyFound(scope, reading, seqs, this.mnemo.writePathConfig.importanceFloor);
    const lines = [done.edits.length ? describeEdits(done.edits) : '', ...done.refused];
    const unread = notChangedLine(reading);
    if (unread) lines.push(unread);
    return { reply: lines.filter(Boolean).join('\n'), edits: done.edits };
  }

  private async applyFound(
    scope: { tenantId: string; userId: string; sessionId: string },
    reading: TurnAnalysis,
    seqs: readonly number[],
    importanceFloor: number,
  ): Promise<{ edits: ConsolidationAction[]; refused: string[] }> {
    // the session's recent user turns, read together: an instruction split over turns is promoted by no edit either
    const last = Math.max(0, ...seqs);
    const recent = last > 0 ? await this.mnemo.sessions.events(scope, scope.sessionId, { afterSeq: Math.max(0, last - 4 * WINDOW_TURNS) }) : [];
    const guarded = guardCandidates(
      reading.candidates.map((c) => ({ ...c, eventSeqs: [...seqs] })),
      { importanceFloor, maxChars: this.mnemo.limits.maxChars, rememberToolOutput: true, window: recentUserTurns(recent.filter((e) => e.seq <= last)) },
    );
    const candidates: Candidate[] = guarded.kept;
    const refused = refusedLines(guarded.dropped);
    if (candidates.length === 0 && reading.forget.length === 0) return { edits: [], refused };
    const edits = await this.mnemo.applyCandidates(scope, candidates, { forget: reading.forget, reason: 'at the user’s request' });
    for (const a of edits) this.mnemo.logger.info('memory write', { op: a.op, memory: a.memoryId, target: a.targetId, reason: a.reason });
    return { edits, refused };
  }

  /** Model memory editor: it must call a tool; the current profile is in its prompt so it copies old values exactly. */
  private async editWithModel(
    scope: { tenantId: string; userId: string; sessionId: string },
    message: string,
    previous: PreviousTurn,
  ): Promise<{ reply: string; edits: { tool: string; input: unknown; output: unknown }[] }> {
    const edits: { tool: string; input: unknown; output: unknown }[] = [];
    const tools = createMemoryTools(this.mnemo, scope, {
      onCall: (tool, input, output) => {
        edits.push({ tool, input, output });
        this.mnemo.logger.info('memory tool', { tool, input, output });
      },
    });
    const profile = await this.mnemo.profile(scope);
    const system = [
      'You edit the user’s long-term memory. You must call a tool to make the change the user asks for.',
      'To correct a profile field use update_memory with target "profile:<key>" and copy old_value exactly from the current profile below.',
      'To correct a memory, search_memory first, then update_memory with its id and its current text as old_value.',
      'To forget, call forget with an id or a topic. To add something, call remember.',
      `Current profile:\n${formatProfile(profile) || '(empty)'}`,
    ].join('\n');
    const messages: ModelMessage[] = [
      ...(previous.user
        ? [
            { role: 'user' as const, content: previous.user },
            { role: 'assistant' as const, content: previous.assistant ?? '' },
          ]
        : []),
      { role: 'user', content: message },
    ];
    const result = await generateReply(this.model as LanguageModelV4, {
      system,
      messages,
      tools,
      toolChoice: 'required',
      maxSteps: 4,
      timeoutMs: this.mnemo.writePathConfig.modelTimeoutMs,
    });
    const reply = result.text.trim() || (edits.length ? `Done: ${edits.map((e) => e.tool).join(', ')}.` : 'I could not make that change.');
    return { reply, edits };
  }

  private async replyWithModel(
    scope: { tenantId: string; userId: string; sessionId: string },
    sessionId: string,
    message: string,
    route: string,
    stable: string,
    episodic: string,
  ): Promise<string> {
    const events = await this.mnemo.sessions.events(scope, sessionId, {});
    // Working memory: the session's earlier turns (the new message is the last event), the recent
    // ones verbatim and older ones compacted — after a memory flush, so nothing said is lost.
    const earlier = events.filter((e) => e.role === 'user' || e.role === 'assistant').slice(0, -1);
    const working = await buildWorkingMemory(
      earlier.map((e) => ({ role: e.role as 'user' | 'assistant', content: e.content })),
      { keepLast: 10, tokenizer: await loadTokenizer(), beforeCompact: () => this.mnemo.sessions.flush(scope, sessionId) },
    );
    const messages: ModelMessage[] = [
      ...(working.summary
        ? [
            { role: 'user' as const, content: working.summary },
            { role: 'assistant' as const, content: 'Understood.' },
          ]
        : []),
      ...working.recent.map((t) => ({ role: t.role as 'user' | 'assistant', content: t.content })),
      { role: 'user', content: episodic ? `${episodic}\n\n${message}` : message },
    ];
    const system = [
      route === 'chat' ? 'You are a friendly assistant. Keep small talk short.' : 'You are a helpful assistant. Answer using what you remember when it helps.',
      stable,
    ]
      .filter(Boolean)
      .join('\n\n');
    const result = await generateReply(this.model as LanguageModelV4, { system, messages, timeoutMs: this.mnemo.writePathConfig.modelTimeoutMs });
    return result.text.trim() || '…';
  }

  private async replyOffline(
    scope: { tenantId: string; userId: string },
    message: string,
    route: string,
    recalled: readonly Recalled[],
    turn: { reading: TurnAnalysis; applied: boolean },
  ): Promise<string> {
    const profile = await this.mnemo.profile(scope);
    if (route === 'chat') {
      const name = profile.find((p) => p.key === 'name')?.value;
      const greets = GREETING.test(message.trim());
      const hello = greets ? (name ? `Hello, ${String(name)}.` : 'Hello.') : '';
      // Only what is true: a statement applied at once has already said what it stored.
      if (turn.applied) return hello;
      // A model extractor (the engine's) writes memory after the turn: say so, promise nothing.
      if (turn.reading.candidates.length > 0)
        return [hello, 'Memory from this turn is written after it by the extraction job (`mnemo jobs` shows it).'].filter(Boolean).join(' ');
      const unsure = turn.reading.notUnderstood.length > 0 ? notChangedLine(turn.reading) : null;
      const unread = saidSomethingUnread(turn.reading.clauses);
      const nothing = unsure
        ? `I didn’t store anything from that. ${unsure}`
        : greets && !unread
          ? ''
          : `I didn’t store anything from that${unread ? ': I couldn’t read a fact in it without a model' : ''}.`;
      return [hello, nothing, '(No language model is configured, so I can only answer from memory.)'].filter(Boolean).join(' ');
    }
    if (ABOUT_ME.test(message)) {
      const all = await this.mnemo.list(scope, { limit: 50 });
      const lines = [
        ...profile.map((p) => `- ${p.key}: ${typeof p.value === 'string' ? p.value : JSON.stringify(p.value)}`),
        ...all
          .filter((m) => !m.profileKey)
          .slice(0, 10)
          .map((m) => `- ${m.content}`),
      ];
      return lines.length ? `Here is what I remember about you:\n${lines.join('\n')}` : 'I don’t remember anything about you yet.';
    }
    const helpful = recalled.slice(0, 3).map((r) => `- ${r.memory.content}`);
    return helpful.length ? `${NO_MODEL}\nWhat I remember that may help:\n${helpful.join('\n')}` : NO_MODEL;
  }
}

function checkTurn(said: unknown, options: TurnOptions): void {
  if (typeof said !== 'string' || said.trim() === '') throw new MnemoError('INVALID_INPUT', 'the message is empty: say something');
  if (said.length > MAX_MESSAGE_CHARS) {
    throw new MnemoError('INVALID_INPUT', `the message has ${said.length} characters, the limit is ${MAX_MESSAGE_CHARS}: shorten it`, {
      details: { length: said.length, limit: MAX_MESSAGE_CHARS },
    });
  }
  if (options.budget !== undefined && (!Number.isInteger(options.budget) || options.budget < 1)) {
    throw new MnemoError('INVALID_INPUT', 'the budget must be a positive whole number of tokens');
  }
  if (options.sessionId !== undefined && !isValidScopeId(options.sessionId))
    throw new MnemoError('INVALID_INPUT', 'a session id is 1–128 letters, digits and ._:@+-');
}

function formatProfile(profile: readonly ProfileEntry[]): string {
  return profile.map((p) => `- ${p.key}: ${typeof p.value === 'string' ? p.value : JSON.stringify(p.value)}`).join('\n');
}
