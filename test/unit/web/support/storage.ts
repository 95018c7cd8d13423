/**
 * Storage as the browser meets it in a component test: every presigned POST is taken at once (204). A test
 * stubs the global with it: `vi.stubGlobal('XMLHttpRequest', StoredXhr)`.
 */
export class StoredXhr {
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  open() {}
  send() {
    this.status = 204;
    queueMicrotask(() => this.onload?.());
  }
  abort() {}
}

/** What POST /api/me/uploads answers for `key` in `bucket`: a presigned POST, and a public URL unless the bucket is private. */
export const presignedUpload = (bucket: string, key: string, { isPublic = true } = {}) => ({
  url: `http://s3.test/${bucket}`,
  fields: { key },
  key,
  publicUrl: isPublic ? `http://media.test/${bucket}/${key}` : null,
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
});
