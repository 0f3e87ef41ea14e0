/**
 * `mnemo/mcp`: Mnemo's memory tools as an MCP server, over stdio (`mnemo mcp`) or Streamable HTTP
 * (`handleMcpRequest` / `handleMcpNode`, mounted at `/mcp` by `mnemo serve`). A subpath of its own
 * so the package root never loads the MCP SDK.
 */
export { createMcpServer, MCP_INSTRUCTIONS, MCP_SERVER_INFO, MCP_TOOL_NAMES, type McpServerOptions } from './server.js';
export { handleMcpRequest, handleMcpNode, type McpRequestScope } from './http.js';
export { DrainingTransport } from './draining.js';
export { LineStdioTransport, MAX_LINE_BYTES } from './stdio.js';
export type { MemoryView } from './results.js';
