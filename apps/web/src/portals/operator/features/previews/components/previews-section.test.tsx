import { describe, expect, it } from 'vitest';
import { previewPermissions } from './previews-section';

describe('previewPermissions', () => {
  it('lets admins and editors create and revoke, and support only read', () => {
    expect(previewPermissions('admin')).toEqual({ create: true, revoke: true });
    expect(previewPermissions('editor')).toEqual({ create: true, revoke: true });
    expect(previewPermissions('support')).toEqual({ create: false, revoke: false });
    expect(previewPermissions(undefined)).toEqual({ create: false, revoke: false });
  });
});
