/** An MCP client linked in process to a Mnemo MCP server, for the tests that call the tools as an agent would. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createMcpServer } from '../../src/surfaces/mcp/index.js';

/** Creates a server with `options`, links it to a new client named `name` over in-memory transports, and connects both. */
export async function linkedMcpClient(options: Parameters<typeof createMcpServer>[0], name = 'test'): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(options).connect(serverSide);
  const client = new Client({ name, version: '1' });
  await client.connect(clientSide);
  return client;
}
