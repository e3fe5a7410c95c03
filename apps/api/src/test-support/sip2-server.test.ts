import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startSip2TestServer, type Sip2TestServer } from './sip2-server';

/**
 * The test server checked on its own, with messages written by hand from the SIP2 specification, so that the
 * client's tests against it do not rest on the client agreeing with itself.
 */

/** The SIP2 checksum, computed here once more: negated 16-bit sum of the bytes up to and including "AZ". */
const checksum = (text: string) => {
  const sum = [...Buffer.from(text, 'latin1')].reduce((total, byte) => total + byte, 0);
  return ((0x10000 - (sum & 0xffff)) & 0xffff).toString(16).toUpperCase().padStart(4, '0');
};

let sip2: Sip2TestServer | undefined;
afterEach(async () => {
  await sip2?.close();
  sip2 = undefined;
});

/** Sends lines over one raw connection and collects the answer lines. */
async function talk(port: number, lines: string[]): Promise<string[]> {
  const socket = net.connect({ host: '127.0.0.1', port });
  socket.setEncoding('latin1');
  const answers: string[] = [];
  let buffered = '';
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  for (const line of lines) {
    socket.write(Buffer.from(line, 'latin1'));
    await new Promise<void>((resolve) => {
      const onData = (chunk: string) => {
        buffered += chunk;
        const end = buffered.indexOf('\r');
        if (end < 0) return;
        answers.push(buffered.slice(0, end));
        buffered = buffered.slice(end + 1);
        socket.off('data', onData);
        resolve();
      };
      socket.on('data', onData);
    });
  }
  socket.destroy();
  return answers;
}

describe('SIP2 test server', () => {
  it('answers a login from the published example, echoing AY with a right checksum, and asks again for a bad one', async () => {
    sip2 = await startSip2TestServer({ login: { user: 'user_id', password: 'password' } });
    const [bad, login] = await talk(sip2.port, [
      '9300CNuser_id|COpassword|AY0AZF557\r',
      '9300CNuser_id|COpassword|AY0AZF556\r',
    ]);
    expect(bad).toMatch(/^96AZ[0-9A-F]{4}$/);
    expect(login).toMatch(/^941AY0AZ[0-9A-F]{4}$/);
    expect(login!.slice(-4)).toBe(checksum(login!.slice(0, -4)));
    expect(sip2.requests.map((r) => r.checksumValid)).toEqual([false, true]);
    expect(sip2.requests[1]).toMatchObject({
      code: '93',
      fields: { CN: 'user_id', CO: 'password' },
      sequence: '0',
    });
  });

  it('answers SC status and patron information in code page 850, as the specification lays them out', async () => {
    sip2 = await startSip2TestServer();
    sip2.setBehaviour('4711', { kind: 'valid', name: 'Åsa Öberg', birthDate: '2010-02-03' });
    const status = '9900302.00AY1AZ';
    const info = '6300020240102    030405          AOFH|AA4711|AC|AD1234|AY2AZ';
    const [acs, patron] = await talk(sip2.port, [
      `${status}${checksum(status)}\r`,
      `${info}${checksum(info)}\r`,
    ]);
    expect(acs).toMatch(/^98[YN]{6}\d{3}\d{3}\d{8} {4}\d{6}2\.00AOFH\|/);
    expect(patron).toMatch(/^64 {14}000\d{8} {4}\d{6}0{24}AOFH\|AA4711\|AE\x8Fsa \x99berg\|/);
    expect(patron).toContain('|BLY|CQY|');
    expect(patron).toContain('|PB20100203|');
    expect(patron).toMatch(/AY2AZ[0-9A-F]{4}$/);
    expect(patron!.slice(-4)).toBe(checksum(patron!.slice(0, -4)));
  });
});
