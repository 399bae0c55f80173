import type { ConsoleRole } from '@edma/contract/committee';
import { DEFAULT_PRIVACY_SETTINGS, PRIVACY_API } from '@edma/contract/privacy';
import { PRIVACY_NOTICE_API } from '@edma/contract/privacy-notice';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub.ts';
import { routesAt } from '@web/test/render-routes.tsx';
import { renderInConsole, stubConsoleApi, type ConsoleApi } from '../../console-test-helpers.tsx';
import { ConsoleRolesContext } from '../../console-roles.ts';
import { PrivacySection } from './privacy-section.tsx';

let api: ConsoleApi;
beforeEach(() => {
  api = stubConsoleApi((url) => {
    if (url.pathname === PRIVACY_API.settings.path) return jsonResponse(200, { success: true, settings: DEFAULT_PRIVACY_SETTINGS });
    if (url.pathname === PRIVACY_NOTICE_API.committee.path) {
      return jsonResponse(200, { success: true, version: 1, updatedOn: '2026-11-25', html: '<p>EDMA.</p>', text: 'EDMA.' });
    }
    return jsonResponse(404, { success: false });
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderAs = (...roles: ConsoleRole[]) =>
  renderInConsole(<ConsoleRolesContext value={roles}>{routesAt('/', { '/': <PrivacySection /> })}</ConsoleRolesContext>);

describe('PrivacySection', () => {
  it('shows the committee the directory and keeping settings and the notice', async () => {
    renderAs('committee');
    expect(await screen.findByRole('combobox', { name: 'Who sees the family directory' })).toHaveValue('public');
    expect(screen.getByRole('spinbutton', { name: 'Archive lapsed families after (months)' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'The notice' })).toHaveValue('EDMA.');
    expect(api.gets).toContain(PRIVACY_API.settings.path);
  });

  it('shows the content role the notice alone, without asking for the settings', async () => {
    renderAs('content');
    expect(await screen.findByRole('textbox', { name: 'The notice' })).toHaveValue('EDMA.');
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Who sees the family directory' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(api.gets).toEqual([PRIVACY_NOTICE_API.committee.path]);
  });

  it('shows the committee part to someone holding the content role beside the committee', async () => {
    renderAs('content', 'committee');
    expect(await screen.findByRole('combobox', { name: 'Who sees the family directory' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'The notice' })).toBeInTheDocument();
  });
});
