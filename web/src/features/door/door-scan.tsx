import type { DoorHousehold } from '@edma/contract/door';
import { householdForPass } from '@edma/contract/household-pass';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { cameraProblemText, openRearCamera } from './door-scan-camera.ts';
import { loadQrDecoder } from './door-scan-decoder.ts';
import './door-scan.css';

export interface DoorScanProps {
  /** The event at this door: a pass for another event is refused. */
  eventId: string;
  /** The door list (the households going), where a pass's household is looked up. */
  households: readonly DoorHousehold[];
  /** A household's pass was scanned: open its row. */
  onHousehold(familyId: string): void;
}

/** How long the camera rests between two frames read (the decoder itself takes a few ms to ~100 ms). */
const FRAME_GAP_MS = 150;

const DECODER_PROBLEM = 'The code reader could not be loaded (is there signal?). Find the household by name or booking reference.';

type Said = { kind: 'status' | 'problem'; text: string } | null;

/**
 * Scanning a household pass (the QR code in the booking email or on the event page) with the
 * phone's rear camera: a pass of this event opens its household; anything else says what it is.
 */
export function DoorScan({ eventId, households, onHousehold }: DoorScanProps) {
  const [scanning, setScanning] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const video = useRef<HTMLVideoElement>(null);
  // The loop reads the latest list and callback without restarting the camera when they change.
  const latest = useRef({ eventId, households, onHousehold });
  useEffect(() => {
    latest.current = { eventId, households, onHousehold };
  });

  // Fetched while the door screen opens (with signal), so a scan later needs none.
  useEffect(() => {
    loadQrDecoder().catch(() => {});
  }, []);

  useEffect(() => {
    if (!scanning || !video.current) return;
    const element = video.current;
    let stopped = false;
    let stopCamera: (() => void) | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const readFrame = async (decode: (v: HTMLVideoElement) => Promise<string[]>) => {
      if (stopped) return;
      const texts = await decode(element).catch(() => []);
      if (stopped) return;
      const text = texts[0];
      if (text !== undefined) {
        const { eventId: event, households: list, onHousehold: open } = latest.current;
        const found = householdForPass(text, event, list);
        if (found.kind === 'found') {
          setSaid({ kind: 'status', text: `Opened the ${found.household.familyName} household.` });
          setScanning(false);
          open(found.household.familyId);
          return;
        }
        // The same code held up for a while: one message, not a new one each frame.
        setSaid((before) =>
          before?.kind === 'problem' && before.text === found.message ? before : { kind: 'problem', text: found.message },
        );
      }
      timer = setTimeout(() => void readFrame(decode), FRAME_GAP_MS);
    };

    void (async () => {
      setSaid({ kind: 'status', text: 'Starting the camera...' });
      let decoder;
      try {
        decoder = await loadQrDecoder();
      } catch {
        if (!stopped) {
          setSaid({ kind: 'problem', text: DECODER_PROBLEM });
          setScanning(false);
        }
        return;
      }
      try {
        const stop = await openRearCamera(element);
        // Stopped while the camera was opening: turn it off at once.
        if (stopped) return stop();
        stopCamera = stop;
      } catch (error) {
        if (!stopped) {
          setSaid({ kind: 'problem', text: cameraProblemText(error) });
          setScanning(false);
        }
        return;
      }
      setSaid({ kind: 'status', text: 'Hold the household pass in front of the camera.' });
      void readFrame((v) => decoder.decode(v));
    })();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stopCamera?.();
    };
  }, [scanning]);

  return (
    <div className="door-scan">
      {scanning ? (
        <Button variant="secondary" className="door-scan__button" onClick={() => setScanning(false)}>
          Stop scanning
        </Button>
      ) : (
        <Button
          className="door-scan__button"
          onClick={() => {
            setSaid(null);
            setScanning(true);
          }}
        >
          Scan a household pass
        </Button>
      )}
      {/* A live picture for aiming the camera: nothing to hear, so muted and without captions. */}
      <video ref={video} className="door-scan__video" hidden={!scanning} muted playsInline aria-label="Camera picture" />
      <p role="status" className="door-scan__status">
        {said?.kind === 'status' ? said.text : ''}
      </p>
      <p role="alert" className="door-scan__problem">
        {said?.kind === 'problem' ? said.text : ''}
      </p>
    </div>
  );
}
