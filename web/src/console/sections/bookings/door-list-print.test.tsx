import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub.ts';
import { renderInConsole, stubConsoleApi } from '../../console-test-helpers.tsx';
import { DoorListPrint } from './door-list-print.tsx';

describe('DoorListPrint', () => {
  it('puts every household going in one table: people and bands, what is owed, the allergy and no-photos flags', async () => {
    stubConsoleApi(() =>
      jsonResponse(200, {
        success: true,
        eventId: 'onam',
        title: 'Onam Celebration',
        households: [
          {
            familyId: 'fam-nair',
            familyName: 'Nair',
            reference: 'EDMA-B27-7KQ4',
            paid: false,
            amountPence: 1700,
            allergy: true,
            people: [
              { person: 'm:asha', name: 'Asha Nair', band: 'adult', noPhotos: false },
              { person: 'm:mira', name: 'Mira Nair', band: 'child', noPhotos: true },
            ],
          },
          { familyId: 'fam-kurian', familyName: 'Kurian', reference: null, paid: true, amountPence: 1200, allergy: false, people: [] },
        ],
      }),
    );
    renderInConsole(<DoorListPrint eventId="onam" title="Onam Celebration, 11 September 2099" />);
    expect(await screen.findByRole('button', { name: 'Print the door list' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Door list: Onam Celebration, 11 September 2099' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'InHouseholdPeopleTo payFlags',
      'NairEDMA-B27-7KQ4Asha Nair (Adult)Mira Nair (5 to 12), no photos£17.00Allergy',
      'KurianPaid',
    ]);
  });
});
