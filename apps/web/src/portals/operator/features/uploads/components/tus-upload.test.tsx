import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test-support/render';
import { clockTime, TusUpload } from './tus-upload';
import { uploadError, uploadIdOf } from './use-tus-upload';

describe('TusUpload', () => {
  it("labels the file input with the purpose and accepts only the purpose's types", async () => {
    // Without texts, a string shows as its key.
    await renderWithProviders(<TusUpload purpose="master" onComplete={() => undefined} />);
    const input = screen.getByLabelText('upload_label_master');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toContain('.mkv');
    expect(input.getAttribute('accept')).toContain('video/mp4');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('refuses a file of another type before sending anything, on the field', async () => {
    await renderWithProviders(<TusUpload purpose="subtitle" onComplete={() => undefined} />);
    const input = screen.getByLabelText('upload_label_subtitle');
    fireEvent.change(input, { target: { files: [new File(['x'], 'film.mp4', { type: 'video/mp4' })] } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('upload_wrong_type')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('upload helpers', () => {
  it('takes the upload id from the last segment of the URL', () => {
    expect(uploadIdOf('http://localhost/api/operator/uploads/abc123def456')).toBe('abc123def456');
    expect(uploadIdOf('/api/operator/uploads/abc123def456/?x=1')).toBe('abc123def456');
  });

  it("reads the server's error code from a refused request, and a missing answer as a network error", () => {
    const refused = Object.assign(new Error('refused'), {
      originalResponse: {
        getStatus: () => 413,
        getBody: () => '{"success":false,"error":{"code":"UPLOAD_TOO_LARGE","message":"too large"}}',
      },
    });
    expect(uploadError(refused as never)).toMatchObject({ status: 413, code: 'UPLOAD_TOO_LARGE' });
    expect(uploadError(new Error('offline'))).toMatchObject({ status: undefined, code: 'NETWORK_ERROR' });
  });

  it('writes time left as a clock', () => {
    expect(clockTime(5)).toBe('0:05');
    expect(clockTime(75)).toBe('1:15');
    expect(clockTime(3725)).toBe('1:02:05');
  });
});
