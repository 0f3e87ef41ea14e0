/**
 * MCP over Streamable HTTP, stateless: every POST gets a new server and transport bound to the scope
 * the caller's authentication resolved (the SDK's documented pattern for stateless servers), answers
 * with JSON, and is closed after. Nothing is kept between requests, so any number of server
 * processes can answer. GET (a server-to-client event stream) and DELETE (ending a session) have no
 * meaning without sessions and answer 405, which MCP clients expect from a stateless server.
 *
 * Mounting behind authentication (`mnemo serve`, Hono): the auth middleware resolves the key to a
 * scope and a role first, then (docs/mcp.md)
 *   app.all('/mcp', (c) => handleMcpRequest({ mnemo, scope, readOnly: role === 'read', request: c.req.raw }));
 * A plain Node server (node:http, express) uses {@link handleMcpNode} the same way.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { Mnemo } from '../../engine/mnemo.js';
import type { ScopeInput } from '../../core/scope-input.js';
import { createMcpServer } from './server.js';

/** One HTTP request's engine and the scope its credentials resolved to. */
export interface McpRequestScope {
  readonly mnemo: Mnemo;
  /** Whose memory this request may touch: decided by the API key (or the server's configuration), never by the body. */
  readonly scope: ScopeInput;
  /** A read-only key: only the tools that read are offered. */
  readonly readOnly?: boolean;
}

const NOT_ALLOWED = JSON.stringify({
  jsonrpc: '2.0',
  error: { code: -32000, message: 'Method not allowed: this MCP server is stateless, send JSON-RPC with POST' },
  id: null,
});

/**
 * Answers one web-standard request to the MCP endpoint (Hono, fetch handlers). `parsedBody` is the
 * JSON body when a middleware already read the request's stream (a body-size limit that parses it);
 * otherwise the transport reads it, without a size limit of its own. Throws only for a
 * bad scope (SCOPE_REQUIRED / INVALID_INPUT), before reading the body; protocol errors are answered
 * by the transport (400 for a malformed body, 406 for a wrong Accept header) and tool errors are
 * results.
 */
export async function handleMcpRequest(options: McpRequestScope & { readonly request: Request; readonly parsedBody?: unknown }): Promise<Response> {
  if (options.request.method !== 'POST') {
    return new Response(NOT_ALLOWED, { status: 405, headers: { 'content-type': 'application/json', allow: 'POST' } });
  }
  const server = createMcpServer(options);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  try {
    await server.connect(transport);
    // With JSON responses the transport resolves once every answer to this request is in the body.
    return await transport.handleRequest(options.request, options.parsedBody === undefined ? undefined : { parsedBody: options.parsedBody });
  } finally {
    await server.close();
  }
}

/**
 * Answers one Node request to the MCP endpoint (node:http, express). `parsedBody` is the JSON body
 * when a middleware already read it; otherwise the transport reads the request (limit its size in
 * front of this). Throws only for a bad scope, before anything is written.
 */
export async function handleMcpNode(
  options: McpRequestScope & { readonly req: IncomingMessage; readonly res: ServerResponse; readonly parsedBody?: unknown },
): Promise<void> {
  const { req, res } = options;
  if (req.method !== 'POST') {
    res.writeHead(405, { 'content-type': 'application/json', allow: 'POST' }).end(NOT_ALLOWED);
    return;
  }
  const server = createMcpServer(options);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, options.parsedBody);
}
