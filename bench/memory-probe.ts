/**
 * Loaded into the server the soak benchmark measures (`--import`, after tsx): answers the process's
 * memoryUsage() over the IPC channel the benchmark opened, so the heap can be sampled beside the RSS that
 * /proc shows. The server itself is unchanged.
 */
process.on('message', (message) => {
  if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
});
