// The wire contract's calls of violations and patrol (schemas/violations.ts, schemas/patrol.ts):
// reports, the tow list, plate look-ups, photos and the authorised plates.
import type { TestApp } from '../../helpers/test-app';
import { bearer } from '../../helpers/requests';
import { caller, setCommunity } from '../../helpers/vehicle-fixtures';
import { reportViolation, type Call } from './contract';

/** demo's tow rule at one violation: a reported plate is listed at once (docs/adr/0027). */
async function towListed(t: TestApp, token: string, plate: string) {
  await setCommunity(t.app, 'demo', { tow_violation_count: 1, tow_window_days: 30 });
  await reportViolation(t, token, plate, 'Lane');
}

/** A small JPEG (markers, frame, scan) the photo cleaner accepts. */
function smallJpeg(): Buffer {
  const segment = (marker: number, payload: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt16BE(0xff00 | marker, 0);
    head.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([head, payload]);
  };
  const frame = Buffer.from([8, 0, 48, 0, 64, 1, 1, 0x11, 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(0xc0, frame),
    segment(0xc4, Buffer.alloc(20, 0)),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.alloc(64, 0x55),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A violation photo upload as the browser's form sends it. */
function photoUpload(violationid: string) {
  const boundary = '----wire-contract';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="violationid"\r\n\r\n${violationid}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    smallJpeg(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const CALLS: Call[] = [
  {
    route: 'POST /api/parking/insert_violation',
    status: 201,
    run: (t, token) => reportViolation(t, token, 'WIRE1'),
  },
  {
    route: 'POST /api/parking/get_all_violations',
    status: 200,
    run: (t, token) => caller(t.app, token).post('get_all_violations', { hoaid: 'demo' }),
  },
  {
    route: 'POST /api/parking/delete_violation',
    status: 200,
    run: async (t, token) => {
      const inserted = await reportViolation(t, token, 'WIRE2');
      const violationid = inserted.json<{ _id: string }>()._id;
      return caller(t.app, token).post('delete_violation', { violationid });
    },
  },
  {
    route: 'POST /api/parking/get_tow_list',
    status: 200,
    run: async (t, token) => {
      await towListed(t, token, 'WIRETOW1');
      return caller(t.app, token).post('get_tow_list', {});
    },
  },
  {
    route: 'POST /api/parking/clear_tow',
    status: 200,
    run: async (t, token) => {
      await towListed(t, token, 'WIRETOW2');
      const list = await caller(t.app, token).post('get_tow_list', {});
      const entry = list
        .json<{ _id: string; plate: string }[]>()
        .find((e) => e.plate === 'WIRETOW2');
      return caller(t.app, token).post('clear_tow', { tow_id: entry?._id, note: 'Moved' });
    },
  },
  {
    route: 'POST /api/parking/plate_lookup',
    status: 200,
    run: async (t, token) => {
      await towListed(t, token, 'DEM101A');
      return caller(t.app, token).post('plate_lookup', { plate: 'DEM101A' });
    },
  },
  {
    route: 'POST /api/parking/get_recent_lookups',
    status: 200,
    run: async (t, token) => {
      await caller(t.app, token).post('plate_lookup', { plate: 'NOSUCH1' });
      return caller(t.app, token).post('get_recent_lookups', {});
    },
  },
  {
    route: 'POST /api/parking/add_violation_photo',
    status: 201,
    run: async (t, token) => {
      const inserted = await reportViolation(t, token, 'WIREPIC', 'Lane');
      const { payload, headers } = photoUpload(inserted.json<{ _id: string }>()._id);
      return t.app.inject({
        method: 'POST',
        url: '/api/parking/add_violation_photo',
        payload,
        headers: { ...headers, ...bearer(token) },
      });
    },
  },
  {
    route: 'POST /api/parking/get_authorised_plates',
    status: 200,
    run: (t, token) => caller(t.app, token).post('get_authorised_plates', {}),
  },
];
