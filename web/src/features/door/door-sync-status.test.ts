import { ApiError } from '../../api/api-client.ts';
import { describe, expect, it } from 'vitest';
import { syncStatusText } from './door-sync-status.tsx';

const state = { waiting: 0, online: true, sending: false, failure: null };

describe('the sync status line', () => {
  it('says all is sent once nothing waits, whatever the connection', () => {
    expect(syncStatusText(state)).toBe('All changes sent');
    expect(syncStatusText({ ...state, online: false })).toBe('All changes sent');
  });

  it('counts the changes waiting without signal, or after a sync no answer came to', () => {
    expect(syncStatusText({ ...state, waiting: 1, online: false })).toBe('Offline: 1 change waiting');
    expect(syncStatusText({ ...state, waiting: 3, failure: { kind: 'offline' } })).toBe('Offline: 3 changes waiting');
  });

  it('tells a refusal from no signal, and a send under way', () => {
    const refused = { kind: 'refused' as const, error: new ApiError('refused', 403) };
    expect(syncStatusText({ ...state, waiting: 2, failure: refused })).toBe('Not sent: 2 changes waiting');
    expect(syncStatusText({ ...state, waiting: 2, sending: true })).toBe('Sending 2 changes');
  });
});
