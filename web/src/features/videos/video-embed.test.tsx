import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VideoEmbed } from './video-embed.tsx';

describe('VideoEmbed', () => {
  it('shows only a poster button until clicked, then the lazy, titled player', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoEmbed youtubeId="abc123" title="BBQ 2025 — part 1" />);
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play video: BBQ 2025 — part 1' }));
    const frame = container.querySelector('iframe');
    expect(frame).not.toBeNull();
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1');
    expect(frame).toHaveAttribute('title', 'BBQ 2025 — part 1');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame?.getAttribute('allow')).toContain('autoplay');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
