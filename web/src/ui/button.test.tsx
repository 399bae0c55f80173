import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { UploadProgress } from './upload-progress.tsx';

describe('Button', () => {
  it('takes the shared look of its variant and never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button variant="danger" className="extra">
          Delete Member
        </Button>
        <Button type="submit">Submit</Button>
      </form>,
    );
    const danger = screen.getByRole('button', { name: 'Delete Member' });
    expect(danger).toHaveClass('button-danger', 'extra');
    await userEvent.click(danger);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveClass('button-primary');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('UploadProgress', () => {
  it('is a labelled progress bar from 0 to 1', () => {
    render(<UploadProgress id="upload-progress" value={0.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('value', '0.4');
    expect(bar).toHaveAttribute('max', '1');
  });
});
