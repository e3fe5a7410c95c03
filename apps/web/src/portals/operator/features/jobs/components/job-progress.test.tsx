import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Job } from '@filmhyllan/contract';
import { renderWithProviders } from '@/test-support/render';
import { JobBar, jobStateKey, useJobKindLabel } from './job-progress';
import { jobPermissions } from './jobs-section';

const job = (fields: Partial<Job> = {}): Job => ({
  job_id: '6f1c3a52-1111-4222-8333-444455556666',
  kind: 'transcode',
  title_id: 12,
  state: 'running',
  cancelled: false,
  progress: 42,
  reason: null,
  created_at: '2026-11-26T10:00:00Z',
  started_at: '2026-11-26T10:00:01Z',
  finished_at: null,
  ...fields,
});

afterEach(cleanup);

describe('JobBar', () => {
  it('shows the progress as a progress bar with its value and the state in words', async () => {
    // Without texts, a string shows as its key.
    await renderWithProviders(<JobBar job={job()} label="Transcoding 6f1c3a52" />);
    const bar = screen.getByRole('progressbar', { name: 'Transcoding 6f1c3a52' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('42 %, operator_jobs_state_running');
    expect(screen.getByTestId('job-state').textContent).toBe('operator_jobs_state_running');
    expect(screen.queryByTestId('job-reason')).toBeNull();
  });

  it('shows why a job failed, and a cancelled job as cancelled', async () => {
    await renderWithProviders(
      <JobBar
        job={job({ state: 'failed', cancelled: true, reason: 'Cancelled by an operator.' })}
        label="x"
      />,
    );
    expect(screen.getByTestId('job-reason').textContent).toBe('Cancelled by an operator.');
    expect(screen.getByTestId('job-state').textContent).toBe('operator_jobs_state_cancelled');
    expect(jobStateKey({ state: 'failed', cancelled: false })).toBe('operator_jobs_state_failed');
  });
});

describe('useJobKindLabel', () => {
  function Kinds({ kinds }: { kinds: string[] }) {
    const label = useJobKindLabel();
    return (
      <ul>
        {kinds.map((kind) => (
          <li key={kind}>{label(kind)}</li>
        ))}
      </ul>
    );
  }

  it('names every kind of job by its string, and an unknown kind by its name', async () => {
    // Without texts, a string shows as its key.
    await renderWithProviders(
      <Kinds
        kinds={['check', 'transcode', 'audio_description', 'pacing_weights', 'repackage', 'something_new']}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'operator_jobs_kind_check',
      'operator_jobs_kind_transcode',
      'operator_jobs_kind_audio_description',
      'operator_jobs_kind_pacing_weights',
      'operator_jobs_kind_repackage',
      'something_new',
    ]);
  });
});

describe('jobPermissions', () => {
  it('lets admins and editors retry and cancel, admins alone start a check, and support only read', () => {
    expect(jobPermissions('admin')).toEqual({ retryAndCancel: true, check: true });
    expect(jobPermissions('editor')).toEqual({ retryAndCancel: true, check: false });
    expect(jobPermissions('support')).toEqual({ retryAndCancel: false, check: false });
    expect(jobPermissions(undefined)).toEqual({ retryAndCancel: false, check: false });
  });
});
