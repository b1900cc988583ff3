// Drives `agentcage mcp` with the official MCP TypeScript SDK client, over stdio and over Streamable HTTP.
// Usage: node interop.mjs JAVA JAR URL TOKEN
// Prints one "ok <transport> <step>" line per passed step; exits 1 with "FAIL ..." on the first failure.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const [java, jar, url, token] = process.argv.slice(2);

function check(transport, step, condition, detail) {
  if (!condition) {
    throw new Error(`${transport} ${step}: ${detail}`);
  }
  console.log(`ok ${transport} ${step}`);
}

async function exercise(name, transport) {
  const client = new Client({ name: 'agentcage-interop', version: '1.0.0' });
  await client.connect(transport);

  const tools = (await client.listTools()).tools;
  const execute = tools.find((t) => t.name === 'execute_python');
  check(name, 'list-tools', execute && execute.outputSchema && tools.some((t) => t.name === 'open_session'),
    JSON.stringify(tools.map((t) => t.name)));

  const run = await client.callTool({ name: 'execute_python', arguments: { code: 'print(6 * 7)' } });
  check(name, 'structured-content', run.structuredContent && run.structuredContent.outcome === 'SUCCESS'
    && run.structuredContent.stdout === '42\n' && run.content[0].text.includes('42'), JSON.stringify(run));

  const chunks = [];
  const streamed = await client.callTool(
    { name: 'execute_python', arguments: { code: "for i in range(3):\n    print('line', i)" } },
    undefined, { onprogress: (p) => chunks.push(p.message) });
  // The server sends every chunk before the response, in order. The SDK client runs notification handlers a
  // microtask after reading them but settles the response at once, removing the call's progress handler: chunks read
  // in the same batch as the response are dropped by the client ("unknown token"). So the chunks received form a
  // prefix of the output; that output arrives while the code runs is checked by the live-output step below.
  check(name, 'progress', 'line 0\nline 1\nline 2\n'.startsWith(chunks.join(''))
    && streamed.structuredContent.stdout === 'line 0\nline 1\nline 2\n', JSON.stringify(chunks));

  const session = (await client.callTool({ name: 'open_session', arguments: {} })).content[0].text.trim();
  await client.callTool({ name: 'execute_in_session', arguments: { session_id: session, code: "state = 'kept'" } });
  const abort = new AbortController();
  let started;
  const running = new Promise((resolve) => { started = resolve; });
  const long = client.callTool(
    { name: 'execute_in_session', arguments: { session_id: session, code: "print('started')\nwhile True:\n    pass" } },
    undefined, { signal: abort.signal, onprogress: (p) => started(p.message), timeout: 600000 });
  check(name, 'live-output', (await running) === 'started\n', 'the first chunk while the code runs');
  abort.abort('the user stopped it');   // the SDK sends notifications/cancelled for the call
  const outcome = await long.then(() => 'completed', (e) => `rejected: ${e}`);
  check(name, 'cancel', outcome.startsWith('rejected'), outcome);
  const after = await client.callTool(
    { name: 'execute_in_session', arguments: { session_id: session, code: 'print(state)' } },
    undefined, { timeout: 600000 });
  check(name, 'after-cancel', after.structuredContent.outcome === 'SUCCESS'
    && after.structuredContent.stdout === 'kept\n', JSON.stringify(after.structuredContent));

  const refused = await client.callTool({ name: 'execute_in_session', arguments: { session_id: 's-none', code: '1' } });
  check(name, 'tool-error', refused.isError === true && refused.structuredContent.outcome === 'TOOL_ERROR',
    JSON.stringify(refused));
  await client.close();
}

try {
  await exercise('stdio', new StdioClientTransport({ command: java, args: ['-jar', jar, 'mcp', '--timeout', '10m'],
    stderr: 'inherit' }));
  await exercise('http', new StreamableHTTPClientTransport(new URL(url),
    { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
  console.log('ALL OK');
} catch (e) {
  console.log(`FAIL ${e.message}`);
  process.exit(1);
}
