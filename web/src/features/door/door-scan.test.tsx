import { HOUSEHOLD_PASS_TEXTS } from '@edma/contract/household-pass';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DOOR_HOUSEHOLDS } from './door-fixtures.ts';
import { DoorScan } from './door-scan.tsx';

/*
 * jsdom has no camera and no decoder: the camera module's opener and the decoder are stubbed, the
 * component's own work (what each code opens or says, and turning the camera off) is real.
 */
const camera = vi.hoisted(() => ({ open: vi.fn(), stop: vi.fn() }));
const decoder = vi.hoisted(() => ({ load: vi.fn(), frames: [] as string[][] }));

vi.mock('./door-scan-camera.ts', async (original) => ({
  ...(await original<typeof import('./door-scan-camera.ts')>()),
  openRearCamera: camera.open,
}));
vi.mock('./door-scan-decoder.ts', () => ({ loadQrDecoder: decoder.load }));

beforeEach(() => {
  camera.open.mockReset().mockResolvedValue(camera.stop);
  camera.stop.mockReset();
  decoder.frames = [];
  // Each frame read answers the next texts queued; an empty queue is a frame with no code in it.
  decoder.load.mockReset().mockResolvedValue({ decode: async () => decoder.frames.shift() ?? [] });
});

function renderScan() {
  const onHousehold = vi.fn();
  const view = render(<DoorScan eventId="onam" households={DOOR_HOUSEHOLDS} onHousehold={onHousehold} />);
  return { onHousehold, ...view };
}

const start = () => userEvent.setup().click(screen.getByRole('button', { name: 'Scan a household pass' }));

describe('DoorScan', () => {
  it("loads the decoder as the door opens, and opens the household of this event's pass", async () => {
    const { onHousehold } = renderScan();
    expect(decoder.load).toHaveBeenCalledTimes(1);
    decoder.frames = [[], ['EDMA1:onam:fam-nair']];
    await start();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Opened the Nair household.'));
    expect(onHousehold).toHaveBeenCalledExactlyOnceWith('fam-nair');
    expect(camera.open).toHaveBeenCalledWith(expect.any(HTMLVideoElement));
    // Found: the camera is off again, ready for the next family.
    expect(camera.stop).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Scan a household pass' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("says another event's pass is not for this door and goes on scanning until a right one", async () => {
    const { onHousehold } = renderScan();
    decoder.frames = [['EDMA1:christmas:fam-nair']];
    await start();
    expect(await screen.findByText(HOUSEHOLD_PASS_TEXTS.otherEvent)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This pass is for another event.');
    expect(onHousehold).not.toHaveBeenCalled();
    expect(camera.stop).not.toHaveBeenCalled();
    decoder.frames = [['EDMA1:onam:fam-kurian']];
    await waitFor(() => expect(onHousehold).toHaveBeenCalledWith('fam-kurian'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('says what any other code is: not a pass, or a household not going', async () => {
    const { onHousehold } = renderScan();
    decoder.frames = [['https://example.org/menu']];
    await start();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not an EDMA household pass.');
    decoder.frames = [['EDMA1:onam:fam-pillai']];
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(HOUSEHOLD_PASS_TEXTS.notBooked));
    expect(onHousehold).not.toHaveBeenCalled();
  });

  it('turns the camera off when the volunteer stops, or the door screen closes', async () => {
    const { unmount } = renderScan();
    await start();
    expect(await screen.findByText('Hold the household pass in front of the camera.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop scanning' }));
    expect(camera.stop).toHaveBeenCalledTimes(1);

    await start();
    await screen.findByRole('button', { name: 'Stop scanning' });
    await waitFor(() => expect(camera.open).toHaveBeenCalledTimes(2));
    unmount();
    await waitFor(() => expect(camera.stop).toHaveBeenCalledTimes(2));
  });

  it('says what to do when the camera is refused', async () => {
    camera.open.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    renderScan();
    await start();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /The camera is not allowed\. .*find the household by name or booking reference\./,
    );
    expect(screen.getByRole('button', { name: 'Scan a household pass' })).toBeInTheDocument();
  });

  it('says so when the code reader cannot be loaded, and tries again on the next scan', async () => {
    decoder.load.mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    const { onHousehold } = renderScan();
    await start();
    expect(await screen.findByRole('alert')).toHaveTextContent(/The code reader could not be loaded/);
    expect(camera.open).not.toHaveBeenCalled();
    decoder.frames = [['EDMA1:onam:fam-nair']];
    await start();
    await waitFor(() => expect(onHousehold).toHaveBeenCalledWith('fam-nair'));
  });
});
