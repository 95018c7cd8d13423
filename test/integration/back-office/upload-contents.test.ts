import { DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { dashboardMessages } from '@maplestone/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3 } from '../../../functions/src/lib/s3';
import { type BucketName, bucketFor } from '../../../functions/src/lib/storage';
import { api, everyRow } from '../../support/http';
import {
  type Agent,
  admin,
  call,
  deleteCreatedAgents,
  type Json,
  messageOf,
  newAgent,
  superAdmin,
} from './support';

/*
 * Issue 34, uploads: a file is accepted for what its first bytes show it is, not for its name or the type it
 * was sent with (ADR 098). A file that is not an allowed type is deleted and nothing is saved.
 */

const d = dashboardMessages;

let agent: Agent;

beforeAll(async () => {
  agent = await newAgent('Upload Checker');
});
afterAll(deleteCreatedAgents);

/** A PNG's signature and header chunk: what the first bytes of any PNG are. */
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0,
  1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), Buffer.from('JFIF\0 a photo')]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1');
const TEXT = Buffer.from('this is a text file, whatever its name says\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"></svg>');
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
const PDF = Buffer.from('%PDF-1.7\n%a real document\n');

interface Uploaded {
  key: string;
  publicUrl: string | null;
  bucket: BucketName;
}

/**
 * Presigns `kind` for `filename` sent as `contentType` (through the agent's or the super admin's uploads) and
 * POSTs `content` to storage with the form, as the browser does: what was uploaded, and where.
 */
async function upload(
  who: Agent | 'admin',
  kind: string,
  filename: string,
  contentType: string,
  content: Buffer,
  bucket: BucketName,
  agentId?: string,
): Promise<Uploaded> {
  const token = who === 'admin' ? await superAdmin() : who.token;
  const presigned = await api<Json>('POST', who === 'admin' ? '/api/admin/uploads' : '/api/me/uploads', {
    token,
    body: {
      kind,
      filename,
      content_type: contentType,
      size: content.length,
      ...(agentId ? { agent_id: agentId } : {}),
    },
  });
  expect(presigned.status, JSON.stringify(presigned.body)).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.body.fields as Record<string, string>)) {
    form.append(name, value);
  }
  form.append('file', new Blob([new Uint8Array(content)], { type: contentType }), filename);
  expect((await fetch(presigned.body.url, { method: 'POST', body: form })).ok).toBe(true);
  return { key: presigned.body.key, publicUrl: presigned.body.publicUrl, bucket };
}

/** The stored object's Content-Type, or null when nothing is stored at the key. */
async function storedType({ bucket, key }: Uploaded): Promise<string | null> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucketFor(bucket), Key: key }));
    return head.ContentType ?? '';
  } catch {
    return null;
  }
}

function expectRefused(answer: { status: number; body: Json }, message: string, path: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(messageOf(answer.body)).toBe(message);
  expect(answer.body.error.issues[0].path).toBe(path);
}

const myAgent = async () => (await call('GET', '/api/me/agent', agent)).body;

describe("an agent's images, saved by the profile and customisation routes", () => {
  it('refuses a text file uploaded as a PNG badge: 400, nothing saved, the object deleted', async () => {
    const fake = await upload(agent, 'badge1', 'fake.png', 'image/png', TEXT, 'agent-media');
    expect(await storedType(fake)).toBe('image/png');

    const saved = await call('PATCH', '/api/me/agent', agent, {
      badge_1_url: fake.publicUrl,
      bio: 'unsaved',
    });
    expectRefused(saved, d.imageUploadFailed, 'badge_1_url');
    const record = await myAgent();
    expect(record.badge_1_url).toBeNull();
    expect(record.bio).toBeNull();
    expect(await storedType(fake)).toBeNull();
  });

  it('saves a real PNG badge; a later save that keeps it does not read it again', async () => {
    const badge = await upload(agent, 'badge1', 'badge.png', 'image/png', PNG, 'agent-media');
    const saved = await call('PATCH', '/api/me/agent', agent, { badge_1_url: badge.publicUrl });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.badge_1_url).toBe(badge.publicUrl);
    expect(await storedType(badge)).toBe('image/png');

    // The profile form sends every field again: an unchanged image is not a new upload to read again (even
    // once its file is gone, it blocks no other change).
    await s3.send(new DeleteObjectCommand({ Bucket: bucketFor(badge.bucket), Key: badge.key }));
    const again = await call('PATCH', '/api/me/agent', agent, { badge_1_url: badge.publicUrl, bio: 'Kept' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ badge_1_url: badge.publicUrl, bio: 'Kept' });
  });

  it('refuses an SVG sent as an image, as a URL or as the bare key', async () => {
    const logo = await upload(agent, 'logo', 'logo.png', 'image/png', SVG, 'agent-media');
    expectRefused(
      await call('PATCH', '/api/me/agent', agent, { agent_logo_url: logo.publicUrl }),
      d.imageUploadFailed,
      'agent_logo_url',
    );
    expect(await storedType(logo)).toBeNull();

    const headshot = await upload(agent, 'headshot', 'me.jpg', 'image/jpeg', SVG, 'agent-headshots');
    expectRefused(
      await call('PATCH', '/api/me/agent', agent, { headshot_url: headshot.key }),
      d.imageUploadFailed,
      'headshot_url',
    );
    expect(await storedType(headshot)).toBeNull();
    expect((await myAgent()).headshot_url).toBeNull();
  });

  it('refuses a reference to an upload that is not there', async () => {
    expectRefused(
      await call('PATCH', '/api/me/agent', agent, {
        banner_image_url: `${agent.id}/1700000000000-never.png`,
      }),
      d.imageUploadFailed,
      'banner_image_url',
    );
  });

  it('keeps a file for what it is: a JPEG sent as a PNG is saved, and served as a JPEG', async () => {
    const photo = await upload(agent, 'background', 'office.png', 'image/png', JPEG, 'agent-media');
    const saved = await call('PATCH', '/api/me/agent', agent, { custom_background_image: photo.publicUrl });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await storedType(photo)).toBe('image/jpeg');
  });

  it("refuses an HTML post image, and a super admin's HTML headshot for an agent", async () => {
    const cover = await upload(agent, 'post-image', 'cover.webp', 'image/webp', HTML, 'agent-media');
    const post = await call('POST', '/api/me/posts', agent, {
      title: 'Not an image',
      content: 'Words',
      featured_image_url: cover.publicUrl,
    });
    expectRefused(post, d.imageUploadFailed, 'featured_image_url');
    expect(await storedType(cover)).toBeNull();
    expect((await everyRow<Json>('/api/me/posts', agent.token)).map((p) => p.title)).not.toContain(
      'Not an image',
    );

    const headshot = await upload(
      'admin',
      'headshot',
      'h.png',
      'image/png',
      HTML,
      'agent-headshots',
      agent.id,
    );
    expectRefused(
      await admin('PATCH', `/api/admin/agents/${agent.id}`, { headshot_url: headshot.publicUrl }),
      d.imageUploadFailed,
      'headshot_url',
    );
    expect(await storedType(headshot)).toBeNull();
  });
});

describe("an agent's own headshot and banner (issue 35, ADR 101)", () => {
  let broker: Agent;
  let other: Agent;
  beforeAll(async () => {
    [broker, other] = await Promise.all([newAgent('Own Photos'), newAgent('Other Broker')]);
  });

  it('saves its own uploads as its headshot and banner, which its public page then shows', async () => {
    const headshot = await upload(broker, 'headshot', 'me.jpg', 'image/jpeg', JPEG, 'agent-headshots');
    const banner = await upload(broker, 'banner', 'street.png', 'image/png', PNG, 'agent-banners');
    // Filed under the caller's own prefix: the request names no agent.
    expect([headshot.key, banner.key]).toEqual([
      expect.stringMatching(new RegExp(`^${broker.id}/\\d+-me\\.jpg$`)),
      expect.stringMatching(new RegExp(`^${broker.id}/\\d+-street\\.png$`)),
    ]);

    const saved = await call('PATCH', '/api/me/agent', broker, {
      headshot_url: headshot.publicUrl,
      banner_image_url: banner.key,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const photos = { headshot_url: headshot.publicUrl, banner_image_url: banner.publicUrl };
    expect(saved.body).toMatchObject(photos);
    expect((await api<Json>('GET', `/api/agents/${broker.id}`)).body).toMatchObject(photos);
    const served = await fetch(headshot.publicUrl!);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

    // Removed: the public page has none again.
    const removed = await call('PATCH', '/api/me/agent', broker, {
      headshot_url: null,
      banner_image_url: null,
    });
    expect(removed.status).toBe(200);
    expect((await api<Json>('GET', `/api/agents/${broker.id}`)).body).toMatchObject({
      headshot_url: null,
      banner_image_url: null,
    });
  });

  it("cannot upload for another agent, nor take another agent's upload as its headshot or banner", async () => {
    const forOther = await call('POST', '/api/me/uploads', broker, {
      kind: 'headshot',
      filename: 'x.png',
      content_type: 'image/png',
      size: PNG.length,
      agent_id: other.id,
    });
    expect(forOther.status).toBe(400);
    expect(forOther.body.url).toBeUndefined();

    // The other agent's own headshot, and a banner the super admin uploaded for it: real images, not the caller's.
    const theirs = await upload(other, 'headshot', 'them.png', 'image/png', PNG, 'agent-headshots');
    const theirBanner = await upload('admin', 'banner', 'b.png', 'image/png', PNG, 'agent-banners', other.id);
    const before = (await call('GET', '/api/me/agent', broker)).body;
    for (const [field, ref] of [
      ['headshot_url', theirs.publicUrl],
      ['headshot_url', theirs.key],
      ['banner_image_url', theirBanner.publicUrl],
      ['banner_image_url', theirBanner.key],
    ] as const) {
      expectRefused(await call('PATCH', '/api/me/agent', broker, { [field]: ref }), d.uploadNotYours, field);
    }
    // A key that climbs out of the caller's prefix is no better.
    const climbing = `${broker.id}/../${theirs.key}`;
    expect((await call('PATCH', '/api/me/agent', broker, { headshot_url: climbing })).status).toBe(400);
    expect((await call('GET', '/api/me/agent', broker)).body).toEqual(before);
    // Refused for whose they are, the files are neither read nor deleted; the other agent's record is its own.
    expect([await storedType(theirs), await storedType(theirBanner)]).toEqual(['image/png', 'image/png']);
    expect(
      (await call('PATCH', `/api/admin/agents/${other.id}`, broker, { headshot_url: null })).status,
    ).toBe(403);
  });
});

describe('catalogue images (super admin)', () => {
  it('refuses an HTML product image and creates nothing; a real GIF is saved', async () => {
    const name = `Checked product ${Date.now()}`;
    const fake = await upload('admin', 'product-image', 'p.png', 'image/png', HTML, 'product-images');
    expectRefused(
      await admin('POST', '/api/admin/products', { name, image_url: fake.publicUrl }),
      d.imageUploadFailed,
      'image_url',
    );
    expect(await storedType(fake)).toBeNull();
    const products = await admin<Json[]>('GET', '/api/admin/products');
    expect(products.body.map((p: Json) => p.name)).not.toContain(name);

    const real = await upload('admin', 'product-image', 'p.gif', 'image/gif', GIF, 'product-images');
    const created = await admin('POST', '/api/admin/products', { name, image_url: real.publicUrl });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.image_url).toBe(real.publicUrl);
    expect((await admin('DELETE', `/api/admin/products/${created.body.id}`)).status).toBe(204);
  });
});

describe('documents', () => {
  it('refuses an HTML page named .pdf: 400, not recorded, the object deleted', async () => {
    const page = await upload(agent, 'document', 'licence.pdf', 'application/pdf', HTML, 'agent-documents');
    const recorded = await call('POST', '/api/me/documents', agent, {
      name: 'licence.pdf',
      file_url: page.key,
      file_size: HTML.length,
      mime_type: 'application/pdf',
    });
    expectRefused(recorded, d.documentUploadFailed, 'file_url');
    expect(await storedType(page)).toBeNull();
    expect((await everyRow<Json>('/api/me/documents', agent.token)).map((doc) => doc.name)).not.toContain(
      'licence.pdf',
    );
  });

  it('records a PDF sent as an image for what it is: a certificate, served as a PDF', async () => {
    const scan = await upload(agent, 'document', 'scan.png', 'image/png', PDF, 'agent-documents');
    const recorded = await call('POST', '/api/me/documents', agent, {
      name: 'scan.png',
      file_url: scan.key,
      file_size: PDF.length,
      mime_type: 'image/png',
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect(recorded.body).toMatchObject({ mime_type: 'application/pdf', type: 'certificate' });
    expect(await storedType(scan)).toBe('application/pdf');
  });
});
