// docs/adr/0027: photos on violations through app.inject on PGlite or PostgreSQL (DATABASE_URL):
// type checked by content, EXIF and text metadata stripped, at most 3 of at most 300 KB each,
// added by the reporter or an admin, shown to admins, the reporter and the plate's owners.
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Violation } from '@parking/shared/domain';
import { cleanImage, NotAnImage } from '../../../src/services/photo-image';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, login } from '../../helpers/requests';
import { APP_START_MS, caller } from '../../helpers/vehicle-fixtures';

jest.setTimeout(60_000);

const segment = (marker: number, payload: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** A JPEG's structure (markers, frame size, scan) with an EXIF block holding a GPS position. */
function jpegWithExif(width = 640, height = 480, scanBytes = 64): Buffer {
  const sof = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.from('Exif\0\0GPSLatitude 39.7447 GPSLongitude -75.5484', 'latin1')),
    segment(0xfe, Buffer.from('taken by a phone', 'latin1')),
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(0xc0, sof),
    segment(0xc4, Buffer.alloc(20, 0)),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.alloc(scanBytes, 0x55),
    Buffer.from([0xff, 0xd9]),
  ]);
}

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

function pngWithText(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(4, 0);
  ihdr.writeUInt32BE(3, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('tEXt', Buffer.from('Location\0Lot B, 39.74 -75.54', 'latin1')),
    chunk('eXIf', Buffer.from('MM\0*GPS', 'latin1')),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0, 0, 0, 1, 0, 1])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function multipart(fields: Record<string, string>, file?: Buffer, name = 'file') {
  const boundary = '----photo-test-boundary';
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('the image check', () => {
  it('keeps the picture of a JPEG and drops EXIF, XMP and comments', () => {
    const clean = cleanImage(jpegWithExif(800, 600));
    expect(clean).toMatchObject({ contentType: 'image/jpeg', width: 800, height: 600 });
    const text = clean.bytes.toString('latin1');
    expect(text).not.toContain('GPS');
    expect(text).not.toContain('Exif');
    expect(text).not.toContain('taken by a phone');
    expect(text).toContain('JFIF');
    expect(clean.bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('drops the text and EXIF chunks of a PNG', () => {
    const clean = cleanImage(pngWithText());
    expect(clean).toMatchObject({ contentType: 'image/png', width: 4, height: 3 });
    const text = clean.bytes.toString('latin1');
    expect(text).not.toContain('Lot B');
    expect(text).not.toContain('eXIf');
    expect(text).toContain('IDAT');
  });

  it('refuses what only claims to be an image, and cut or broken files', () => {
    const jpeg = jpegWithExif();
    for (const bad of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('GIF89a....'),
      jpeg.subarray(0, jpeg.length - 10),
      jpeg.subarray(0, 30),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xd9])]),
      pngWithText().subarray(0, 40),
    ]) {
      expect(() => cleanImage(bad)).toThrow(NotAnImage);
    }
  });
});

describe('photos on violations (docs/adr/0027)', () => {
  let t: TestApp;
  let admin: string;
  let owner: string;
  let owner2: string;
  let violationid: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t.app, 'admin@demo.test')).token;
    owner = (await login(t.app, 'owner@demo.test')).token;
    owner2 = (await login(t.app, 'owner2@demo.test')).token;
    // Reported by the owner of unit 101 about unit 102's car.
    const res = await caller(t.app, owner).post('insert_violation', {
      hoaid: 'demo',
      violation_plate: 'DEM102A',
      violation_state: 'DE',
      violation_location: 'Visitor space 4',
    });
    violationid = res.json<Violation>()._id;
  }, APP_START_MS);
  afterAll(() => t?.close());

  const upload = (app: FastifyInstance, token: string, id: string, file?: Buffer) => {
    const body = multipart({ violationid: id }, file);
    return app.inject({
      method: 'POST',
      url: '/api/parking/add_violation_photo',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  };
  const fetchPhoto = (token: string, position: number, id = violationid) =>
    t.app.inject({
      method: 'GET',
      url: `/api/parking/violation_photo/${id}/${position}`,
      headers: bearer(token),
    });

  it('the reporter adds a photo; it is stored without its EXIF location', async () => {
    const res = await upload(t.app, owner, violationid, jpegWithExif());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Photo added', position: 1 });
    const photo = await fetchPhoto(owner, 1);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.toString('latin1')).not.toContain('GPSLatitude');
    expect(photo.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it("the plate's owner and admins see it; another community, other owners and unknown ids do not", async () => {
    expect((await fetchPhoto(owner2, 1)).statusCode).toBe(200);
    expect((await fetchPhoto(admin, 1)).statusCode).toBe(200);
    const admin2 = (await login(t.app, 'admin@demo2.test', 'demo2')).token;
    expect((await fetchPhoto(admin2, 1)).statusCode).toBe(404);
    const readonly = (await login(t.app, 'readonly@demo.test')).token;
    expect((await fetchPhoto(readonly, 1)).statusCode).toBe(404);
    expect((await fetchPhoto(admin, 2)).statusCode).toBe(404);
    expect((await fetchPhoto(admin, 4)).statusCode).toBe(400);
    expect((await fetchPhoto(admin, 1, 'not-an-id')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/parking/violation_photo/${violationid}/1` }))
        .statusCode,
    ).toBe(401);
  });

  it('the violations list counts the photos for those who may see them', async () => {
    const countFor = async (token: string) => {
      const list = await caller(t.app, token).post('get_all_violations', { hoaid: 'demo' });
      return list.json<Violation[]>().find((v) => v._id === violationid)?.photo_count;
    };
    expect(await countFor(admin)).toBe(1);
    expect(await countFor(owner)).toBe(1);
    expect(await countFor(owner2)).toBe(1);
    expect(await countFor((await login(t.app, 'readonly@demo.test')).token)).toBeUndefined();
  });

  it('refuses other people, non-images, big files and a fourth photo, changing nothing', async () => {
    const other = await upload(t.app, owner2, violationid, jpegWithExif());
    expect(other.statusCode).toBe(403);
    const svg = await upload(t.app, owner, violationid, Buffer.from('<svg/>'));
    expect(svg.statusCode).toBe(400);
    expect(svg.json().message).toBe('Please choose a JPEG or PNG photo');
    const big = await upload(t.app, owner, violationid, jpegWithExif(640, 480, 310 * 1024));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('A photo may be at most 300 KB');
    const none = await upload(t.app, owner, violationid);
    expect(none.statusCode).toBe(400);
    const badId = await upload(t.app, owner, 'nope', jpegWithExif());
    expect(badId.statusCode).toBe(400);
    const unknown = await upload(
      t.app,
      admin,
      '00000000-0000-4000-8000-000000000000',
      jpegWithExif(),
    );
    expect(unknown.statusCode).toBe(404);
    const notMultipart = await caller(t.app, owner).post('add_violation_photo', { violationid });
    expect(notMultipart.statusCode).toBe(400);

    expect((await upload(t.app, admin, violationid, pngWithText())).json().position).toBe(2);
    expect((await upload(t.app, owner, violationid, jpegWithExif())).json().position).toBe(3);
    const fourth = await upload(t.app, owner, violationid, jpegWithExif());
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().message).toBe('At most 3 photos per violation');
    const png = await fetchPhoto(owner2, 2);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.toString('latin1')).not.toContain('Lot B');
  });

  it('photos go with their violation when it is deleted', async () => {
    expect((await caller(t.app, admin).post('delete_violation', { violationid })).statusCode).toBe(
      200,
    );
    expect((await fetchPhoto(admin, 1)).statusCode).toBe(404);
  });
});
