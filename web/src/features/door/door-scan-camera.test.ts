import { afterEach, describe, expect, it, vi } from 'vitest';
import { cameraProblemText, NoCameraError, openRearCamera } from './door-scan-camera.ts';

function stubCamera() {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(async () => stream);
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
  return { track, stream, getUserMedia };
}

function stubVideo(play: () => Promise<void> = async () => {}) {
  const video = document.createElement('video');
  // jsdom neither plays media nor keeps a MediaStream as srcObject.
  let source: unknown = null;
  Object.defineProperty(video, 'srcObject', { get: () => source, set: (value) => (source = value) });
  video.play = vi.fn(play);
  return video;
}

afterEach(() => vi.unstubAllGlobals());

describe('openRearCamera', () => {
  it('asks for the rear camera, without sound, shows it in the video and turns it off again', async () => {
    const { track, stream, getUserMedia } = stubCamera();
    const video = stubVideo();
    const stop = await openRearCamera(video);
    expect(getUserMedia).toHaveBeenCalledWith({ audio: false, video: expect.objectContaining({ facingMode: { ideal: 'environment' } }) });
    expect(video.srcObject).toBe(stream);
    expect(video.play).toHaveBeenCalled();
    stop();
    expect(track.stop).toHaveBeenCalled();
    expect(video.srcObject).toBeNull();
  });

  it('turns the camera off when the video will not play', async () => {
    const { track } = stubCamera();
    await expect(openRearCamera(stubVideo(() => Promise.reject(new DOMException('no', 'NotAllowedError'))))).rejects.toThrow('no');
    expect(track.stop).toHaveBeenCalled();
  });

  it('says there is no camera where the browser has no camera API', async () => {
    vi.stubGlobal('navigator', {});
    const error = await openRearCamera(stubVideo()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoCameraError);
    expect(cameraProblemText(error)).toBe('No camera was found on this phone. Find the household by name or booking reference.');
  });
});

describe('cameraProblemText', () => {
  it('says what went wrong and what to do instead', () => {
    expect(cameraProblemText(new DOMException('x', 'NotAllowedError'))).toMatch(/^The camera is not allowed\./);
    expect(cameraProblemText(new DOMException('x', 'NotReadableError'))).toBe('The camera is busy in another app. Close it and try again.');
    expect(cameraProblemText('?')).toBe('The camera could not be opened. Find the household by name or booking reference.');
  });
});
