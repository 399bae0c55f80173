import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const guide = readFileSync(join(ROOT, 'docs', 'deploying.md'), 'utf8');

interface GuideCommand {
  command: string;
  mark: string;
}

/** Every command line of the guide's `sh` blocks (continued lines joined), with its trailing comment. */
function blockCommands(text: string): GuideCommand[] {
  const commands: GuideCommand[] = [];
  for (const [, body = ''] of text.matchAll(/^ *```sh\n([\s\S]*?)^ *```/gm)) {
    const joined = body.replace(/\\\n\s*/g, ' ');
    for (const raw of joined.split('\n')) {
      const line = raw.trim();
      if (!line || line.startsWith('#')) continue;
      const at = line.search(/\s#\s/);
      commands.push(at < 0 ? { command: line, mark: '' } : { command: line.slice(0, at).trim(), mark: line.slice(at).trim() });
    }
  }
  return commands;
}

/** Code spans in the prose that look like a command someone would type. */
function inlineCommands(text: string): string[] {
  const prose = text.replace(/^ *```[\s\S]*?^ *```/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)]
    .map((match) => match[1] ?? '')
    .filter((span) => /^(?:[A-Z_]+=\S+ )*(npx|npm|gcloud|git|openssl|firebase) /.test(span));
}

const commands = blockCommands(guide);

describe('docs/deploying.md: every command is tested, local, or marked as needing a real project', () => {
  it('finds the commands of the walk-through', () => {
    const all = commands.map((c) => c.command).join('\n');
    for (const expected of [
      'npx firebase deploy',
      'npm run bootstrap',
      'gcloud config set project PROJECT',
      'functions:secrets:set SMTP_PASSWORD',
    ]) {
      expect(all).toContain(expected);
    }
  });

  it.each(commands.map((c) => [c.command, c.mark] as const))('%s is marked', (_command, mark) => {
    expect(mark).toMatch(/^# (needs a real project|tested: \S|local)/);
  });

  it('names tests and scripts that exist', () => {
    for (const { mark } of commands) {
      for (const [path] of mark.matchAll(/\b(?:tests|scripts|\.ci)\/[\w./-]+[\w]/g)) {
        expect(existsSync(join(ROOT, path)), `${path} in "${mark}"`).toBe(true);
      }
    }
  });

  it('writes no command in the prose that is not in a marked block', () => {
    const typed = commands.map((c) => c.command);
    const loose = inlineCommands(guide).filter((span) => !typed.some((command) => command.includes(span)));
    expect(loose).toEqual([]);
  });

  it('runs the one command that is safe anywhere: a secret for unsubscribe links', () => {
    const line = commands.find((c) => c.command.startsWith('openssl rand'));
    expect(line?.mark).toContain('tested: tests/config/deploy-guide.test.ts');
    const result = spawnSync('sh', ['-c', line?.command ?? 'false'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(Buffer.from(result.stdout.trim(), 'base64')).toHaveLength(48);
  });
});
