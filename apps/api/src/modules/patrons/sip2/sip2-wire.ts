import iconv from 'iconv-lite';

/**
 * The byte level of SIP2 (3M Standard Interchange Protocol 2.00): character sets, the error-detection trailer
 * (AY sequence number, AZ checksum) and the message terminator.
 */

/** The character set on the wire. SIP2 says code page 850; some systems (Koha, many newer servers) send UTF-8. */
export type Sip2Encoding = 'cp850' | 'utf8';

/** A message larger than this without a terminator is not a SIP2 message (patron answers are a few hundred bytes). */
export const SIP2_MAX_MESSAGE_BYTES = 64 * 1024;

const CR = 0x0d;
const LF = 0x0a;

export function encodeSip2(text: string, encoding: Sip2Encoding): Buffer {
  return iconv.encode(text, encoding);
}

export function decodeSip2(bytes: Uint8Array, encoding: Sip2Encoding): string {
  return iconv.decode(bytes, encoding);
}

/**
 * The SIP2 checksum: the binary sum of the bytes, negated (two's complement) and kept to 16 bits, as four
 * uppercase hexadecimal digits. The bytes summed run from the first byte of the message up to and including
 * the "AZ" of the checksum field.
 */
export function sip2Checksum(bytes: Uint8Array): string {
  let sum = 0;
  for (const byte of bytes) sum += byte;
  return (-sum & 0xffff).toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A request as it goes on the wire: the message, the sequence number (AY, one digit) and the checksum (AZ)
 * over the encoded bytes, then the carriage return that ends every SIP2 message.
 */
export function frameSip2Request(message: string, sequence: number, encoding: Sip2Encoding): Buffer {
  if (!Number.isInteger(sequence) || sequence < 0 || sequence > 9)
    throw new RangeError('SIP2 sequence is 0-9');
  const head = encodeSip2(`${message}AY${sequence}AZ`, encoding);
  return Buffer.concat([head, Buffer.from(`${sip2Checksum(head)}\r`, 'ascii')]);
}

/** The next sequence number after `sequence` (0-9, cycling). */
export function nextSip2Sequence(sequence: number): number {
  return (sequence + 1) % 10;
}

const TRAILER = /AZ([0-9A-Fa-f]{4})[\s\0]*$/;

/**
 * Checks the AZ checksum of one received message (without its terminator). A system that sends no AZ is
 * accepted as it is ('absent'); one that sends a checksum that does not add up is 'invalid'. Works on bytes, so
 * it is right whatever the character set.
 */
export function verifySip2Checksum(message: Uint8Array): 'valid' | 'absent' | 'invalid' {
  // The trailer is ASCII; latin1 maps each byte to one character, so string positions are byte positions.
  const asBytes = Buffer.from(message.buffer, message.byteOffset, message.byteLength).toString('latin1');
  const match = TRAILER.exec(asBytes);
  if (!match) return 'absent';
  const summed = message.subarray(0, match.index + 2);
  return sip2Checksum(summed) === match[1]!.toUpperCase() ? 'valid' : 'invalid';
}

/**
 * Cuts a byte stream into messages. SIP2 ends a message with CR; systems also send LF or CRLF, so any of them
 * ends a message and the empty "message" between a CR and its LF is skipped. CR and LF never occur inside a
 * code page 850 or UTF-8 character, so cutting bytes is safe for both.
 */
export class Sip2MessageSplitter {
  private pending: Buffer = Buffer.alloc(0);

  /** The messages completed by this chunk, in order. Throws when a message outgrows SIP2_MAX_MESSAGE_BYTES. */
  push(chunk: Uint8Array): Buffer[] {
    this.pending = this.pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([this.pending, chunk]);
    const messages: Buffer[] = [];
    let start = 0;
    for (let i = 0; i < this.pending.length; i++) {
      const byte = this.pending[i];
      if (byte !== CR && byte !== LF) continue;
      if (i > start) messages.push(this.pending.subarray(start, i));
      start = i + 1;
    }
    this.pending = this.pending.subarray(start);
    if (this.pending.length > SIP2_MAX_MESSAGE_BYTES) {
      this.pending = Buffer.alloc(0);
      throw new RangeError('SIP2 message too long');
    }
    return messages;
  }
}
