// Server logs: readable lines for a person at a terminal or in development,
// one JSON object a line for log collectors everywhere else.
import { stripVTControlCharacters } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildTestApp } from './helpers.ts';

describe('log format', () => {
  const production = { NODE_ENV: 'production', DATA_DIR: 'memory://' } as const;

  it('is readable lines at a terminal and JSON when stdout is a pipe or file', () => {
    expect(loadConfig(production, true).logFormat).toBe('pretty');
    expect(loadConfig(production, false).logFormat).toBe('json');
  });

  it('is readable lines in development, and LOG_FORMAT overrides the default', () => {
    expect(loadConfig({ ...production, NODE_ENV: 'development' }, false).logFormat).toBe('pretty');
    expect(loadConfig({ ...production, LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(() => loadConfig({ ...production, LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});

describe('pretty logs', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('print a request as two readable lines, not as JSON', async () => {
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    const t = await buildTestApp({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' });
    try {
      await t.app.inject({ method: 'GET', url: '/api/health' });
    } finally {
      await t.close();
    }
    vi.restoreAllMocks();
    // Colours aside, as a person reads them.
    const lines = stripVTControlCharacters(printed.join('')).split('\n').filter(Boolean);
    expect(lines).toContainEqual(
      expect.stringMatching(/INFO: req-\d+ incoming request: GET \/api\/health$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/INFO: req-\d+ request completed: 200 in \d+ ms$/),
    );
    for (const line of lines) expect(line.trimStart().startsWith('{')).toBe(false);
  });
});
