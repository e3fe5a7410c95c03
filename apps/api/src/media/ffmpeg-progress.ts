/**
 * Follows ffmpeg's `-progress pipe:1` output (blocks of key=value lines, each ending with `progress=continue` or
 * `progress=end`) and reports the share of the source done, 0-100, each time it grows by a whole percent.
 * `out_time_us` is the position reached (ffmpeg also writes it as `out_time_ms`, in microseconds too).
 */
export function createProgressReader(durationSeconds: number, report: (percent: number) => void) {
  let buffered = '';
  let last = -1;
  let position = 0;
  const emit = (percent: number) => {
    const whole = Math.max(0, Math.min(100, Math.floor(percent)));
    if (whole > last) {
      last = whole;
      report(whole);
    }
  };
  return {
    /** Feeds a chunk of ffmpeg's standard output (lines may be split across chunks). */
    push(chunk: string) {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const [key, value] = line.trim().split('=', 2);
        if ((key === 'out_time_us' || key === 'out_time_ms') && value && /^\d+$/.test(value)) {
          position = Number(value) / 1e6;
        } else if (key === 'progress') {
          emit(value === 'end' ? 100 : durationSeconds > 0 ? (position / durationSeconds) * 100 : 0);
        }
      }
    },
  };
}
