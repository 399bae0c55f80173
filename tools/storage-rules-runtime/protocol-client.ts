// A client for the rules runtime's stdin/stdout protocol that behaves like firebase-tools'
// StorageRulesRuntime: numbered requests, replies routed by `id ?? server_request_id`, and
// Firestore document requests answered under the id the runtime gave.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

export interface Reply {
  id?: number;
  server_request_id?: number;
  status?: string;
  action?: string;
  context?: { path: string };
  errors: string[];
  warnings: string[];
  result?: { rulesVersion?: number; permit?: boolean };
}

/** What Node sends back for a document request; `fields` in Firestore REST form. */
export type DocumentAnswer = { status: 'ok'; fields: Record<string, unknown> } | { status: 'not_found' } | { status: 'invalid_state' };

export type DocumentLookup = (path: string) => DocumentAnswer | Promise<DocumentAnswer>;

export class ProtocolClient {
  private nextId = 0;
  private buffered = '';
  private readonly pending = new Map<number, (reply: Reply) => void>();
  readonly stderr: string[] = [];
  /** Every line the runtime wrote to stdout, in order. */
  readonly lines: string[] = [];

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => this.receive(chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => this.stderr.push(chunk));
  }

  /** Starts the jar with firebase-tools' command line and waits for the handshake. */
  static async start(javaBin: string, jarPath: string): Promise<{ client: ProtocolClient; handshake: Reply }> {
    const child = spawn(javaBin, ['-Djava.security.manager=disallow', '-Duser.language=en', '-jar', jarPath, 'serve'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const client = new ProtocolClient(child);
    const handshake = await new Promise<Reply>((resolve, reject) => {
      client.pending.set(-1, resolve);
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`runtime exited with ${code}: ${client.stderr.join('')}`)));
    });
    child.removeAllListeners('exit');
    return { client, handshake };
  }

  loadRuleset(rulesetName: string, files: { name: string; content: string }[]): Promise<Reply> {
    return this.request({ action: 'load_ruleset', context: { rulesetName, source: { files } } });
  }

  /** Sends `verify`, answering document requests with `lookup` until the verdict arrives. */
  async verify(context: object, lookup?: DocumentLookup): Promise<Reply> {
    let reply = await this.request({ action: 'verify', context });
    while (reply.context) {
      if (!lookup) throw new Error(`unexpected document request for ${reply.context.path}`);
      const answer = await lookup(reply.context.path);
      const message =
        answer.status === 'ok'
          ? { status: 'ok', result: { name: `projects/demo-edma${reply.context.path}`, fields: answer.fields } }
          : { status: answer.status };
      reply = await this.request({ ...message, warnings: [], errors: [] }, reply.server_request_id);
    }
    return reply;
  }

  /** Sends one message; `id` reuses a running conversation's id, as Node does for documents. */
  request(message: object, id: number = this.nextId++): Promise<Reply> {
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.child.stdin.write(JSON.stringify({ ...message, id }) + '\n');
    });
  }

  async stop(): Promise<number | null> {
    if (this.child.exitCode !== null) return this.child.exitCode;
    const exited = new Promise<number | null>((resolve) => this.child.once('exit', resolve));
    this.child.stdin.end();
    return exited;
  }

  private receive(chunk: string) {
    this.buffered += chunk;
    const lines = this.buffered.split('\n');
    this.buffered = lines.pop() ?? '';
    for (const line of lines.filter((l) => l.trim())) {
      this.lines.push(line);
      const reply = JSON.parse(line) as Reply;
      const id = reply.id ?? reply.server_request_id;
      const handler = id === undefined ? undefined : this.pending.get(id);
      if (!handler) throw new Error(`no request waits for ${line}`);
      this.pending.delete(id!);
      handler(reply);
    }
  }
}
