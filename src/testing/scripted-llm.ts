/**
 * A scripted OpenAI-compatible server for tests and offline demos of the model path. It speaks the
 * Chat Completions API on 127.0.0.1 (plain JSON, or server-sent events when the client asks for a
 * stream: the text comes word by word), so the real AI SDK client and provider code
 * run unchanged over real HTTP; only the model's judgement is replaced by a script. No model weights
 * can be downloaded on a machine without network, which is why the model path is tested this way.
 *
 * A script is a function from the request to a reply. A reply is text (JSON text for structured
 * calls), tool calls, an HTTP error, or a delay longer than the client waits. `down()` makes the
 * server refuse connections until `up()`, on the same port.
 *
 * It also speaks a rerank endpoint in Cohere's shape (`POST …/rerank`: `{ model, query, documents,
 * top_n }` → `{ results: [{ index, relevance_score }] }`, best first), which the AI SDK's Cohere
 * provider calls, for tests of reranking; its script is set apart (`setRerankScript`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the client sent, as the script sees it. */
export interface ScriptedRequest {
  readonly model: string;
  readonly messages: readonly { role: string; content: unknown; tool_calls?: unknown; tool_call_id?: string }[];
  /** The `json_schema.name` of a structured call (e.g. `mnemo_extraction`), else null. */
  readonly schemaName: string | null;
  readonly tools: readonly string[];
  readonly body: Record<string, unknown>;
  /** The system message text, for scripts that branch on the task. */
  readonly system: string;
  /** The last user message text. */
  readonly lastUser: string;
}

/** What the scripted model answers. */
export type ScriptedReply =
  | { readonly text: string; readonly delayMs?: number }
  | { readonly toolCalls: readonly { readonly name: string; readonly arguments: Record<string, unknown> }[]; readonly text?: string }
  | { readonly status: number; readonly error: string }
  | { readonly hangMs: number };

/** The script: decides each reply. */
export type Script = (request: ScriptedRequest) => ScriptedReply | Promise<ScriptedReply>;

/** A rerank request as the script sees it. */
export interface ScriptedRerankRequest {
  readonly model: string;
  readonly query: string;
  readonly documents: readonly string[];
  readonly topN: number | null;
}

/** What the scripted reranker answers: a score per document (in their order), a raw body, an HTTP error, or a hang. */
export type ScriptedRerankReply =
  { readonly scores: readonly number[] } | { readonly body: unknown } | { readonly status: number; readonly error: string } | { readonly hangMs: number };

export type RerankScript = (request: ScriptedRerankRequest) => ScriptedRerankReply | Promise<ScriptedRerankReply>;

/** A running scripted server. */
export interface ScriptedLlm {
  /** Base URL for `MNEMO_LLM_BASE_URL`, ending in `/v1`. */
  readonly baseURL: string;
  readonly port: number;
  /** Every request received, in order. */
  readonly requests: ScriptedRequest[];
  /** Every rerank request received, in order. */
  readonly rerankRequests: ScriptedRerankRequest[];
  setScript(script: Script): void;
  /** The rerank endpoint's script (without one it answers 404). */
  setRerankScript(script: RerankScript): void;
  /** Stops listening (clients see connection refused) until {@link up}. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a scripted server on an ephemeral port of 127.0.0.1. */
export async function startScriptedLlm(script: Script, options: { port?: number; rerank?: RerankScript } = {}): Promise<ScriptedLlm> {
  let current = script;
  let rerankScript = options.rerank;
  const requests: ScriptedRequest[] = [];
  const rerankRequests: ScriptedRerankRequest[] = [];
  const sockets = new Set<Socket>();
  let server: Server;
  let port = options.port ?? 0;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method === 'POST' && req.url?.endsWith('/rerank') && rerankScript) {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      const request: ScriptedRerankRequest = {
        model: String(body.model ?? ''),
        query: String(body.query ?? ''),
        documents: Array.isArray(body.documents) ? body.documents.map(String) : [],
        topN: typeof body.top_n === 'number' ? body.top_n : null,
      };
      rerankRequests.push(request);
      await answerRerank(res, request, await rerankScript(request), rerankRequests.length);
      return;
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    const messages = (body.messages ?? []) as ScriptedRequest['messages'];
    const text = (c: unknown): string => (typeof c === 'string' ? c : Array.isArray(c) ? c.map((p) => (p as { text?: string }).text ?? '').join('') : '');
    const format = body.response_format as { type?: string; json_schema?: { name?: string } } | undefined;
    const request: ScriptedRequest = {
      model: String(body.model ?? ''),
      messages,
      schemaName: format?.type === 'json_schema' ? (format.json_schema?.name ?? null) : null,
      tools: ((body.tools ?? []) as { function?: { name?: string } }[]).map((t) => t.function?.name ?? ''),
      body,
      system: messages
        .filter((m) => m.role === 'system')
        .map((m) => text(m.content))
        .join('\n'),
      lastUser: text([...messages].reverse().find((m) => m.role === 'user')?.content),
    };
    requests.push(request);
    const reply = await current(request);
    if ('hangMs' in reply) {
      await new Promise<void>((r) => {
        const timer = setTimeout(r, reply.hangMs);
        timer.unref();
        res.on('close', () => {
          clearTimeout(timer);
          r();
        });
      });
      if (!res.destroyed) res.writeHead(504).end();
      return;
    }
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: reply.error, type: 'scripted' } }));
      return;
    }
    if ('delayMs' in reply && reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    const toolCalls = 'toolCalls' in reply ? reply.toolCalls : [];
    const message = {
      role: 'assistant',
      content: 'text' in reply ? (reply.text ?? null) : null,
      ...(toolCalls.length > 0 && {
        tool_calls: toolCalls.map((c, i) => ({
          id: `call_${requests.length}_${i}`,
          type: 'function',
          function: { name: c.name, arguments: JSON.stringify(c.arguments) },
        })),
      }),
    };
    if (body.stream === true) {
      writeStream(res, `chatcmpl-${requests.length}`, request.model, message.content ?? '', message.tool_calls ?? []);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [{ index: 0, message, finish_reason: toolCalls.length > 0 ? 'tool_calls' : 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  };

  let listening = false;
  const listen = async (): Promise<void> => {
    if (listening) return;
    server = createServer((req, res) => {
      handle(req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: String(error) } }));
      });
    });
    server.on('connection', (s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.address() as AddressInfo).port;
    listening = true;
  };
  const stop = async (): Promise<void> => {
    if (!listening) return;
    listening = false;
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  await listen();
  return {
    get baseURL() {
      return `http://127.0.0.1:${port}/v1`;
    },
    get port() {
      return port;
    },
    requests,
    rerankRequests,
    setScript: (s) => {
      current = s;
    },
    setRerankScript: (s) => {
      rerankScript = s;
    },
    down: stop,
    up: listen,
    close: stop,
  };
}

/** Writes a rerank reply in Cohere's shape: the documents' indexes best first, cut to `top_n`. */
async function answerRerank(res: ServerResponse, request: ScriptedRerankRequest, reply: ScriptedRerankReply, n: number): Promise<void> {
  if ('hangMs' in reply) {
    await new Promise<void>((r) => {
      const timer = setTimeout(r, reply.hangMs);
      timer.unref();
      res.on('close', () => {
        clearTimeout(timer);
        r();
      });
    });
    if (!res.destroyed) res.writeHead(504).end();
    return;
  }
  if ('status' in reply) {
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify({ message: reply.error }));
    return;
  }
  const body =
    'body' in reply
      ? reply.body
      : {
          id: `rerank-${n}`,
          results: reply.scores
            .map((relevance_score, index) => ({ index, relevance_score }))
            .sort((a, b) => b.relevance_score - a.relevance_score)
            .slice(0, request.topN ?? reply.scores.length),
          meta: {},
        };
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** A reply as Chat Completions chunks over server-sent events: text word by word, then tool calls, then the finish. */
function writeStream(
  res: ServerResponse,
  id: string,
  model: string,
  text: string,
  toolCalls: readonly { id: string; type: string; function: { name: string; arguments: string } }[],
): void {
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: Record<string, unknown>, finish: string | null = null, extra: Record<string, unknown> = {}) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write(chunk({ role: 'assistant', content: '' }));
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) res.write(chunk({ content: piece }));
  toolCalls.forEach((call, index) => res.write(chunk({ tool_calls: [{ index, ...call }] })));
  res.write(chunk({}, toolCalls.length > 0 ? 'tool_calls' : 'stop', { usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } }));
  res.end('data: [DONE]\n\n');
}
