// Drives the storage rules runtime over the same JSON-lines protocol firebase-tools speaks.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStorageRulesRuntime, DEFAULT_FIRESTORE_JAR } from './build.mjs';
import { findJdk } from '../../scripts/lib/java.mjs';
import { ProtocolClient, type DocumentAnswer, type Reply } from './protocol-client.ts';
import { verifyContext, type VerifyOptions } from './storage-request.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT_DIR = join(HERE, '..', '..', '.cache', 'storage-rules-runtime');
const FIRESTORE_JAR = process.env.FIRESTORE_EMULATOR_JAR ?? DEFAULT_FIRESTORE_JAR;

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /public/{name} {
      allow read: if request.auth != null;
    }

    // Family photos: members of the family (custom claim) may list and read; they may upload
    // images under 1 MB only into their own family's folder, and only under their own uid.
    match /families/{familyId}/{file=**} {
      allow read: if request.auth != null && request.auth.token.familyId == familyId;
      allow create: if request.auth != null
        && request.auth.token.familyId == familyId
        && request.resource.metadata.uploadedBy == request.auth.uid
        && request.resource.size < 1024 * 1024
        && request.resource.contentType.matches('image/.*');
      allow delete: if false;
    }

    // Committee minutes: readable by members listed in Firestore; writable by admins.
    match /committees/{committeeId}/{file} {
      allow read: if request.auth != null
        && request.auth.uid in firestore.get(/databases/(default)/documents/committees/$(committeeId)).data.memberUids;
      allow write: if request.auth != null
        && firestore.exists(/databases/(default)/documents/admins/$(request.auth.uid));
    }

    match /archive/{file} {
      allow update: if resource.contentType == request.resource.contentType;
    }
  }
}
`;

const ALICE = { user_id: 'alice', sub: 'alice', familyId: 'f1', email: 'alice@example.org' };
const IMAGE = { name: '', contentType: 'image/png', size: 2048, metadata: { uploadedBy: 'alice' } };

describe('storage rules runtime', { timeout: 60_000 }, () => {
  let jdk: { javaBin: string; javacBin: string; jarBin: string };
  let javaBin: string;
  let jarPath: string;
  let client: ProtocolClient;
  let handshake: Reply;

  beforeAll(async () => {
    const found = findJdk();
    jdk = { javaBin: found.java, javacBin: found.javac, jarBin: found.jar };
    javaBin = jdk.javaBin;
    jarPath = await buildStorageRulesRuntime({ ...jdk, firestoreJar: FIRESTORE_JAR, outDir: OUT_DIR });
    ({ client, handshake } = await ProtocolClient.start(javaBin, jarPath));
    const loaded = await client.loadRuleset('rules', [{ name: 'storage.rules', content: RULES }]);
    expect(loaded.errors).toEqual([]);
  }, 180_000);

  afterAll(async () => {
    expect(await client?.stop()).toBe(0);
  });

  async function permits(options: Omit<VerifyOptions, 'rulesetName'>, documents: Record<string, DocumentAnswer> = {}) {
    const reply = await client.verify(verifyContext({ rulesetName: 'rules', ...options }), (path) => {
      const answer = documents[path];
      if (!answer) throw new Error(`unexpected document request: ${path}`);
      return answer;
    });
    expect(reply.status).toBe('ok');
    expect(reply.errors).toEqual([]);
    return reply.result?.permit;
  }

  describe('building', () => {
    it('writes a jar whose manifest runs it against the Firestore emulator jar', () => {
      expect(existsSync(jarPath)).toBe(true);
    });

    it('does not rebuild an up-to-date jar', async () => {
      const before = (await stat(jarPath)).mtimeMs;
      const again = await buildStorageRulesRuntime({ ...jdk, firestoreJar: FIRESTORE_JAR, outDir: OUT_DIR });
      expect(again).toBe(jarPath);
      expect((await stat(jarPath)).mtimeMs).toBe(before);
    });

    it('fails loudly, in a way firebase-tools stops on, without the rules engine', async () => {
      const work = await mkdtemp(join(tmpdir(), 'storage-rules-runtime-'));
      try {
        // The same classes, with a manifest whose Class-Path leads nowhere.
        const classes = join(work, 'classes');
        await promisify(execFile)(jdk.jarBin, ['--extract', '--file', jarPath], { cwd: await mkdirp(classes) });
        await writeFile(join(work, 'MANIFEST.MF'), 'Main-Class: org.edma.storagerules.Main\nClass-Path: file:/nonexistent/engine.jar\n');
        const broken = join(work, 'broken.jar');
        await promisify(execFile)(jdk.jarBin, ['--create', '--file', broken, '--manifest', join(work, 'MANIFEST.MF'), '-C', classes, '.']);

        const { code, stdout, stderr } = await runToExit(javaBin, ['-jar', broken, 'serve']);
        expect(code).not.toBe(0);
        expect(stdout).toBe('');
        expect(stderr).toContain('FirebaseRulesProtoCompiler not found');
        // firebase-tools ends the emulator start when the runtime's stderr says "jarfile".
        expect(stderr).toContain('jarfile');
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    });
  });

  describe('protocol', () => {
    it('starts with the handshake firebase-tools waits for', () => {
      expect(handshake).toMatchObject({ id: -1, status: 'ok' });
    });

    it('compiles rules_version 2 and 1 rulesets', async () => {
      const v2 = await client.loadRuleset('v2', [{ name: 'storage.rules', content: RULES }]);
      expect(v2).toMatchObject({ status: 'ok', errors: [], result: { rulesVersion: 2 } });

      const v1 = await client.loadRuleset('v1', [
        { name: 'storage.rules', content: 'service firebase.storage { match /b/{bucket}/o { allow read; } }' },
      ]);
      expect(v1).toMatchObject({ status: 'ok', errors: [], result: { rulesVersion: 1 } });
    });

    it('reports compile errors in errors[] as firebase-tools parses them', async () => {
      const broken =
        "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n    allow read: if request.auth != null &&;\n  }\n}\n";
      const reply = await client.loadRuleset('broken', [{ name: 'broken.rules', content: broken }]);
      expect(reply.status).toBe('ok');
      expect(reply.result).toBeUndefined();
      expect(reply.errors.length).toBeGreaterThan(0);
      const issue = JSON.parse(reply.errors[0]!);
      expect(issue.description_).toEqual(expect.any(String));
      expect(issue.description_.length).toBeGreaterThan(0);
      expect(issue.sourcePosition_).toMatchObject({ fileName_: 'broken.rules', line_: 4 });
    });

    it('answers requests it cannot serve with status ok and an error', async () => {
      const unknownRuleset = await client.verify(verifyContext({ rulesetName: 'nope', method: 'get', name: 'public/a' }));
      expect(unknownRuleset.status).toBe('ok');
      expect(unknownRuleset.errors).toEqual([expect.stringContaining('nope')]);

      const unknownAction = await client.request({ action: 'explode', context: {} });
      expect(unknownAction).toMatchObject({ status: 'ok', errors: [expect.stringContaining('explode')] });
    });

    it('keeps stdout for protocol messages only', () => {
      for (const line of client.lines) expect(() => JSON.parse(line)).not.toThrow();
    });
  });

  describe('rules', () => {
    it('lets signed-in users read public files and denies anonymous reads', async () => {
      expect(await permits({ method: 'get', name: 'public/notice.pdf', token: ALICE })).toBe(true);
      expect(await permits({ method: 'get', name: 'public/notice.pdf' })).toBe(false);
    });

    it('denies everything no rule allows', async () => {
      expect(await permits({ method: 'get', name: 'elsewhere/file.txt', token: ALICE })).toBe(false);
      expect(await permits({ method: 'delete', name: 'families/f1/a.png', token: ALICE, before: IMAGE })).toBe(false);
    });

    it('scopes family folders by path and custom claim, including list', async () => {
      expect(await permits({ method: 'get', name: 'families/f1/a.png', token: ALICE, before: IMAGE })).toBe(true);
      expect(await permits({ method: 'get', name: 'families/f2/a.png', token: ALICE, before: IMAGE })).toBe(false);
      expect(await permits({ method: 'list', name: 'families/f1/', token: ALICE })).toBe(true);
      expect(await permits({ method: 'list', name: 'families/f2/', token: ALICE })).toBe(false);
      expect(await permits({ method: 'list', name: 'families/f1/' })).toBe(false);
    });

    it('lets owners upload only small images tagged with their uid', async () => {
      const upload = (after: Partial<typeof IMAGE>, name = 'families/f1/new.png') =>
        permits({ method: 'create', name, token: ALICE, after: { ...IMAGE, name, ...after } });

      expect(await upload({})).toBe(true);
      expect(await upload({}, 'families/f2/new.png')).toBe(false);
      expect(await upload({ size: 2 * 1024 * 1024 })).toBe(false);
      expect(await upload({ contentType: 'application/pdf' })).toBe(false);
      expect(await upload({ metadata: { uploadedBy: 'mallory' } })).toBe(false);
      expect(await permits({ method: 'create', name: 'families/f1/new.png', after: { ...IMAGE, name: 'x' } })).toBe(false);
    });

    it('compares the stored object with the proposed one', async () => {
      const stored = { name: 'archive/a', contentType: 'text/plain' };
      expect(await permits({ method: 'update', name: 'archive/a', before: stored, after: stored })).toBe(true);
      expect(await permits({ method: 'update', name: 'archive/a', before: stored, after: { ...stored, contentType: 'text/html' } })).toBe(
        false,
      );
    });

    it('denies with a warning when a rule fails to evaluate', async () => {
      // `create` rules read request.resource.metadata; a missing custom metadata key is an error.
      const reply = await client.verify(
        verifyContext({
          rulesetName: 'rules',
          method: 'create',
          name: 'families/f1/new.png',
          token: ALICE,
          after: { name: 'families/f1/new.png', contentType: 'image/png', size: 1 },
        }),
      );
      expect(reply).toMatchObject({ status: 'ok', errors: [], result: { permit: false } });
      expect(reply.warnings.length).toBeGreaterThan(0);
    });
  });

  describe('firestore.get and firestore.exists', () => {
    const committee = '/databases/(default)/documents/committees/garden';
    const members = (...uids: string[]): DocumentAnswer => ({
      status: 'ok',
      fields: { memberUids: { arrayValue: { values: uids.map((uid) => ({ stringValue: uid })) } } },
    });

    it('reads a Firestore document through Node to permit and to deny', async () => {
      const read = { method: 'get', name: 'committees/garden/minutes.pdf', token: ALICE } as const;
      expect(await permits(read, { [committee]: members('bob', 'alice') })).toBe(true);
      expect(await permits(read, { [committee]: members('bob') })).toBe(false);
      expect(await permits(read, { [committee]: { status: 'not_found' } })).toBe(false);
    });

    it('checks document existence', async () => {
      const admin = '/databases/(default)/documents/admins/alice';
      const write = { method: 'create', name: 'committees/garden/minutes.pdf', token: ALICE, after: IMAGE } as const;
      expect(await permits(write, { [admin]: { status: 'ok', fields: {} } })).toBe(true);
      expect(await permits(write, { [admin]: { status: 'not_found' } })).toBe(false);
    });

    it("asks Node under the verify request's id, one document at a time, once per path", async () => {
      const rules = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o/committees/{committeeId}/private/{file} {
    allow read: if firestore.exists(/databases/(default)/documents/committees/$(committeeId))
      && request.auth.uid in firestore.get(/databases/(default)/documents/committees/$(committeeId)).data.memberUids
      && firestore.exists(/databases/(default)/documents/admins/$(request.auth.uid));
  }
}`;
      expect((await client.loadRuleset('two-documents', [{ name: 'storage.rules', content: rules }])).errors).toEqual([]);
      const admin = '/databases/(default)/documents/admins/alice';
      const requested: string[] = [];
      const reply = await client.verify(
        verifyContext({ rulesetName: 'two-documents', method: 'get', name: 'committees/garden/private/a.pdf', token: ALICE }),
        (path) => {
          requested.push(path);
          return path === committee ? members('alice') : { status: 'ok', fields: {} };
        },
      );
      expect(requested).toEqual([committee, admin]);
      expect(reply).toMatchObject({ status: 'ok', errors: [], result: { permit: true } });

      const documentRequests = client.lines.map((line) => JSON.parse(line)).filter((message) => message.context);
      expect(documentRequests.at(-1)).toMatchObject({
        status: 'ok',
        action: 'fetch_firestore_document',
        server_request_id: reply.id,
        context: { path: admin },
      });
    });

    it('serves interleaved verifications that both wait for documents', async () => {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const slow = client.verify(
        verifyContext({ rulesetName: 'rules', method: 'get', name: 'committees/garden/minutes.pdf', token: ALICE }),
        async () => {
          await gate;
          return members('alice');
        },
      );
      const fast = client.verify(
        verifyContext({ rulesetName: 'rules', method: 'get', name: 'committees/garden/minutes.pdf', token: ALICE }),
        () => members('bob'),
      );
      expect((await fast).result?.permit).toBe(false);
      release();
      expect((await slow).result?.permit).toBe(true);
    });

    it('denies when Node refuses the read', async () => {
      const read = { method: 'get', name: 'committees/garden/minutes.pdf', token: ALICE } as const;
      expect(await permits(read, { [committee]: { status: 'invalid_state' } })).toBe(false);
    });
  });
});

async function mkdirp(dir: string) {
  await mkdir(dir, { recursive: true });
  return dir;
}

function runToExit(command: string, args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
