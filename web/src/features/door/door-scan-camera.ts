/** The door phone's rear camera, shown in a video element for the QR decoder to read. */

/** Why the camera did not open, in the volunteer's words, with what to do instead. */
export function cameraProblemText(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'The camera is not allowed. Allow it for this site in the browser settings, or find the household by name or booking reference.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'No camera was found on this phone. Find the household by name or booking reference.';
  }
  if (name === 'NotReadableError' || name === 'AbortError') return 'The camera is busy in another app. Close it and try again.';
  return 'The camera could not be opened. Find the household by name or booking reference.';
}

/** No camera API at all (an old browser, or a page not served over https). */
export class NoCameraError extends Error {
  override name = 'NotFoundError';
}

/**
 * Opens the rear camera ("environment": the one facing away from the volunteer) into `video`;
 * answers the function that turns it off again.
 */
export async function openRearCamera(video: HTMLVideoElement): Promise<() => void> {
  if (!navigator.mediaDevices?.getUserMedia) throw new NoCameraError('No camera API.');
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  });
  const stop = () => {
    for (const track of stream.getTracks()) track.stop();
    if (video.srcObject === stream) video.srcObject = null;
  };
  try {
    video.srcObject = stream;
    await video.play();
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
