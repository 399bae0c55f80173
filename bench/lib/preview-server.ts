import { join } from 'node:path';
import { preview } from 'vite';
import { ROOT } from './paths.ts';

export interface PreviewServer {
  url: string;
  close(): Promise<void>;
}

/**
 * `vite preview` of the production build in web/dist-bench on loopback. `/api` is passed to the
 * Hosting emulator so pages that load data (the directory) work as they would on Hosting.
 */
export async function startPreview(port: number, apiOrigin: string | null): Promise<PreviewServer> {
  const server = await preview({
    root: join(ROOT, 'web'),
    configFile: join(ROOT, 'web', 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: 'dist-bench' },
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      open: false,
      proxy: apiOrigin ? { '/api': { target: apiOrigin } } : undefined,
    },
  });
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
