/**
 * The OpenAI Agents SDK's `Session` over a Mnemo session: every item the runner stores becomes an
 * event of the session's log (the text as the event's content, the whole item in its metadata), so
 * turns are redacted, logged and extracted as any other conversation. A Mnemo session is
 * append-only: `popItem` appends a marker that hides the last item from `getItems` (what was
 * already extracted from it stays in memory: forget it with the memory tools), and `clearSession`
 * ends the Mnemo session (reason `cleared`, its last turns extracted) and starts a new one.
 */
import type { AgentInputItem, Session } from '@openai/agents';
import { newId } from '../../../core/ids.js';
import type { EventRole, SessionEvent } from '../../../core/types/session.js';
import type { ScopeInput } from '../../../core/scope-input.js';
import type { Mnemo } from '../../../engine/mnemo.js';
import { stripInjected } from '../ai-sdk/prompt.js';

const VIA = 'openai-agents';
const POP = 'openai-agents:pop';
const PAGE = 1000;
/** Tools whose calls already wrote memory: their turn is not extracted again. */
const MEMORY_EDIT_TOOLS = new Set(['remember', 'forget', 'update_memory']);

/** Options of {@link MnemoSession}. */
export interface MnemoSessionOptions {
  readonly mnemo: Pick<Mnemo, 'sessions'>;
  /** Whose conversation (tenant, user, agent). */
  readonly scope: ScopeInput;
  /** The Mnemo session to use (created when new); default: the user's current session (a new one after the idle timeout). */
  readonly sessionId?: string;
}

/** A `Session` for `run(agent, input, { session })`. */
export class MnemoSession implements Session {
  private readonly mnemo: Pick<Mnemo, 'sessions'>;
  private readonly scope: ScopeInput;
  private id: string | null;
  private readonly requested: string | undefined;

  constructor(options: MnemoSessionOptions) {
    this.mnemo = options.mnemo;
    this.scope = { ...options.scope, sessionId: undefined };
    this.requested = options.sessionId;
    this.id = null;
  }

  async getSessionId(): Promise<string> {
    if (this.id === null) {
      const opened = await this.mnemo.sessions.open(this.scope, this.requested === undefined ? {} : { sessionId: this.requested });
      this.id = opened.id;
    }
    return this.id;
  }

  async getItems(limit?: number): Promise<AgentInputItem[]> {
    const items = (await this.live()).map((e) => e.item);
    return limit === undefined ? items : limit <= 0 ? [] : items.slice(-limit);
  }

  async addItems(items: AgentInputItem[]): Promise<void> {
    if (items.length === 0) return;
    const id = await this.getSessionId();
    const memoryEdit = items.some((i) => i.type === 'function_call' && MEMORY_EDIT_TOOLS.has(i.name));
    await this.mnemo.sessions.append(
      this.scope,
      id,
      items.map((item) => ({ ...eventOf(item), memoryEdit, metadata: { via: VIA, item: item as unknown as Record<string, unknown> } })),
    );
  }

  async popItem(): Promise<AgentInputItem | undefined> {
    const last = (await this.live()).at(-1);
    if (!last) return undefined;
    const id = await this.getSessionId();
    await this.mnemo.sessions.append(this.scope, id, [
      { role: 'tool_result', name: POP, content: `removed item ${last.seq}`, memoryEdit: true, metadata: { via: VIA, pop: last.seq } },
    ]);
    return last.item;
  }

  async clearSession(): Promise<void> {
    const id = await this.getSessionId();
    await this.mnemo.sessions.end(this.scope, id, 'cleared');
    this.id = (await this.mnemo.sessions.open(this.scope, { sessionId: newId('s') })).id;
  }

  /** The items not popped, oldest first, with the seq of the event that holds each. */
  private async live(): Promise<{ seq: number; item: AgentInputItem }[]> {
    const id = await this.getSessionId();
    const events: SessionEvent[] = [];
    for (let afterSeq = 0; ;) {
      const page = await this.mnemo.sessions.events(this.scope, id, { afterSeq, limit: PAGE });
      events.push(...page);
      if (page.length < PAGE) break;
      afterSeq = page.at(-1)?.seq ?? afterSeq;
    }
    const popped = new Set(events.flatMap((e) => (e.name === POP && typeof e.metadata.pop === 'number' ? [e.metadata.pop] : [])));
    return events.flatMap((e) => {
      const item = e.name === POP || popped.has(e.seq) ? null : itemOf(e);
      return item ? [{ seq: e.seq, item }] : [];
    });
  }
}

/** The event an item is logged as: what was said as text, tool calls and results by tool name. */
function eventOf(item: AgentInputItem): { role: EventRole; content: string; name: string | null } {
  if (item.type === 'function_call') return { role: 'tool_call', content: item.arguments, name: item.name };
  if (item.type === 'function_call_result') return { role: 'tool_result', content: textOf(item.output), name: item.name };
  if ((item.type === undefined || item.type === 'message') && 'role' in item) {
    const text = textOf(item.content);
    // Mnemo's own blocks never come back in as something someone said.
    if (item.role === 'user') return { role: 'user', content: stripInjected(text, []), name: null };
    if (item.role === 'assistant') return { role: 'assistant', content: stripInjected(text, []), name: null };
  }
  // Reasoning, hosted tool calls, system messages: kept for replay, never read as the user's words.
  return { role: 'tool_result', content: '', name: `${VIA}:${item.type ?? 'item'}` };
}

function itemOf(e: SessionEvent): AgentInputItem | null {
  const item = e.metadata.item;
  if (item && typeof item === 'object') return item as AgentInputItem;
  // An event another surface appended: its words are replayed as the message they were; its tool events are not.
  if (e.role === 'assistant') return { role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: e.content }] };
  return e.role === 'user' ? { role: 'user', content: e.content } : null;
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p) => (p && typeof p === 'object' && 'text' in p && typeof p.text === 'string' ? p.text : '')).join('');
  if (content && typeof content === 'object' && 'text' in content && typeof content.text === 'string') return content.text;
  return '';
}
