import { describe, expect, it } from 'vitest';
import { parseS3Location } from './s3-location';

describe('parseS3Location', () => {
  it('reads a bucket, with or without a prefix', () => {
    expect(parseS3Location('s3://media')).toEqual({ bucket: 'media', prefix: '' });
    expect(parseS3Location('s3://media/')).toEqual({ bucket: 'media', prefix: '' });
    expect(parseS3Location('s3://filmhyllan-media.eu-1/library')).toEqual({
      bucket: 'filmhyllan-media.eu-1',
      prefix: 'library',
    });
    expect(parseS3Location('s3://m3d/library/films_2026/')).toEqual({
      bucket: 'm3d',
      prefix: 'library/films_2026',
    });
    expect(parseS3Location(`s3://${'a'.repeat(63)}`)).toEqual({ bucket: 'a'.repeat(63), prefix: '' });
  });

  it('refuses what is not an S3 location', () => {
    for (const value of [
      'file',
      'media',
      '',
      's3://',
      's3:/media',
      'S3://media',
      'https://media/x',
      'gs://media',
    ]) {
      expect(parseS3Location(value), value).toBeNull();
    }
  });

  it('refuses bucket names S3 refuses', () => {
    for (const bucket of [
      'ab', // too short
      'a'.repeat(64), // too long
      'Media', // upper case
      'me_dia',
      '-media',
      'media-',
      '.media',
      'media.',
      'me..dia',
      '192.168.1.10', // an IP address
      'me dia',
    ]) {
      expect(parseS3Location(`s3://${bucket}/x`), bucket).toBeNull();
    }
  });

  it('refuses a prefix that is not a safe, relative path', () => {
    for (const prefix of ['/x', 'a//b', 'a/../b', '..', './a', 'a b', 'a?b', 'a/%2e%2e', 'x//']) {
      expect(parseS3Location(`s3://media/${prefix}`), prefix).toBeNull();
    }
  });
});
